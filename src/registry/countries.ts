// The country registry: RequirementInfo, country_extensions checks and carried values, by ISO code.
import type { CarriedValue, CountryPlugin, CountryValues } from '../../plugins/contracts.js';
import { checkCountryPlugin } from './contract-check.js';
import { PluginLoadError } from './plugin-error.js';

export interface CountryRegistry {
  get(code: string): CountryPlugin | undefined;
  all(): CountryPlugin[];
  /** The plugin owning a country_extensions member, e.g. 'de'. */
  forExtension(key: string): CountryPlugin | undefined;
  /** What the registered plugins carry into documents: the formats' only way to country knowledge. */
  values: CountryValues;
}

/** The carried values of the plugins owning the members present, in country-code order; once per invoice. */
function countryValuesOf(sorted: CountryPlugin[], byCode: Map<string, CountryPlugin>): CountryValues {
  const carrying = sorted.filter((p) => p.extension?.carry);
  const byInvoice = new WeakMap<object, readonly CarriedValue[]>();
  return {
    of(invoice) {
      let values = byInvoice.get(invoice);
      if (!values) {
        const members = invoice.country_extensions ?? {};
        values = carrying.flatMap((p) => {
          const member = (members as Record<string, unknown>)[p.extension!.key];
          return member === null || member === undefined ? [] : p.extension!.carry!(invoice);
        });
        byInvoice.set(invoice, values);
      }
      return values;
    },
    carriesMember: (key) => carrying.some((p) => p.extension!.key === key),
    legalIdScheme(party) {
      const id = party.legal_registration_id?.replace(/\s+/g, '');
      return id ? byCode.get(party.address.country_code)?.legalIdScheme?.(id) : undefined;
    },
  };
}

export function createCountryRegistry(entries: Array<[string, unknown]>): CountryRegistry {
  const byCode = new Map<string, CountryPlugin>();
  const byExtension = new Map<string, CountryPlugin>();
  for (const [name, candidate] of entries) {
    const plugin = checkCountryPlugin(candidate, name);
    if (byCode.has(plugin.code)) throw new PluginLoadError(name, `country ${plugin.code} is already registered`);
    byCode.set(plugin.code, plugin);
    if (plugin.extension) {
      if (byExtension.has(plugin.extension.key))
        throw new PluginLoadError(name, `country_extensions.${plugin.extension.key} is already owned by another plugin`);
      byExtension.set(plugin.extension.key, plugin);
    }
  }
  const sorted = [...byCode.values()].sort((a, b) => a.code.localeCompare(b.code));
  return {
    get: (code) => byCode.get(code.toUpperCase()),
    all: () => sorted,
    forExtension: (key) => byExtension.get(key),
    values: countryValuesOf(sorted, byCode),
  };
}
