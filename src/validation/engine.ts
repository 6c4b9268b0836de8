// The validation engine: the one entry point the routes (validate, convert) use.
// Pipeline per document: decode + well-formedness (xml-input) → format detection (detect) → XSD (xsd) →
// every Schematron step of the rule set (schematron, compiled lazily through rules/cache) → SVRL mapped to
// ValidationRule (rule-mapping), with the XRechnung scenario re-levellings (scenarios).
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { XsdValidator } from 'libxml2-wasm';
import type { RuleSetDefinition, SchematronStep } from '../../plugins/contracts.js';
import { ApiError, validationError } from '../http/errors.js';
import type { RuleSetInfo, ValidationResult, ValidationRule } from '../schemas/validation.js';
import { BUILTIN_RULE_SETS } from '../../rules/rule-sets.js';
import {
  bindNativeStep,
  stepInputs,
  type LoadedStep,
  type NativeStep,
  type SaxonNode,
  type SaxonRuntime,
  type Scenario,
  type SchematronLoader,
} from '../../schematron/index.js';
import { parseInput, type XmlInput } from './xml-input.js';
import { chooseRuleSet, formatCodes, identify, type DocumentIdentity } from './detect.js';
import { loadXsd, runXsd } from './xsd.js';
import { parseDocument } from '../../core/xml/tree.js';
import type { XDocument } from '../../core/xml/xdm.js';
import { toValidationRule } from './rule-mapping.js';
import { missingRuleSetFiles } from '../artefacts/guard.js';
import { chooseVersion, dayOf, groupVersions, newerVersion, UPCOMING, validityOf, type Validity } from './versions.js';

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

/** The steps of one rule set, loaded for the engine that evaluates them. */
type LoadedRuleSet =
  | { engine: 'native'; steps: NativeStep[]; scenarios: NativeStep | null }
  | { engine: 'saxon-js'; steps: LoadedStep[]; saxon: SaxonRuntime };

const readText = (path: string) => readFileSync(path, 'utf8');

/** The answer where a rule set needs the reference engine and the runtime has none (a Worker built without saxon-js). */
const SAXON_ABSENT =
  'saxon-js is not bundled in this Worker (every built-in rule set runs natively); build it with EINVOICE_SCHEMATRON_ENGINE=saxon-js to run the reference engine';
const readBytes = (path: string) => new Uint8Array(readFileSync(path));

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

  async function validate(input: ValidateInput & { xml: XmlInput }): Promise<ValidationResult> {
    const started = performance.now();
    if (input.formatHint !== undefined && !codes.includes(input.formatHint)) {
      throw validationError([{ field: 'format_hint', code: 'invalid_value', message: `must be one of: ${codes.join(', ')}` }]);
    }
    if (input.ruleSetId !== undefined && !versionsById.has(input.ruleSetId)) {
      throw new ApiError(422, 'VALIDATION_ERROR', `Unknown rule set "${input.ruleSetId}"`, { field: 'rule_set' });
    }
    const forced = input.ruleSetId !== undefined ? pickVersion(input.ruleSetId, input) : undefined;

    const parsed = parseInput(input.xml);
    if (!parsed.ok) {
      return result(started, {
        format: 'unknown',
        schemaValid: false,
        rules: [parsed.rule],
        ruleSet: forced ? ruleSetInfo(forced.ruleSet, forced.picked, null, null) : null,
      });
    }
    const { doc } = parsed;
    try {
      const identity = identify(doc);
      const choice = forced
        ? { ruleSet: forced.ruleSet, format: formatUnder(forced.ruleSet, identity) }
        : chooseRuleSet(identity, detectable, input.formatHint);
      if (!choice) {
        const what = input.formatHint ? `a ${input.formatHint} document` : 'a supported e-invoice';
        throw new ApiError(
          422,
          'UNSUPPORTED_FORMAT',
          `The root element <${identity.root}>${identity.namespace ? ` (namespace ${identity.namespace})` : ''} is not ${what}.`,
          {
            suggestion: 'Send a UBL 2.1 Invoice or CreditNote, or a UN/CEFACT CrossIndustryInvoice (CII D16B) document.',
          },
        );
      }
      const { ruleSet, picked } = forced ?? pickVersion(choice.ruleSet.id, input);
      const { format } = choice;
      requireInstalled(ruleSet);

      const rules: ValidationRule[] = [];
      const xsd = ruleSet.xsd.find((x) => x.root === identity.root && x.namespace === identity.namespace);
      if (xsd)
        rules.push(
          ...runXsd(
            artefactsLoaded(ruleSet, () => xsdValidator(resolve(baseDirOf(ruleSet), xsd.path))),
            doc,
          ),
        );
      else {
        rules.push({
          rule_id: 'XSD',
          severity: 'error',
          message: `The root element <${identity.root}> is not allowed by rule set ${ruleSet.id} (expected ${ruleSet.xsd.map((x) => `<${x.root}>`).join(' or ')}).`,
          location: '/',
        });
      }
      const schemaValid = rules.length === 0;

      // Schematron runs on schema-invalid documents too, so the caller sees every problem at once.
      let scenario: Scenario | null = null;
      let engine: string = preferredEngine;
      if (ruleSet.schematron.length > 0) {
        const loaded = await artefactsLoaded(ruleSet, () => loadedRuleSet(ruleSet));
        engine = loaded.engine;
        let saxonSource: SaxonNode | null = null;
        let nativeSource: XDocument | null = null;
        try {
          if (loaded.engine === 'native') {
            nativeSource = parseDocument(parsed.text);
            // The first scenario whose match is true (the report ids are the scenario indexes).
            const matched = loaded.scenarios?.run(nativeSource)[0];
            scenario = matched ? scenariosOf(ruleSet)[Number(matched.id)]! : null;
          } else {
            saxonSource = loaded.saxon.parse(parsed.text);
            scenario = ruleSet.scenarios ? loaded.saxon.selectScenario(scenariosOf(ruleSet), saxonSource) : null;
          }
        } catch (error) {
          rules.push(evaluationError('the document could not be prepared for the business rules', error));
          return result(started, { format, schemaValid, rules, ruleSet: ruleSetInfo(ruleSet, picked, identity, null, engine) });
        }
        ruleSet.schematron.forEach((step, i) => {
          const levels = { notUsedReportsAreWarnings: step.notUsedReportsAreWarnings, customLevels: scenario?.customLevels };
          try {
            const findings = loaded.engine === 'native' ? loaded.steps[i]!.run(nativeSource!) : loaded.saxon.run(loaded.steps[i]!, saxonSource!);
            rules.push(...findings.map((f) => toValidationRule(f, levels)));
          } catch (error) {
            rules.push(evaluationError(`the rules of "${step.name}" could not be evaluated on this document`, error));
          }
        });
      }
      return result(started, { format, schemaValid, rules, ruleSet: ruleSetInfo(ruleSet, picked, identity, scenario, engine) });
    } finally {
      doc.dispose();
    }
  }

  return {
    validate,
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

/** How the version that ran was chosen, for the result. */
interface Picked {
  asOf: string;
  selectedBy: 'date' | 'rules_version' | 'upcoming';
}

/** A dynamic error while running the rules (as the official XSLT would abort): reported, never a 500. */
function evaluationError(what: string, error: unknown): ValidationRule {
  const detail = error instanceof Error ? error.message : String(error);
  return { rule_id: 'SCHEMATRON-ERROR', severity: 'error', message: `${what[0]!.toUpperCase()}${what.slice(1)}: ${detail}`, location: null };
}

/** format_detected for a forced rule set: the format its detection rules give the document, else its own. */
function formatUnder(ruleSet: RuleSetDefinition, identity: DocumentIdentity): string {
  const rule = ruleSet.detect?.find(
    (d) => d.root === identity.root && identity.specificationId !== null && d.specificationIds.includes(identity.specificationId),
  );
  return rule?.format ?? ruleSet.format ?? 'unknown';
}

function result(
  started: number,
  r: { format: string; schemaValid: boolean; rules: ValidationRule[]; ruleSet: RuleSetInfo | null },
): ValidationResult {
  const errorCount = r.rules.filter((x) => x.severity === 'error').length;
  const warningCount = r.rules.filter((x) => x.severity === 'warning').length;
  const isSchemaRule = (x: ValidationRule) => x.rule_id === 'XSD' || x.rule_id.startsWith('XML-');
  const wellFormed = !r.rules.some((x) => x.rule_id.startsWith('XML-'));
  const businessRulesValid = wellFormed && !r.rules.some((x) => x.severity === 'error' && !isSchemaRule(x));
  return {
    is_valid: r.schemaValid && businessRulesValid,
    format_detected: r.format,
    schema_valid: r.schemaValid,
    business_rules_valid: businessRulesValid,
    error_count: errorCount,
    warning_count: warningCount,
    rules: r.rules,
    processing_ms: Math.round((performance.now() - started) * 10) / 10,
    rule_set: r.ruleSet,
  };
}
