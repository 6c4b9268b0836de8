// Builds the format and country registries from the built-in plugin lists and EINVOICE_PLUGINS modules.
import { builtinFormats } from '../formats/index.js';
import { builtinCountries } from '../countries/index.js';
import { createFormatRegistry, type FormatRegistry } from './registry/formats.js';
import { createCountryRegistry, type CountryRegistry } from './registry/countries.js';
import { builtinNamed, importPluginModules, sortPlugins } from './registry/load.js';

export interface Registries {
  formats: FormatRegistry;
  countries: CountryRegistry;
}

export async function loadRegistries(pluginModules: string[] = [], cwd?: string): Promise<Registries> {
  const sorted = sortPlugins([...builtinNamed('formats', builtinFormats), ...builtinNamed('countries', builtinCountries)]);
  sortPlugins(await importPluginModules(pluginModules, cwd), sorted);
  return { formats: createFormatRegistry(sorted.formats), countries: createCountryRegistry(sorted.countries) };
}
