// The plugin conformance kit: `npm run plugin:check -- <module path or package name> [...]`.
// Loads each plugin module the way the server loads EINVOICE_PLUGINS, registers it beside the built-in
// plugins, then runs the format or country conformance checks and prints one line per check.
// Exit code 1 when anything fails, so plugin authors can run it in CI.
import { pathToFileURL } from 'node:url';
import { builtinFormats } from '../formats/index.js';
import { builtinCountries } from '../countries/index.js';
import { loadConfig } from '../src/config.js';
import { builtinNamed, importPluginModules, sortPlugins } from '../src/registry/load.js';
import { createFormatRegistry } from '../src/registry/formats.js';
import { createCountryRegistry } from '../src/registry/countries.js';
import { createValidationEngine } from '../src/validation/engine.js';
import { BUILTIN_RULE_SETS } from '../rules/rule-sets.js';
import { createNodeLoader, defaultCacheDir } from '../schematron/node.js';
import { isoDay } from '../core/requirements/as-of.js';
import { checkFormatConformance, type ConformanceSection } from '../plugins/conformance/format.js';
import { checkCountryPlugin } from '../plugins/conformance/country.js';
import { pluginRuleSets } from '../plugins/rule-artefacts.js';
import type { CountryPlugin, CountryValues, FormatPlugin } from '../plugins/contracts.js';

export interface PluginCheckOptions {
  artefactsDir: string;
  cacheDir: string;
  /** Base of relative module paths. */
  cwd: string;
  today: string;
}

export interface PluginReport {
  /** Module path or package name as given. */
  spec: string;
  /** What the module exports, e.g. "format acme_cius"; empty when it could not be loaded. */
  plugins: string[];
  sections: ConformanceSection[];
  ok: boolean;
}

function failed(title: string, problem: string): ConformanceSection {
  return { title, problems: [problem], notes: [] };
}

/** Checks one module; never throws for a broken plugin: every failure becomes a problem in the report. */
export async function checkPluginModule(spec: string, options: PluginCheckOptions): Promise<PluginReport> {
  const report = (plugins: string[], sections: ConformanceSection[]): PluginReport => ({
    spec,
    plugins,
    sections,
    ok: sections.every((s) => s.problems.length === 0),
  });

  let named: Array<[string, unknown]>;
  let sorted: ReturnType<typeof sortPlugins>;
  try {
    named = await importPluginModules([spec], options.cwd);
    sorted = sortPlugins(named);
  } catch (error) {
    return report([], [failed('Load', (error as Error).message)]);
  }
  const described = named.map(([, p]) => {
    const plugin = p as FormatPlugin | CountryPlugin;
    return plugin.kind === 'format' ? `format ${plugin.info?.code}` : `country ${plugin.code}`;
  });
  const sections: ConformanceSection[] = [{ title: 'Load', problems: [], notes: [`${named.length} plugin(s): ${described.join(', ')}`] }];

  // Registration exactly as at server start: contract shape, SDK version, unique codes among the built-ins.
  let formats: FormatPlugin[];
  let countries: CountryPlugin[];
  let countryValues: CountryValues;
  try {
    const formatRegistry = createFormatRegistry([...builtinNamed('formats', builtinFormats), ...sorted.formats]);
    const countryRegistry = createCountryRegistry([...builtinNamed('countries', builtinCountries), ...sorted.countries]);
    formats = sorted.formats.map(([, p]) => formatRegistry.get((p as FormatPlugin).info.code)!);
    countries = sorted.countries.map(([, p]) => countryRegistry.get((p as CountryPlugin).code)!);
    countryValues = countryRegistry.values;
    sections.push({ title: 'Contract, SDK version and unique codes', problems: [], notes: [] });
  } catch (error) {
    sections.push(failed('Contract, SDK version and unique codes', (error as Error).message));
    return report(described, sections);
  }

  if (formats.length > 0) {
    const validation = createValidationEngine({
      artefactsDir: options.artefactsDir,
      loader: createNodeLoader(options.cacheDir),
      extraRuleSets: pluginRuleSets(formats, options.artefactsDir),
    });
    for (const plugin of formats) {
      const checked = await checkFormatConformance(plugin, {
        builtinRuleSetIds: BUILTIN_RULE_SETS.map((r) => r.id),
        artefactsDir: options.artefactsDir,
        runner: validation,
        countries: countryValues,
      });
      sections.push(...checked.map((s) => ({ ...s, title: `${plugin.info.code}: ${s.title}` })));
    }
  }
  const knownFormatCodes = [...builtinFormats.map((f) => f.info.code), ...formats.map((f) => f.info.code)];
  for (const plugin of countries) {
    const problems = checkCountryPlugin(plugin, { knownFormatCodes, today: options.today });
    sections.push({ title: `${plugin.code}: RequirementInfo`, problems, notes: [] });
  }
  return report(described, sections);
}

/** The report as text: a ✓ or ✗ line per section, its problems and notes indented below. */
export function formatReport(report: PluginReport): string {
  const lines = [`${report.ok ? '✓' : '✗'} ${report.spec}${report.plugins.length ? ` (${report.plugins.join(', ')})` : ''}`];
  for (const s of report.sections) {
    lines.push(`  ${s.problems.length === 0 ? '✓' : '✗'} ${s.title}`);
    for (const p of s.problems) lines.push(`      ✗ ${p}`);
    for (const n of s.notes) lines.push(`      · ${n}`);
  }
  return lines.join('\n');
}

async function main(specs: string[]): Promise<number> {
  if (specs.length === 0) {
    console.error('Usage: npm run plugin:check -- <module path or package name> [...]\n  e.g. npm run plugin:check -- ./examples/acme-cius/index.ts');
    return 2;
  }
  const config = loadConfig();
  const options: PluginCheckOptions = {
    artefactsDir: config.artefactsDir,
    cacheDir: defaultCacheDir(),
    cwd: process.cwd(),
    today: isoDay(new Date()),
  };
  let ok = true;
  for (const spec of specs) {
    const report = await checkPluginModule(spec, options);
    console.log(formatReport(report));
    ok &&= report.ok;
  }
  console.log(ok ? '\nAll checks passed.' : '\nSome checks failed (✗ above).');
  return ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2).filter((a) => a !== '--'));
}
