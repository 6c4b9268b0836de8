// Conformance checks for a format plugin, beside those of country plugins (country.ts). The contract shape,
// SDK version and code uniqueness are the registry's load checks (the kit runs those first); this adds what
// an author should get right before shipping: complete FormatInfo, profiles that name a rule set, rule-set
// files that exist and compile, and fixture invoices that convert and pass the plugin's own rules.
// Validation is injected, so the SDK does not depend on the kernel's engine.
import { existsSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { buildModel } from '../../core/en16931/model.js';
import { Invoice } from '../../core/en16931/invoice.js';
import type { ValidationRule } from '../../core/schemas/validation-rule.js';
import { NO_COUNTRY_VALUES } from '../../core/en16931/carried-value.js';
import type { CountryValues, FormatContext, FormatPlugin, PluginFixture, RuleSetDefinition } from '../contracts.js';
import { locateRuleSet } from '../rule-artefacts.js';
import { checkReaderRoundTrip } from './reader.js';

/** The part of a validation engine the kit needs; the kernel's engine satisfies it. */
export interface RuleSetRunner {
  /** Loads the XSDs and compiles every Schematron step of the rule sets; throws when one cannot. */
  warmUp(ruleSetIds: string[]): Promise<void>;
  validate(input: { xml: string; ruleSetId: string }): Promise<{ rules: ValidationRule[] }>;
}

export interface FormatConformanceOptions {
  /** Rule set ids the kernel already has (built-in): profiles may name them, plugin rule sets may not reuse them. */
  builtinRuleSetIds: Iterable<string>;
  /** Where official artefacts are installed (EINVOICE_ARTEFACTS_DIR), for steps marked `inArtefacts`. */
  artefactsDir: string;
  /** Runs the rule sets; absent = the compile and fixture checks are skipped (reported as such). */
  runner?: RuleSetRunner;
  /** The values the registered country plugins carry into documents, as the kernel offers them on convert. */
  countries?: CountryValues;
}

/** One checked aspect: a heading for the report, and the problems found (empty = passed). */
export interface ConformanceSection {
  title: string;
  problems: string[];
  /** Passed checks worth telling, e.g. "fixture x.json: valid under acme-cius-ubl". */
  notes: string[];
}

const CODE_SHAPE = /^[a-z0-9_]+$/;

function section(title: string): ConformanceSection {
  return { title, problems: [], notes: [] };
}

/** Every section of the format checks, in the order an author fixes them. */
export async function checkFormatConformance(plugin: FormatPlugin, options: FormatConformanceOptions): Promise<ConformanceSection[]> {
  const builtinIds = new Set(options.builtinRuleSetIds);
  const profiles = checkProfiles(plugin, builtinIds);
  const files = checkRuleSetFiles(plugin, builtinIds, options.artefactsDir);
  const sections = [checkInfo(plugin), profiles, files, checkReaderRoundTrip(plugin)];
  // Compiling and converting need sound profiles and files; FormatInfo problems do not stop them.
  const filesOk = profiles.problems.length === 0 && files.problems.length === 0;
  if (!options.runner) {
    sections.push({ title: 'Rule sets compile', problems: [], notes: ['skipped: no validation engine'] });
    return sections;
  }
  if (!filesOk) {
    sections.push({ title: 'Rule sets compile', problems: ['skipped: fix the profile and rule set file problems above first'], notes: [] });
    return sections;
  }
  const compiled = await checkCompiles(plugin, options.runner);
  sections.push(compiled);
  if (compiled.problems.length === 0)
    sections.push(await checkFixtures(plugin, options.runner, { countries: options.countries ?? NO_COUNTRY_VALUES }));
  return sections;
}

/** FormatInfo as GET /v1/formats shows it: what a caller needs to choose the format. */
function checkInfo(plugin: FormatPlugin): ConformanceSection {
  const s = section('FormatInfo');
  const info = plugin.info;
  if (!CODE_SHAPE.test(info.code))
    s.problems.push(`info.code '${info.code}' must be lower-case letters, digits and _ (it is target_format of convert)`);
  for (const field of ['name', 'version', 'base_standard', 'description'] as const) {
    if (!info[field] || !String(info[field]).trim()) s.problems.push(`info.${field} is missing or empty`);
  }
  if (!info.spec_url) s.problems.push('info.spec_url is missing: link the specification the format implements');
  for (const country of info.countries ?? []) {
    if (!/^[A-Z]{2}$/.test(country)) s.problems.push(`info.countries: '${country}' is not an upper-case ISO 3166-1 alpha-2 code`);
  }
  if (info.mvp) s.problems.push("info.mvp must be false: only the kernel's own formats are MVP formats");
  return s;
}

function checkProfiles(plugin: FormatPlugin, builtinIds: Set<string>): ConformanceSection {
  const s = section('Profiles');
  if (!plugin.serialize) s.problems.push('serialize() is missing: the format would only be a roadmap entry');
  if (plugin.profiles.length === 0) s.problems.push('profiles is empty: declare at least one profile');
  const own = new Set((plugin.ruleSets ?? []).map((r) => r.id));
  for (const profile of plugin.profiles) {
    if (!own.has(profile.ruleSet) && !builtinIds.has(profile.ruleSet)) {
      s.problems.push(`profile ${profile.code}: rule set '${profile.ruleSet}' is neither declared in ruleSets nor built in`);
    }
    if (profile.outputs.includes('pdf') && !plugin.checkPdf)
      s.problems.push(`profile ${profile.code}: pdf output needs checkPdf() so produced containers are checked`);
  }
  if (plugin.profiles.length > 0 && !plugin.profiles.some((p) => own.has(p.ruleSet))) {
    s.notes.push('no profile uses a rule set of its own: documents are checked by built-in rules only');
  }
  return s;
}

/** Ids, detection rules and every declared file; paths located the way the kernel locates them. */
function checkRuleSetFiles(plugin: FormatPlugin, builtinIds: Set<string>, artefactsDir: string): ConformanceSection {
  const s = section('Rule set files');
  const seen = new Set<string>();
  for (const ruleSet of plugin.ruleSets ?? []) {
    const where = `rule set ${ruleSet.id}`;
    if (builtinIds.has(ruleSet.id)) s.problems.push(`${where}: the id is already a built-in rule set`);
    if (seen.has(ruleSet.id)) s.problems.push(`${where}: declared twice`);
    seen.add(ruleSet.id);
    if (!ruleSet.baseDir || !isAbsolute(ruleSet.baseDir)) {
      s.problems.push(`${where}: baseDir must be an absolute directory (e.g. fileURLToPath(new URL('./rules', import.meta.url)))`);
      continue;
    }
    if (ruleSet.xsd.length === 0) s.problems.push(`${where}: declares no XSD (one per document root it accepts)`);
    for (const rule of ruleSet.detect ?? []) {
      if (rule.specificationIds.length === 0) s.problems.push(`${where}: a detection rule for <${rule.root}> lists no specification id`);
      if (rule.format !== plugin.info.code)
        s.problems.push(`${where}: detection reports format '${rule.format}', not the plugin's code '${plugin.info.code}'`);
      if (!ruleSet.xsd.some((x) => x.root === rule.root && x.namespace === rule.namespace))
        s.problems.push(`${where}: detects <${rule.root}> but has no XSD for it`);
    }
    s.problems.push(...missingFiles(ruleSet, artefactsDir).map((m) => `${where}: ${m}`));
    if (s.problems.length === 0) s.notes.push(`${where}: ${ruleSet.xsd.length} XSD, ${ruleSet.schematron.length} Schematron step(s) found`);
  }
  return s;
}

function missingFiles(ruleSet: RuleSetDefinition, artefactsDir: string): string[] {
  const located = locateRuleSet(ruleSet, artefactsDir);
  const declared = [
    ...located.xsd.map((x, i) => ({ kind: 'XSD', path: x.path, inArtefacts: ruleSet.xsd[i]!.inArtefacts })),
    ...located.schematron.map((x, i) => ({ kind: 'Schematron', path: x.path, inArtefacts: ruleSet.schematron[i]!.inArtefacts })),
  ];
  return declared
    .filter((f) => !existsSync(f.path))
    .map(
      (f) =>
        `${f.kind} file not found: ${f.path}${f.inArtefacts ? ' (inArtefacts: install the official artefacts or set EINVOICE_ARTEFACTS_DIR)' : ''}`,
    );
}

async function checkCompiles(plugin: FormatPlugin, runner: RuleSetRunner): Promise<ConformanceSection> {
  const s = section('Rule sets compile');
  for (const ruleSet of plugin.ruleSets ?? []) {
    try {
      await runner.warmUp([ruleSet.id]);
      s.notes.push(`rule set ${ruleSet.id}: XSD loaded, Schematron compiled`);
    } catch (error) {
      s.problems.push(`rule set ${ruleSet.id} does not compile: ${(error as Error).message}`);
    }
  }
  return s;
}

/** Each fixture converts as /v1/convert would and meets its expectation under the profile's rule set. */
async function checkFixtures(plugin: FormatPlugin, runner: RuleSetRunner, context: FormatContext): Promise<ConformanceSection> {
  const s = section('Fixtures');
  const fixtures = plugin.fixtures ?? [];
  if (fixtures.length === 0) s.problems.push('fixtures is empty: add at least one invoice the plugin supports');
  if (!fixtures.some((f) => !f.failsRules)) s.problems.push('no fixture is expected to pass: add one valid invoice');
  for (const fixture of fixtures) {
    try {
      const outcome = await checkFixture(plugin, fixture, runner, context);
      if (outcome.problem) s.problems.push(`fixture ${fixture.name}: ${outcome.problem}`);
      else s.notes.push(`fixture ${fixture.name}: ${outcome.note}`);
    } catch (error) {
      s.problems.push(`fixture ${fixture.name}: threw ${(error as Error).message}`);
    }
  }
  return s;
}

async function checkFixture(
  plugin: FormatPlugin,
  fixture: PluginFixture,
  runner: RuleSetRunner,
  context: FormatContext,
): Promise<{ problem?: string; note?: string }> {
  const profile = fixture.profile ? plugin.profiles.find((p) => p.code === fixture.profile) : plugin.profiles.find((p) => p.default);
  if (!profile) return { problem: `profile '${fixture.profile ?? '(default)'}' does not exist` };
  const parsed = Invoice.safeParse(fixture.invoice);
  if (!parsed.success) return { problem: `not a valid invoice: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}` };
  const invoice = parsed.data;

  const issues = [...(plugin.precheck?.(invoice, profile.code, context) ?? [])];
  const built = buildModel(invoice);
  if (!built.ok) issues.push(...built.issues);
  if (issues.length > 0 || !built.ok) return { problem: `refused before serialising: ${issues.map((i) => `${i.field}: ${i.message}`).join('; ')}` };

  const { xml } = plugin.serialize!(built.model, profile.code, context);
  const { rules } = await runner.validate({ xml, ruleSetId: profile.ruleSet });
  const failing = [...new Set(rules.filter((r) => r.severity === 'error').map((r) => r.rule_id))];
  const describeRules = (ids: string[]) => ids.map((id) => `${id} (${rules.find((r) => r.rule_id === id)?.message ?? ''})`).join('; ');

  if (!fixture.failsRules) {
    return failing.length === 0
      ? { note: `converts and passes ${profile.ruleSet}` }
      : { problem: `fails ${profile.ruleSet}: ${describeRules(failing)}` };
  }
  const notFired = fixture.failsRules.filter((id) => !failing.includes(id));
  const unexpected = failing.filter((id) => !fixture.failsRules!.includes(id));
  if (notFired.length > 0)
    return {
      problem: `expected ${notFired.join(', ')} to fail, but ${failing.length ? `only ${failing.join(', ')} failed` : 'the document passed'}`,
    };
  if (unexpected.length > 0) return { problem: `fails rules it does not expect: ${describeRules(unexpected)}` };
  return { note: `fails exactly ${fixture.failsRules.join(', ')}, as declared` };
}
