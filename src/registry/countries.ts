// The country registry: RequirementInfo and country_extensions checks, by ISO code.
import type { CountryPlugin } from '../../plugins/contracts.js';
import { checkCountryPlugin } from './contract-check.js';
import { PluginLoadError } from './plugin-error.js';

export interface CountryRegistry {
  get(code: string): CountryPlugin | undefined;
  all(): CountryPlugin[];
  /** The plugin owning a country_extensions member, e.g. 'de'. */
  forExtension(key: string): CountryPlugin | undefined;
}

export function createCountryRegistry(entries: Array<[string, unknown]>): CountryRegistry {
  const byCode = new Map<string, CountryPlugin>();
  const byExtension = new Map<string, CountryPlugin>();
  for (const [name, candidate] of entries) {
    const plugin = checkCountryPlugin(candidate, name);
    if (byCode.has(plugin.code)) throw new PluginLoadError(name, `country ${plugin.code} is already registered`);
    byCode.set(plugin.code, plugin);
    if (plugin.extension) {
      if (byExtension.has(plugin.extension.key)) throw new PluginLoadError(name, `country_extensions.${plugin.extension.key} is already owned by another plugin`);
      byExtension.set(plugin.extension.key, plugin);
    }
  }
  const sorted = [...byCode.values()].sort((a, b) => a.code.localeCompare(b.code));
  return {
    get: (code) => byCode.get(code.toUpperCase()),
    all: () => sorted,
    forExtension: (key) => byExtension.get(key),
  };
}
