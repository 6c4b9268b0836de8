// The validation engine: the one entry point the routes (validate, convert) use. Each document runs the list of
// steps in pipeline.ts (parse, identify, select, then the XSD and Schematron checks its rule set configures,
// then map); this module keeps what they share: the rule sets and their versions, and the artefacts loaded once
// (XSD validators, compiled Schematron from the runtime's loader, validator scenarios).
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { XsdValidator } from 'libxml2-wasm';
import type { RuleSetDefinition, SchematronStep } from '../../plugins/contracts.js';
import { ApiError } from '../http/errors.js';
import type { RuleSetInfo, ValidationResult } from '../schemas/validation.js';
import { BUILTIN_RULE_SETS } from '../../rules/rule-sets.js';
import {
  bindNativeStep,
  stepInputs,
  type LoadedStep,
  type NativeStep,
  type SaxonRuntime,
  type Scenario,
  type SchematronLoader,
} from '../../schematron/index.js';
import type { XmlInput } from './xml-input.js';
import { formatCodes, type DocumentIdentity } from './detect.js';
import { loadXsd } from './xsd.js';
import { missingRuleSetFiles } from '../artefacts/guard.js';
import { chooseVersion, dayOf, groupVersions, newerVersion, UPCOMING, validityOf, type Validity } from './versions.js';
import type { EngineContext, LoadedRuleSet, Picked } from './engine-context.js';
import { runValidation } from './pipeline.js';

export interface ValidateInput {
  xml: string | Uint8Array;
  /** Forces a rule set by id (convert); otherwise detected, within formatHint's format when given (validate). */
  ruleSetId?: string;
  formatHint?: string;
  /** The day (YYYY-MM-DD) whose rules apply: the version of the rule set in force that day. Default: today. */
  asOf?: string;
  /** A version by name, or "upcoming" for the newest known one; overrides asOf. */
  rulesVersion?: string;
}

/** One rule set with every version this service knows (for GET /v1/formats and /health). */
export interface RuleSetVersions {
  id: string;
  name: string;
  versions: Validity[];
  /** Months in which the publisher releases new versions, when it does so on a schedule. */
  release_months: number[] | null;
}

export interface ValidationEngine {
  /** Validates a document with the version of its rule set in force on the day (or the one asked for). */
  validate(input: ValidateInput): Promise<ValidationResult>;
  /** Every rule set and its versions, oldest first. */
  ruleSetVersions(): RuleSetVersions[];
  /** Accepted format_hint codes. */
  formatCodes(): string[];
  /** Which rule sets are installed / compiled / missing (for /health and start-up logs). */
  status(): Promise<Array<{ id: string; version: string | null; installed: boolean; missing: string[] }>>;
  /** Compiles (if needed) and loads the given rule sets (default: all installed), so the first request is fast. */
  warmUp(ruleSetIds?: string[]): Promise<void>;
}

export interface ValidationEngineOptions {
  artefactsDir: string;
  /** Where compiled rule sets come from on this runtime (the compile cache on Node, the bundle on a Worker). */
  loader: SchematronLoader;
  extraRuleSets?: RuleSetDefinition[];
  /** Which engine evaluates the Schematron steps (default: native where its compile is complete, else saxon-js). */
  schematronEngine?: SchematronEngineName;
  /** Whether a file the rule sets need is there (default: on disk); the Worker counts sources compiled into it. */
  fileExists?: (path: string) => boolean;
  /** Today, for the version in force when a request names no day (default: the system clock). */
  clock?: () => Date;
}

export type SchematronEngineName = 'native' | 'saxon-js';

const readText = (path: string) => readFileSync(path, 'utf8');
const readBytes = (path: string) => new Uint8Array(readFileSync(path));

/** The answer where a rule set needs the reference engine and the runtime has none (a Worker built without saxon-js). */
const SAXON_ABSENT =
  'saxon-js is not bundled in this Worker (every built-in rule set runs natively); build it with EINVOICE_SCHEMATRON_ENGINE=saxon-js to run the reference engine';

export function createValidationEngine(options: ValidationEngineOptions): ValidationEngine {
  // Built-in rule sets first: a plugin cannot take over a standard format's detection.
  const ruleSets = [...BUILTIN_RULE_SETS, ...(options.extraRuleSets ?? [])];
  const codes = formatCodes(ruleSets);
  const versionsById = groupVersions(ruleSets);
  // Detection sees one definition per rule set (the versions of one rule set share their detection rules).
  const detectable = [...versionsById.values()].map((versions) => versions.at(-1)!);
  const clock = options.clock ?? (() => new Date());
  const keyOf = (ruleSet: RuleSetDefinition) => `${ruleSet.id}@${ruleSet.version ?? ''}`;
  const baseDirOf = (ruleSet: RuleSetDefinition) => ruleSet.baseDir ?? options.artefactsDir;

  const xsdValidators = new Map<string, XsdValidator>();
  const steps = new Map<string, Promise<LoadedStep>>();
  const { loader } = options;
  const loadedRuleSets = new Map<string, Promise<LoadedRuleSet>>();
  const preferredEngine = options.schematronEngine ?? 'native';
  const scenarioCache = new Map<string, Scenario[]>();

  function missingFiles(ruleSet: RuleSetDefinition): string[] {
    const baseDir = baseDirOf(ruleSet);
    const needed = [
      ...ruleSet.xsd.map((x) => resolve(baseDir, x.path)),
      ...ruleSet.schematron.flatMap((s) => stepInputs(s, baseDir)),
      ...(ruleSet.scenarios ? [ruleSet.scenarios.path, ruleSet.scenarios.variablesFrom].map((p) => resolve(baseDir, p)) : []),
    ];
    const exists = options.fileExists ?? existsSync;
    return [...new Set(needed)].filter((p) => !exists(p));
  }

  function requireInstalled(ruleSet: RuleSetDefinition): void {
    const missing = missingFiles(ruleSet);
    if (missing.length > 0) {
      // Paths relative to the artefacts directory: the server's own layout is nobody else's business.
      const named = missing.slice(0, 3).map((p) => relative(baseDirOf(ruleSet), p));
      throw new ApiError(
        503,
        'RULES_NOT_INSTALLED',
        `The validation artefacts of rule set ${ruleSet.id} are not installed (missing: ${named.join(', ')}${missing.length > 3 ? ', …' : ''}).`,
        {
          suggestion:
            'Install the official artefacts with `npm run artefacts:install`, or point EINVOICE_ARTEFACTS_DIR at a directory that holds them.',
        },
      );
    }
  }

  /**
   * Runs `load`; when loading fails because an artefact is missing (an imported XSD, say) or cannot be read,
   * the answer is 503 RULES_NOT_INSTALLED, as /health reports it, not a 500.
   */
  function artefactsLoaded<T>(ruleSet: RuleSetDefinition, load: () => T): T {
    const unavailable = (error: unknown): never => {
      if (error instanceof ApiError) throw error;
      const missing = ruleSet.baseDir ? [] : missingRuleSetFiles(baseDirOf(ruleSet), ruleSet.id);
      const code = (error as { code?: unknown } | null)?.code;
      if (missing.length === 0 && typeof code !== 'string') throw error;
      throw new ApiError(
        503,
        'RULES_NOT_INSTALLED',
        missing.length > 0
          ? `The validation artefacts of rule set ${ruleSet.id} are not completely installed (${missing.length} file(s) missing).`
          : `The validation artefacts of rule set ${ruleSet.id} cannot be read (${code}).`,
        {
          suggestion:
            'Install the official artefacts with `npm run artefacts:install`, or point EINVOICE_ARTEFACTS_DIR at a directory that holds them.',
        },
      );
    };
    try {
      const value = load();
      return (value instanceof Promise ? value.catch(unavailable) : value) as T;
    } catch (error) {
      return unavailable(error);
    }
  }

  function xsdValidator(path: string): XsdValidator {
    let validator = xsdValidators.get(path);
    if (!validator) {
      validator = loadXsd(path, readBytes);
      xsdValidators.set(path, validator);
    }
    return validator;
  }

  function loadedStep(saxon: SaxonRuntime, ruleSet: RuleSetDefinition, step: SchematronStep): Promise<LoadedStep> {
    const baseDir = baseDirOf(ruleSet);
    const key = `${baseDir}\n${step.path}\n${step.onlyRulesFile ?? ''}\n${(step.onlyRules ?? []).join(',')}\n${step.phase ?? ''}`;
    let loaded = steps.get(key);
    if (!loaded) {
      loaded = saxon.loadStep(step, baseDir);
      loaded.catch(() => steps.delete(key)); // a failed compile is retried on the next request
      steps.set(key, loaded);
    }
    return loaded;
  }

  /**
   * The rule set on the native engine when every step compiles to JavaScript, else on saxon-js. The compile error
   * names the construct and where it is; `npm run rules:build` prints it, and every result says which engine answered.
   */
  function loadedRuleSet(ruleSet: RuleSetDefinition): Promise<LoadedRuleSet> {
    const baseDir = baseDirOf(ruleSet);
    const key = `${baseDir}\n${keyOf(ruleSet)}`;
    let loaded = loadedRuleSets.get(key);
    if (!loaded) {
      loaded = (async (): Promise<LoadedRuleSet> => {
        if (preferredEngine === 'native') {
          try {
            const native: NativeStep[] = [];
            for (const step of ruleSet.schematron) {
              const module = await loader.nativeStep(step, baseDir);
              native.push(bindNativeStep(module.bind, module.sourcePath, module.documents, readText));
            }
            const scenarios = ruleSet.scenarios ? bindNativeStep(await loader.nativeScenarios(scenariosOf(ruleSet)), baseDir, [], readText) : null;
            return { engine: 'native', steps: native, scenarios };
          } catch {
            // Not translatable (NativeCompileError) or not loadable: the reference engine answers instead.
          }
        }
        const { saxon } = loader;
        if (!saxon) throw new Error(SAXON_ABSENT);
        const saxonSteps: LoadedStep[] = [];
        for (const step of ruleSet.schematron) saxonSteps.push(await loadedStep(saxon, ruleSet, step));
        return { engine: 'saxon-js', steps: saxonSteps, saxon };
      })();
      loaded.catch(() => loadedRuleSets.delete(key)); // a failed compile is retried on the next request
      loadedRuleSets.set(key, loaded);
    }
    return loaded;
  }

  function scenariosOf(ruleSet: RuleSetDefinition): Scenario[] {
    if (!ruleSet.scenarios) return [];
    let scenarios = scenarioCache.get(keyOf(ruleSet));
    if (!scenarios) {
      const baseDir = baseDirOf(ruleSet);
      scenarios = loader.scenarios(ruleSet.scenarios, baseDir);
      scenarioCache.set(keyOf(ruleSet), scenarios);
    }
    return scenarios;
  }

  function ruleSetInfo(
    ruleSet: RuleSetDefinition,
    picked: Picked,
    identity: DocumentIdentity | null,
    scenario: Scenario | null,
    engine: string = preferredEngine,
  ): RuleSetInfo {
    const xsd = ruleSet.xsd.find((x) => identity && x.root === identity.root && x.namespace === identity.namespace) ?? ruleSet.xsd[0];
    const versions = versionsById.get(ruleSet.id) ?? [ruleSet];
    const validity = validityOf(ruleSet, versions);
    const newer = newerVersion(ruleSet, versions);
    const profile = identity?.profileId ? (ruleSet.profiles?.find((p) => p.id === identity.profileId) ?? null) : null;
    return {
      id: ruleSet.id,
      name: ruleSet.name,
      scenario: scenario?.name ?? null,
      engine,
      artefacts: [
        ...(xsd ? [{ name: xsd.name ?? xsd.path, version: xsd.version ?? 'unknown' }] : []),
        ...ruleSet.schematron.map((s) => ({ name: s.name, version: s.version })),
      ],
      version: validity.version,
      valid_from: validity.valid_from,
      valid_until: validity.valid_until,
      published_on: validity.published_on,
      as_of: picked.asOf,
      selected_by: picked.selectedBy,
      newer_version: newer
        ? { version: newer.version ?? 'unversioned', valid_from: newer.inForceFrom ?? null, published_on: newer.publishedOn ?? null }
        : null,
      ...(ruleSet.profiles ? { profile } : {}),
    };
  }

  /** The version of a rule set the request asks for (422 naming the known versions when there is none). */
  function pickVersion(id: string, input: ValidateInput): { ruleSet: RuleSetDefinition; picked: Picked } {
    const asOf = input.asOf ?? dayOf(clock());
    const versions = versionsById.get(id)!;
    const ruleSet = chooseVersion(versions, { asOf, rulesVersion: input.rulesVersion });
    const selectedBy = input.rulesVersion === undefined ? 'date' : input.rulesVersion === UPCOMING ? 'upcoming' : 'rules_version';
    return { ruleSet, picked: { asOf, selectedBy } };
  }

  const context: EngineContext = {
    codes,
    versionsById,
    detectable,
    preferredEngine,
    pickVersion,
    requireInstalled,
    artefactsLoaded,
    baseDirOf,
    xsdValidator,
    loadedRuleSet,
    scenariosOf,
    ruleSetInfo,
  };

  return {
    validate: (input: ValidateInput & { xml: XmlInput }): Promise<ValidationResult> => runValidation(input, context),
    formatCodes: () => [...codes],
    ruleSetVersions: () =>
      [...versionsById.entries()].map(([id, versions]) => ({
        id,
        name: versions.at(-1)!.name,
        versions: versions.map((v) => validityOf(v, versions)),
        release_months: versions.at(-1)!.releaseMonths ?? null,
      })),
    async status() {
      return ruleSets.map((r) => {
        const missing = missingFiles(r);
        return { id: r.id, version: r.version ?? null, installed: missing.length === 0, missing };
      });
    },
    async warmUp(ids) {
      const selected = ids ? ruleSets.filter((r) => ids.includes(r.id)) : ruleSets.filter((r) => missingFiles(r).length === 0);
      for (const ruleSet of selected) {
        requireInstalled(ruleSet);
        for (const x of ruleSet.xsd) xsdValidator(resolve(baseDirOf(ruleSet), x.path));
        await loadedRuleSet(ruleSet);
        scenariosOf(ruleSet);
      }
    },
  };
}
