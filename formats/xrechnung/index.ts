// XRechnung 3.0: the German CIUS of EN 16931 for public-sector invoices, in UBL or CII syntax.
import { defineFormatPlugin } from '../../plugins/index.js';

export default defineFormatPlugin({
  info: {
    code: 'xrechnung',
    name: 'XRechnung',
    version: '3.0.2',
    base_standard: 'EN 16931 (UBL 2.1 or CII D16B)',
    syntax: 'xml',
    en16931_compliant: true,
    countries: ['DE'],
    mvp: true,
    description: 'German CIUS of EN 16931, required for invoices to German public authorities (routing by Leitweg-ID).',
    spec_url: 'https://xeinkauf.de/xrechnung/',
  },
  profiles: [
    { code: 'xrechnung_ubl', name: 'XRechnung 3.0 (UBL)', default: true, outputs: ['xml'], ruleSet: 'xrechnung-3-ubl' },
    { code: 'xrechnung_cii', name: 'XRechnung 3.0 (CII)', outputs: ['xml'], ruleSet: 'xrechnung-3-cii' },
  ],
});
