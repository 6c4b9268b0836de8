// The built-in country plugins registered as the server registers them: what the kernel hands the formats
// (FormatContext) on convert, for tests that call a format plugin or a writer directly.
import { builtinCountries } from '../../countries/index.js';
import { createCountryRegistry } from '../../src/registry/countries.js';
import { builtinNamed } from '../../src/registry/load.js';
import type { FormatContext } from '../../plugins/contracts.js';

export const builtinCountryValues = createCountryRegistry(builtinNamed('countries', builtinCountries)).values;

export const builtinContext: FormatContext = { countries: builtinCountryValues };
