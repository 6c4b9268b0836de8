// The built-in country plugins, one folder per country. The kernel loads this list through the registry.
import type { CountryPlugin } from '../plugins/index.js';
import de from './de/index.js';
import fr from './fr/index.js';
import it from './it/index.js';
import pl from './pl/index.js';
import es from './es/index.js';
import be from './be/index.js';
import nl from './nl/index.js';
import at from './at/index.js';

export const builtinCountries: CountryPlugin[] = [de, fr, it, pl, es, be, nl, at];
