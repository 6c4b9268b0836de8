// Loads the built-in plugins and those listed in EINVOICE_PLUGINS (module paths or package names), so a
// third-party package is added by configuration, never by editing the kernel.
import { pathToFileURL } from 'node:url';
import { isAbsolute, resolve } from 'node:path';
import type { Plugin } from '../../plugins/contracts.js';
import { PluginLoadError } from './plugin-error.js';

export interface LoadedPlugins {
  formats: Array<[string, unknown]>;
  countries: Array<[string, unknown]>;
}

/** Sorts plugin objects by kind; anything else is a contract break named after its module. */
export function sortPlugins(named: Array<[string, unknown]>, into: LoadedPlugins = { formats: [], countries: [] }): LoadedPlugins {
  for (const [name, plugin] of named) {
    const kind = (plugin as { kind?: unknown } | null)?.kind;
    if (kind === 'format') into.formats.push([name, plugin]);
    else if (kind === 'country') into.countries.push([name, plugin]);
    else
      throw new PluginLoadError(
        name,
        "does not export a plugin (expected kind 'format' or 'country'; use defineFormatPlugin or defineCountryPlugin)",
      );
  }
  return into;
}

function specifierOf(spec: string, cwd: string): string {
  const isPath = spec.startsWith('.') || isAbsolute(spec);
  return isPath ? pathToFileURL(resolve(cwd, spec)).href : spec;
}

/** Imports each module; its default export is one plugin or an array of plugins. */
export async function importPluginModules(specs: string[], cwd = process.cwd()): Promise<Array<[string, unknown]>> {
  const out: Array<[string, unknown]> = [];
  for (const spec of specs) {
    let mod: { default?: unknown };
    try {
      mod = (await import(specifierOf(spec, cwd))) as { default?: unknown };
    } catch (error) {
      throw new PluginLoadError(spec, `could not be loaded: ${(error as Error).message}`);
    }
    const exported = mod.default;
    if (exported === undefined) throw new PluginLoadError(spec, 'has no default export');
    const list = Array.isArray(exported) ? exported : [exported];
    list.forEach((plugin, i) => out.push([list.length > 1 ? `${spec}[${i}]` : spec, plugin]));
  }
  return out;
}

export function builtinNamed(prefix: string, plugins: Plugin[]): Array<[string, unknown]> {
  return plugins.map((p) => [`${prefix}/${p.kind === 'format' ? p.info.code : p.code.toLowerCase()}`, p]);
}
