// EINVOICE_ID: Peppol participant ids ("0208:0123456789", "9930:DE123456789"), German Leitweg-IDs
// ("04011000-1234512345-06", MOD 97-10 check), GLNs (GS1 check digit, with a label) and the Italian
// SDI recipient codes ("Codice destinatario: M5UXCR1", six characters for a public office) and the Spanish
// DIR3 codes of FACe ("Oficina contable: L01480446"), with a label.
import { EVIDENCE } from '../evidence.js';
import { gs1Valid, lettersToDigits, mod97 } from '../../../../core/ids/index.js';
import { boundaryBefore } from '../grouped.js';
import { span, type Recognizer, type Span } from '../span.js';

/** ISO 6523 ICD codes used as Peppol participant schemes (EAS code list). */
const PEPPOL_SCHEMES = new Set([
  '0002',
  '0007',
  '0009',
  '0037',
  '0060',
  '0088',
  '0096',
  '0097',
  '0106',
  '0130',
  '0135',
  '0142',
  '0147',
  '0151',
  '0170',
  '0183',
  '0184',
  '0188',
  '0190',
  '0191',
  '0192',
  '0193',
  '0194',
  '0195',
  '0196',
  '0198',
  '0199',
  '0200',
  '0201',
  '0202',
  '0203',
  '0204',
  '0205',
  '0208',
  '0209',
  '0210',
  '0211',
  '0212',
  '0213',
  '0215',
  '0216',
  '0217',
  '0218',
  '0219',
  '0220',
  '0221',
  '0225',
  '0230',
  '0235',
  '0240',
]);
const PEPPOL = /(\d{4}):([A-Za-z0-9][A-Za-z0-9.\-_]{3,60}[A-Za-z0-9])/g;
const LEITWEG = /\b(\d{2,12})(-[A-Za-z0-9]{1,30})?-(\d{2})\b/g;
const GLN = /\b\d{13}\b/g;
const SDI_CODE =
  /(?<![\p{L}])(?:codice destinatario|codice univoco(?: ufficio)?|codice (?:SDI|IPA)|cod\.?[ \t]?dest\.?|SDI)[ \t]*[:.]?[ \t]*([A-Z0-9]{6,7})(?![\p{L}\p{N}])/giu;

const DIR3_CODE =
  /(?<![\p{L}])(?:oficina contable|[óo]rgano gestor|unidad tramitadora|[óo]rgano proponente|DIR3)[^\n\d]{0,20}?(?<![\p{L}\p{N}])([A-Z]{1,2}\d{7,8})(?![\p{L}\p{N}])/giu;

function isPeppolScheme(code: string): boolean {
  return PEPPOL_SCHEMES.has(code) || (/^99\d\d$/.test(code) && Number(code) >= 9901 && Number(code) <= 9959);
}

export const recognizeEinvoiceIds: Recognizer = (text) => {
  const spans: Span[] = [];
  for (const m of text.matchAll(PEPPOL)) {
    if (!boundaryBefore(text, m.index) || !isPeppolScheme(m[1]!)) continue;
    // Above a VAT id or a GLN inside it: the scheme prefix names the whole id.
    spans.push(span(m.index, m.index + m[0].length, 'EINVOICE_ID', EVIDENCE.peppolParticipantId));
  }
  for (const m of text.matchAll(DIR3_CODE)) {
    const start = m.index + m[0].length - m[1]!.length;
    spans.push(span(start, start + m[1]!.length, 'EINVOICE_ID', EVIDENCE.dir3Code));
  }
  for (const m of text.matchAll(LEITWEG)) {
    const labelled = /leitweg/i.test(text.slice(Math.max(0, m.index - 40), m.index));
    if (/^\d{4}-\d{2}-\d{2}$/.test(m[0])) continue; // an ISO date
    const compact = m[0].replace(/-/g, '');
    const checksum = mod97(lettersToDigits(compact)) === 1;
    if (!labelled && !(checksum && (m[2]?.length ?? 0) >= 4)) continue;
    spans.push(span(m.index, m.index + m[0].length, 'EINVOICE_ID', labelled ? EVIDENCE.labelledLeitwegId : EVIDENCE.checkedLeitwegId));
  }
  for (const m of text.matchAll(GLN)) {
    const labelled = /\b(GLN|ILN|Global Location Number)\b[^\n]{0,20}$/i.test(text.slice(Math.max(0, m.index - 40), m.index));
    if (labelled && gs1Valid(m[0])) spans.push(span(m.index, m.index + 13, 'EINVOICE_ID', EVIDENCE.labelledGln));
  }
  for (const m of text.matchAll(SDI_CODE)) {
    const code = m[1]!;
    // Upper case and digits (the label is matched in any case, the code not); "0000000" routes to a PEC address and names nobody.
    if (code !== code.toUpperCase() || /^0+$/.test(code)) continue;
    const start = m.index + m[0].length - code.length;
    spans.push(span(start, start + code.length, 'EINVOICE_ID', EVIDENCE.sdiCode));
  }
  return spans;
};
