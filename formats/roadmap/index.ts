// Formats on the roadmap: listed by GET /v1/formats with supported=false until a serializer arrives.
import { defineFormatPlugin, type FormatPlugin } from '../../plugins/index.js';

type RoadmapInfo = Omit<FormatPlugin['info'], 'mvp' | 'en16931_compliant'> & { en16931_compliant?: boolean };

const roadmap = (info: RoadmapInfo): FormatPlugin =>
  defineFormatPlugin({ info: { en16931_compliant: false, ...info, mvp: false }, profiles: [] });

export default [
  roadmap({
    code: 'fatturapa', name: 'FatturaPA', version: '1.2.2', base_standard: 'FatturaPA XML (national)', syntax: 'xml',
    countries: ['IT'], description: 'Italian clearance format exchanged through SDI (technical specifications 1.9).',
    spec_url: 'https://www.fatturapa.gov.it/it/norme-e-regole/documentazione-fattura-elettronica/formato-fatturapa/',
  }),
  roadmap({
    code: 'ksef_fa3', name: 'KSeF FA(3)', version: '1-0E', base_standard: 'KSeF FA(3) XML (national)', syntax: 'xml',
    countries: ['PL'], description: 'Polish structured invoice for the national KSeF clearance system.',
    spec_url: 'https://ksef.podatki.gov.pl',
  }),
  roadmap({
    code: 'facturae', name: 'Facturae', version: '3.2.2', base_standard: 'Facturae XML (national)', syntax: 'xml',
    countries: ['ES'], description: 'Spanish signed XML invoice for public administrations (FACe).',
    spec_url: 'https://www.facturae.gob.es/formato/Paginas/version-3-2.aspx',
  }),
  roadmap({
    code: 'cius_ro', name: 'CIUS-RO', version: '1.0.1', base_standard: 'EN 16931 (UBL 2.1 or CII D16B)', syntax: 'xml',
    en16931_compliant: true, countries: ['RO'], description: 'Romanian CIUS of EN 16931 for RO e-Factura clearance.',
    spec_url: 'https://mfinante.gov.ro/web/efactura/informatii-tehnice',
  }),
  roadmap({
    code: 'isdoc', name: 'ISDOC', version: '6.0.2', base_standard: 'ISDOC XML (national)', syntax: 'xml',
    countries: ['CZ'], description: 'Czech national e-invoice format.', spec_url: 'https://isdoc.cz',
  }),
  roadmap({
    code: 'peppol_pint_anz', name: 'Peppol PINT A-NZ', version: '1.1.3', base_standard: 'Peppol PINT (UBL 2.1)', syntax: 'xml',
    countries: ['AU', 'NZ'], description: 'Peppol International invoice specialised for Australia and New Zealand.',
    spec_url: 'https://docs.peppol.eu/poac/aunz/pint-aunz/',
  }),
  roadmap({
    code: 'peppol_pint_ae', name: 'Peppol PINT AE', version: '2026.5', base_standard: 'Peppol PINT (UBL 2.1)', syntax: 'xml',
    countries: ['AE'], description: 'Peppol International invoice specialised for the United Arab Emirates.',
    spec_url: 'https://docs.peppol.eu/poac/ae/pint-ae/',
  }),
  roadmap({
    code: 'myinvois', name: 'MyInvois UBL 2.1', version: '1.1', base_standard: 'UBL 2.1 (national)', syntax: 'xml',
    countries: ['MY'], description: 'Malaysian e-invoice validated by IRBM through MyInvois.',
    spec_url: 'https://sdk.myinvois.hasil.gov.my',
  }),
];
