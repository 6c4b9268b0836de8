// Factur-X 1.09.2: a PDF/A-3 invoice with the CII XML embedded (French name of the Franco-German standard).
import { defineFormatPlugin } from '../../plugins/index.js';
import { hybridProfiles } from './profiles.js';
import { hybridPluginParts } from './hybrid.js';
import { syntaxReader } from '../../plugins/syntax-reader.js';
import { hybridProfileFor } from '../../core/syntax/cii/read/index.js';

export default defineFormatPlugin({
  info: {
    code: 'facturx',
    name: 'Factur-X',
    version: '1.09.2',
    base_standard: 'EN 16931 (CII D16B)',
    syntax: 'xml+pdf',
    en16931_compliant: true,
    countries: ['FR', 'DE'],
    mvp: true,
    description: 'Hybrid invoice: a human-readable PDF/A-3 with the CII XML embedded as factur-x.xml; or the XML alone.',
    spec_url: 'https://fnfe-mpe.org/factur-x/',
  },
  ...hybridPluginParts,
  profiles: hybridProfiles('facturx', 'Factur-X'),
  // Factur-X also takes CII documents whose guideline id names no known profile, as EN 16931.
  reader: syntaxReader({ cii: hybridProfileFor('facturx', true) }),
});
