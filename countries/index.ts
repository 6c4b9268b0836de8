// The built-in country plugins, one folder per country. The kernel loads this list through the registry.
import type { CountryPlugin } from '../plugins/index.js';

export const builtinCountries: CountryPlugin[] = [];
