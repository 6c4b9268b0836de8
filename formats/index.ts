// The built-in format plugins. The kernel loads this list through the registry and never names a format itself.
import type { FormatPlugin } from '../plugins/index.js';
import peppolBis3 from './peppol-bis-3/index.js';
import xrechnung from './xrechnung/index.js';
import facturx from './facturx/index.js';
import zugferd from './zugferd/index.js';
import ubl21 from './ubl-2-1/index.js';
import ciiD16b from './cii-d16b/index.js';
import roadmap from './roadmap/index.js';

// Readers are tried in this order: the EN 16931 core formats claim only CEN's own specification id, so they
// come before Factur-X, which also takes CII documents whose guideline id it does not know.
export const builtinFormats: FormatPlugin[] = [peppolBis3, xrechnung, ubl21, ciiD16b, facturx, zugferd, ...roadmap];
