// The built-in format plugins. The kernel loads this list through the registry and never names a format itself.
import type { FormatPlugin } from '../plugins/index.js';
import peppolBis3 from './peppol-bis-3/index.js';
import xrechnung from './xrechnung/index.js';
import facturx from './facturx/index.js';
import zugferd from './zugferd/index.js';
import ubl21 from './ubl-2-1/index.js';
import roadmap from './roadmap/index.js';

export const builtinFormats: FormatPlugin[] = [peppolBis3, xrechnung, facturx, zugferd, ubl21, ...roadmap];
