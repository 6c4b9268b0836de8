// The plugin loading point, the one kernel module that names the built-in plugin lists: builds the format and
// country registries from them and from the modules of EINVOICE_PLUGINS.
import { builtinFormats } from '../formats/index.js';
import { builtinCountries } from '../countries/index.js';
import { createFormatRegistry, type FormatRegistry } from './registry/formats.js';
import { createCountryRegistry, type CountryRegistry } from './registry/countries.js';
import { builtinNamed, importPluginModules, sortPlugins } from './registry/load.js';

/** The built-in country plugins, for schemas the kernel needs before a registry exists (src/schemas/invoice.ts). */
export { builtinCountries };

export interface Registries {
  formats: FormatRegistry;
  countries: CountryRegistry;
}

export async function loadRegistries(pluginModules: string[] = [], cwd?: string): Promise<Registries> {
  const sorted = sortPlugins([...builtinNamed('formats', builtinFormats), ...builtinNamed('countries', builtinCountries)]);
  sortPlugins(await importPluginModules(pluginModules, cwd), sorted);
  return { formats: createFormatRegistry(sorted.formats), countries: createCountryRegistry(sorted.countries) };
}
