// ZUGFeRD 2.5.2: the German name of Factur-X 1.09.2, the same documents with ZUGFeRD naming.
import { defineFormatPlugin } from '../../plugins/index.js';
import { hybridProfiles } from '../facturx/profiles.js';
import { hybridPluginParts } from '../facturx/hybrid.js';
import { syntaxReader } from '../../plugins/syntax-reader.js';
import { hybridProfileFor } from '../../core/syntax/cii/read/index.js';

export default defineFormatPlugin({
  info: {
    code: 'zugferd',
    name: 'ZUGFeRD',
    version: '2.5.2',
    base_standard: 'EN 16931 (CII D16B)',
    syntax: 'xml+pdf',
    en16931_compliant: true,
    countries: ['DE'],
    mvp: true,
    description: 'Hybrid invoice: a human-readable PDF/A-3 with the CII XML embedded; identical to Factur-X 1.09.2.',
    spec_url: 'https://www.ferd-net.de/standards/zugferd',
  },
  ...hybridPluginParts,
  profiles: hybridProfiles('zugferd', 'ZUGFeRD'),
  reader: syntaxReader({ cii: hybridProfileFor('zugferd', false) }),
});
