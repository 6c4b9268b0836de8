// TAX_ID (national tax and company numbers) and VAT_ID written without a country prefix.
// Two routes: a label in front ("Steuernummer", "NIP", "C.F.", "SIRET", "KvK", "USt-IdNr.") followed by a
// value of the right shape; or a shape distinctive enough on its own thanks to a check character
// (codice fiscale, Spanish NIF/NIE/CIF, Belgian enterprise number 0xxx.xxx.xxx, Steuernummer 12/345/67890)
// or a register's prefix (HRB 104873, FN 412937 k); the Swiss AHV number by its prefix and check digit; a
// bare Polish NIP or PESEL in a Polish text, a bare partita IVA in an Italian one, by their check digits.
import {
  codiceFiscaleValid,
  countriesForUnprefixedVat,
  elevenProofValid,
  gs1Valid,
  luhnValid,
  mod11_10Valid,
  nipValid,
  peselValid,
  regonValid,
  spanishNifValid,
} from '../../../../core/ids/index.js';
import { EVIDENCE } from '../evidence.js';
import { boundaryAfter, boundaryBefore, readGrouped } from '../grouped.js';
import { span, type Recognizer, type Span } from '../span.js';
import type { EntityType, Language } from '../../types.js';

/** Text is scanned for someone's number: an entity's control counts as digit or letter. */
const spanishIdValid = (compact: string) => spanishNifValid(compact, { eitherForm: true });

type Verdict = { type: EntityType; score: number } | null;

interface LabelRule {
  label: RegExp;
  /** Judges the compact value (upper-case letters and digits, separators removed). */
  judge: (compact: string) => Verdict;
  /** Separators allowed inside the value (default space, dot, hyphen). */
  separators?: string;
}

const tax = (score: number): Verdict => ({ type: 'TAX_ID', score });
const vat = (score: number): Verdict => ({ type: 'VAT_ID', score });

/** The check of a Belgian national number: 97 minus the first nine digits MOD 97 (with a 2 before them from 2000 on). */
function belgianNationalNumberValid(digits: string): boolean {
  const check = Number(digits.slice(9));
  return [digits.slice(0, 9), `2${digits.slice(0, 9)}`].some((body) => 97 - Number(BigInt(body) % 97n) === check);
}

function belgianEnterpriseValid(digits: string): boolean {
  const ten = digits.length === 9 ? `0${digits}` : digits;
  return /^[01]\d{9}$/.test(ten) && 97 - (Number(ten.slice(0, 8)) % 97) === Number(ten.slice(8));
}

const LABEL_RULES: LabelRule[] = [
  {
    // Unprefixed VAT ids: shape of some country's VAT body, preferably with a valid checksum.
    label:
      /\b(?:USt\.?[\s-]*Id(?:Nr|[\s-]*Nr)?\.?|USt[\s-]*ID|UStId|Umsatzsteuer[\s-]*(?:Identifikationsnummer|ID)|UID(?:[\s-]*Nr)?\.?|VAT(?:\s*(?:reg(?:istration)?\.?|ID|no\.?|number|nr\.?|#))*|TVA(?:\s*intra(?:communautaire|com)?\.?)?|n[°º]\s*TVA|num[ée]ro\s+de\s+TVA|BTW(?:[\s-]*(?:nummer|nr\.?|id|identificatienummer))?|NIF[\s-]*IVA|N\.?\s?IVA|numero\s+IVA|MwSt\.?[\s-]*Nr\.?)/giu,
    judge: (c) => {
      if (/^[A-Z]{2}/.test(c)) return null; // prefixed ids belong to the VAT recognizer
      if (!/^\d[\dA-Z]{6,13}$/.test(c)) return null;
      return countriesForUnprefixedVat(c).length > 0
        ? vat(EVIDENCE.labelledIdKnownShape)
        : /^\d{8,12}$/.test(c)
          ? vat(EVIDENCE.labelledIdLooseShape)
          : null;
    },
    // VAT ids never contain a slash: "FAKTURA VAT nr 0457/2024" is an invoice number.
    separators: ' .-',
  },
  {
    label: /\b(?:St\.?[\s-]*Nr\.?|StNr\.?|Steuer[\s-]*(?:nummer|nr\.?)|Steuernr\.?|Tax\s*(?:number|no\.?|ID)|TIN|UTR|PPSN?)/giu,
    judge: (c) =>
      /^\d{10,13}$/.test(c)
        ? tax(EVIDENCE.labelledIdKnownShape)
        : /^[A-Z0-9]{8,16}$/.test(c) && /\d{6}/.test(c)
          ? tax(EVIDENCE.labelledIdLooseShape)
          : null,
    separators: ' ./-',
  },
  {
    // The US employer identification number, two digits, a dash, seven ("EIN 12-3456789"); in capitals only, as
    // German "ein" is a word.
    label: /\bEIN\b/gu,
    judge: (c) => (/^\d{9}$/.test(c) ? tax(EVIDENCE.labelledIdShape) : null),
  },
  {
    label: /\b(?:Steuer[\s-]*ID|Steuer[\s-]*IdNr\.?|IdNr\.?|Steueridentifikationsnummer|Identifikationsnummer)/giu,
    judge: (c) => (/^\d{11}$/.test(c) ? tax(mod11_10Valid(c) ? EVIDENCE.labelledIdChecked : EVIDENCE.labelledIdShape) : null),
  },
  {
    // Norway: the organisation number is the VAT id (with MVA after it).
    label: /\b(?:org\.?\s?nr\.?|organisasjonsnummer|foretaksregisteret)/giu,
    judge: (c) => (/^\d{9}(?:MVA)?$/.test(c) ? { type: 'VAT_ID', score: EVIDENCE.norwegianOrgNumber } : null),
  },
  {
    label: /\b(?:NIP|REGON|PESEL)/giu,
    judge: (c) => {
      if (/^\d{10}$/.test(c)) return tax(nipValid(c) ? EVIDENCE.labelledIdChecked : EVIDENCE.labelledIdShape);
      if (/^\d{11}$/.test(c)) return tax(peselValid(c) ? EVIDENCE.labelledIdChecked : EVIDENCE.labelledIdShape);
      if (/^\d{9}$|^\d{14}$/.test(c)) return tax(EVIDENCE.labelledIdShape);
      return null;
    },
  },
  {
    // Italy: the partita IVA is the VAT number without its IT prefix.
    label: /(?:\bP\.?\s?IVA|\bPartita\s+IVA|\bP\.\s?I\.)/giu,
    judge: (c) => (/^\d{11}$/.test(c) ? vat(luhnValid(c) ? EVIDENCE.labelledIdChecked : EVIDENCE.labelledIdShape) : null),
  },
  {
    label: /(?:\bC\.?\s?F\.|\bCod(?:ice|\.)?\s*Fisc(?:ale|\.)?)/giu,
    judge: (c) => {
      if (/^\d{11}$/.test(c)) return tax(luhnValid(c) ? EVIDENCE.labelledIdChecked : EVIDENCE.labelledIdShape);
      if (c.length === 16) return tax(codiceFiscaleValid(c) ? EVIDENCE.labelledCodiceFiscaleChecked : EVIDENCE.labelledIdShape);
      return null;
    },
  },
  {
    // A scan reads the dotted I as l ("C.l.F.").
    label: /\b(?:NIF|NIE|CIF|DNI|N\.[Il]\.F\.|C\.[Il]\.F\.)/giu,
    judge: (c) =>
      /^[A-Z0-9]\d{7}[A-Z0-9]$/.test(c)
        ? tax(spanishIdValid(c) ? EVIDENCE.labelledIdChecked : EVIDENCE.labelledIdShape)
        : /^\d{8}$/.test(c)
          ? tax(EVIDENCE.labelledIdLooseShape)
          : null,
  },
  {
    label: /\b(?:SIREN|SIRET|RCS(?:\s+[A-Z][\p{L}-]+)?)/giu,
    // France: SIREN, SIRET, "RCS Tours B 390 996 031"; Luxembourg: "RCS Luxembourg B184352".
    judge: (c) => {
      const digits = c.replace(/^[AB]/, '');
      if (/^\d{9}$|^\d{14}$/.test(digits)) return tax(luhnValid(digits) ? EVIDENCE.labelledIdChecked : EVIDENCE.labelledIdShape);
      return /^B\d{4,6}$/.test(c) ? tax(EVIDENCE.labelledLuxembourgRegister) : null;
    },
  },
  {
    label: /\b(?:KvK(?:[\s-]*(?:nummer|nr\.?))?|Kamer\s+van\s+Koophandel|BSN|Burgerservicenummer|RSIN)/giu,
    judge: (c) =>
      /^\d{8}$/.test(c)
        ? tax(EVIDENCE.labelledIdKnownShape)
        : /^\d{9}$/.test(c)
          ? tax(elevenProofValid(c) ? EVIDENCE.labelledIdChecked : EVIDENCE.labelledIdShape)
          : null,
  },
  {
    // Company registers: UK Companies House ("Company No. 09837162", "Co. No. 09837162", "NI634187"), charities, Polish KRS, Italian REA ("PO-512347");
    // a scanned "N0." is "No.".
    label:
      /\b(?:Company\s+(?:Reg(?:istration)?\.?\s+)?(?:N[o0]\.?|Number|Nr\.?)|Co\.?\s?(?:Reg(?:istration)?\.?\s+)?(?:N[o0]\.|Number)|Reg(?:istered|istration)?\.?\s*(?:N[o0]\.?|Number)|Reg(?:istered|\.)?\s+in\s+(?:England|Scotland|Wales|Northern\s+Ireland|Ireland)(?:\s+(?:and|&)\s+Wales)?(?:\s+(?:under\s+)?(?:N[o0]\.?|Number))?|CRO(?:\s+(?:N[o0]\.?|Number))?|Charity\s+(?:Reg(?:istration)?\.?\s+)?(?:N[o0]\.?|Number)|CRN|KRS|R\.?E\.?A\.?|Numero\s+REA)/giu,
    // Malta writes a letter and five digits ("C 84512").
    judge: (c) => (/^(?:[A-Z]{2})?\d{6,8}$|^\d{10}$|^[A-Z]{1,2}\d{4,5}$/.test(c) ? tax(EVIDENCE.labelledIdShape) : null),
  },
  {
    // France: an association's number in the national register (RNA), a W and nine digits.
    label: /\b(?:RNA|r[ée]pertoire\s+national\s+des\s+associations)/giu,
    judge: (c) => (/^W\d{9}$/.test(c) ? tax(EVIDENCE.labelledIdKnownShape) : null),
  },
  {
    // Poland: the waste register number (BDO) printed on every invoice of a producer or carrier.
    label: /\b(?:(?:nr|numer)\s+)?BDO\b/giu,
    judge: (c) => (/^\d{9}$/.test(c) ? tax(EVIDENCE.labelledIdShape) : null),
  },
  {
    label: /\b(?:ondernemingsnummer|num[ée]ro\s+d['’]entreprise|BCE|KBO|enterprise\s+number|Unternehmensnummer)/giu,
    judge: (c) => (/^\d{9,10}$/.test(c) ? tax(belgianEnterpriseValid(c) ? EVIDENCE.labelledIdChecked : EVIDENCE.labelledIdShape) : null),
  },
];

/** Where the value starts: the first run with a digit, within a few words of the label on its line. */
const VALUE_AFTER_LABEL = /^[^\n\d]{0,40}?(?<![A-Za-z0-9])(?=[A-Za-z]{0,6}\d|[A-Z]{1,3}[ .-]\d)/u;

/** Where the value of a label starts, or null when none follows on its line. */
function valueStartAfter(text: string, label: RegExpMatchArray): number | null {
  const afterLabel = label.index! + label[0].length;
  // "UTR" is a label, "Utrecht" is not.
  if (!label[0].endsWith('.') && /\p{L}/u.test(text[afterLabel] ?? '')) return null;
  const gap = VALUE_AFTER_LABEL.exec(text.slice(afterLabel, afterLabel + 48));
  if (!gap) return null;
  const valueStart = afterLabel + gap[0].length;
  // "NIP UE: PL 6583220979": a country prefix makes it a VAT id, found by the VAT recognizer.
  if (/[A-Z]{2}[ .-]?$/.test(gap[0]) && /(?:^|[^A-Za-z])[A-Z]{2}[ .-]?$/.test(text.slice(Math.max(0, valueStart - 4), valueStart))) return null;
  return valueStart < text.length && /[A-Za-z0-9]/.test(text[valueStart]!) ? valueStart : null;
}

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$|^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/;

/** "VAT: 123456.78 EUR", "MwSt 1 234,56": the tax amount after the word, not an id. */
function isTaxAmount(text: string, valueStart: number): boolean {
  const number = /^\d(?:[\d.,]| (?=\d))*/.exec(text.slice(valueStart, valueStart + 40))?.[0] ?? '';
  const afterNumber = text.slice(valueStart + number.length, valueStart + number.length + 6);
  return /[.,]\d{2}$/.test(number) || /^\s?(?:€|eur|euro|zł|pln|chf|gbp|£|\$|usd|%)/i.test(afterNumber);
}

function recognizeLabelled(text: string): Span[] {
  const spans: Span[] = [];
  for (const rule of LABEL_RULES) {
    for (const m of text.matchAll(rule.label)) {
      if (!boundaryBefore(text, m.index)) continue;
      const valueStart = valueStartAfter(text, m);
      if (valueStart === null || isTaxAmount(text, valueStart)) continue;
      const run = readGrouped(text, valueStart, { separators: rule.separators ?? ' .-', maxSeparatorRun: 1, maxLength: 24 });
      // Twenty digits and more is an account number (an NRB, an IBAN without its prefix), never a tax id.
      if (/^\d{20}/.test(run.compact)) continue;
      for (let length = run.compact.length; length >= 6; length--) {
        const end = run.ends[length - 1]!;
        if (!boundaryAfter(text, end)) continue;
        // A date after a label ("Termin: 2024-11-15") is no id.
        if (DATE_SHAPE.test(text.slice(valueStart, end))) continue;
        const verdict = rule.judge(run.compact.slice(0, length));
        if (verdict) {
          // A labelled id outranks a card or phone reading of the same digits.
          spans.push(span(valueStart, end, verdict.type, Math.min(EVIDENCE.labelledIdCeiling, verdict.score + EVIDENCE.labelBonus)));
          break;
        }
      }
    }
  }
  return spans;
}

const CODICE_FISCALE = /\b[A-Za-z]{6}[0-9LMNPQRSTUV]{2}[A-Za-z][0-9LMNPQRSTUV]{2}[A-Za-z][0-9LMNPQRSTUV]{3}[A-Za-z]\b/g;
const SPANISH_ID = /\b(?:\d{8}|[XYZ]-?\d{7}|[ABCDEFGHJNPQRSUVW]-?\d{7})-?[0-9A-Z]\b/g;
const BELGIAN_ENTERPRISE = /\b[01]\d{3}[.\s]\d{3}[.\s]\d{3}\b/g;
const STEUERNUMMER = /\b\d{2,3}\/\d{3,4}\/\d{4,5}\b/g;
/** Commercial register numbers: German "HRB 104873" (HRA, GnR, PR, VR too), Austrian "FN 412937 k". */
const REGISTER_NUMBER =
  /(?<![\p{L}\p{N}])(?:(?:HR[AB]|GnR|PR|VR)[ \t]?\d{2,6}(?:[ \t]?[A-Z]{1,2}(?![\p{L}]))?|FN[ \t]?\d{3,6}[ \t]?[a-z](?![\p{L}]))(?![\p{N}])/gu;

/** Spain: the entry in the Registro Mercantil, "Tomo 3.412, Libro 7, Folio 88, Sección 8, Hoja Z-41.227", also
 * abbreviated ("T. 402, F. 118, H. P-7731") or as its sheet alone ("hoja BU-18402"). */
const SPANISH_REGISTER_ENTRY =
  /(?<![\p{L}])(?:Tomo|T\.)[ \t]*\d[\d.]*(?:[ \t]*[,;]?[ \t]*(?:Libro|L\.|Folio|F\.|Secci[óo]n|Hoja|H\.|Inscripci[óo]n|Insc\.)[ \t]*(?:[A-Z]{1,2}[ \t]?[-‐][ \t]?)?\d[\d.]*[ªºa]?){1,6}|(?<![\p{L}])[Hh]oja[ \t]+(?:n[º°.]?[ \t]*)?[A-Z]{1,2}[ \t]?[-‐]?[ \t]?\d[\d.]{2,}/gu;
/** France: a SIRET (SIREN and a five-digit establishment number), bare or grouped 3-3-3-5, Luhn checked. */
const SIRET = /(?<![\p{L}\p{N}])\d{3}[ \t]?\d{3}[ \t]?\d{3}[ \t]?\d{5}(?![\p{L}\p{N}])/gu;
/** Belgium: the national register number, "84.05.17-213.09" (birth date, serial, MOD 97 check). */
const BELGIAN_NATIONAL_NUMBER = /(?<![\p{N}])\d{2}\.\d{2}\.\d{2}-\d{3}\.\d{2}(?![\p{N}])/gu;
/** A UK National Insurance number ("JT 48 21 93 B"): prefix letters the scheme allows, six digits, A to D. */
const NATIONAL_INSURANCE =
  /(?<![\p{L}\p{N}])(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z][ \t]?\d{2}[ \t]?\d{2}[ \t]?\d{2}[ \t]?[A-D](?![\p{L}\p{N}])/gu;
/** The Swiss social security number (AHV/AVS): 756, then ten digits, an EAN-13 check digit. */
const AHV_NUMBER = /(?<![\p{N}])756[.\s]?\d{4}[.\s]?\d{4}[.\s]?\d{2}(?![\p{N}])/gu;
/** A bare run of nine to fourteen digits: a Polish NIP, PESEL or a local unit's REGON, an Italian partita IVA, a
 * Dutch BSN, when the check digit holds. */
const BARE_DIGITS = /(?<![\p{L}\p{N}.,\-/])\d{9,14}(?![\p{L}\p{N}]|[.,]\d)/gu;
const REFERENCE_LABEL_BEFORE =
  /(?:invoice|rechnung|factur|fattur|factuur|faktur|order|bestell|auftrag|commande|ordine|pedido|zamówien|ref|nr|no|n[°º]|numer|number|nummer|num[ée]ro|número)\p{L}*\.?[\s:#]*$/iu;

/** A UK Unique Taxpayer Reference: ten digits, perhaps as two groups of five. A text that names the UTR
 * may give it sentences away from the label ("your UTR … I think it's 1234567890"). */
const UTR_NAMED = /(?<![\p{L}])(?:UTR|unique\s+taxpayer\s+reference)(?![\p{L}])/iu;
const UTR_DIGITS = /(?<![\p{L}\p{N}.,\-/])[1-9]\d{4}[ \t]?\d{5}(?![\p{L}\p{N}]|[.,]\d)/gu;

/** The national ids of the text's language that a check digit makes distinctive without a label. */
function bareCheckedId(digits: string, language: Language): boolean {
  // The nine-digit REGON is too short to stand alone; the fourteen-digit one of a local unit is not.
  if (language === 'pl')
    return (digits.length === 10 && nipValid(digits)) || (digits.length === 11 && peselValid(digits)) || (digits.length === 14 && regonValid(digits));
  if (language === 'it') return digits.length === 11 && luhnValid(digits);
  // A BSN (or RSIN) passes the eleven-proof; Dutch phone numbers have ten digits, KvK numbers eight.
  if (language === 'nl') return digits.length === 9 && elevenProofValid(digits);
  return false;
}

function recognizeShapes(text: string, language: Language): Span[] {
  const spans: Span[] = [];
  for (const m of text.matchAll(AHV_NUMBER)) {
    if (gs1Valid(m[0].replace(/\D/g, ''))) spans.push(span(m.index, m.index + m[0].length, 'TAX_ID', EVIDENCE.checkedSwissSocialSecurity));
  }
  for (const m of text.matchAll(BARE_DIGITS)) {
    if (REFERENCE_LABEL_BEFORE.test(text.slice(Math.max(0, m.index - 30), m.index))) continue;
    // A bare partita IVA is a VAT number; a NIP or PESEL a tax id.
    if (bareCheckedId(m[0], language))
      spans.push(span(m.index, m.index + m[0].length, language === 'it' ? 'VAT_ID' : 'TAX_ID', EVIDENCE.bareCheckedId));
  }
  if (UTR_NAMED.test(text))
    for (const m of text.matchAll(UTR_DIGITS)) {
      if (!REFERENCE_LABEL_BEFORE.test(text.slice(Math.max(0, m.index - 30), m.index)))
        spans.push(span(m.index, m.index + m[0].length, 'TAX_ID', EVIDENCE.utrInNamingText));
    }
  for (const m of text.matchAll(CODICE_FISCALE)) {
    if (codiceFiscaleValid(m[0])) spans.push(span(m.index, m.index + m[0].length, 'TAX_ID', EVIDENCE.checkedCodiceFiscale));
  }
  for (const m of text.matchAll(SPANISH_ID)) {
    const compact = m[0].replace(/-/g, '');
    // Eight digits and a letter could be anything; the check letter has to fit.
    if (/[A-Z]/.test(compact) && spanishIdValid(compact)) spans.push(span(m.index, m.index + m[0].length, 'TAX_ID', EVIDENCE.checkedSpanishId));
  }
  for (const m of text.matchAll(BELGIAN_ENTERPRISE)) {
    if (belgianEnterpriseValid(m[0].replace(/\D/g, '')))
      spans.push(span(m.index, m.index + m[0].length, 'TAX_ID', EVIDENCE.checkedBelgianEnterprise));
  }
  for (const m of text.matchAll(STEUERNUMMER)) {
    const before = text.slice(Math.max(0, m.index - 25), m.index);
    const taxWordNearby = /steuer|st\.?-?nr|tax/i.test(text.slice(Math.max(0, m.index - 60), m.index));
    if (!taxWordNearby && /\b(?:nr|no|rechnung|invoice|faktura|order|bestell)\w*\.?\s*[:.#]?\s*$/i.test(before)) continue;
    spans.push(span(m.index, m.index + m[0].length, 'TAX_ID', EVIDENCE.steuernummerShape));
  }
  for (const m of text.matchAll(SPANISH_REGISTER_ENTRY)) {
    // "Palencia T. 402": an abbreviated "T." may be read as an initial of a name; the numbers are the value.
    const start = m[0].startsWith('T.') ? m.index + m[0].search(/\d/) : m.index;
    spans.push(span(start, m.index + m[0].length, 'TAX_ID', EVIDENCE.commercialRegisterNumber));
  }
  if (language === 'fr')
    for (const m of text.matchAll(SIRET)) {
      if (luhnValid(m[0].replace(/\D/g, ''))) spans.push(span(m.index, m.index + m[0].length, 'TAX_ID', EVIDENCE.bareCheckedId));
    }
  for (const m of text.matchAll(BELGIAN_NATIONAL_NUMBER)) {
    if (belgianNationalNumberValid(m[0].replace(/\D/g, ''))) spans.push(span(m.index, m.index + m[0].length, 'TAX_ID', EVIDENCE.bareCheckedId));
  }
  for (const m of text.matchAll(NATIONAL_INSURANCE)) spans.push(span(m.index, m.index + m[0].length, 'TAX_ID', EVIDENCE.nationalInsuranceShape));
  for (const m of text.matchAll(REGISTER_NUMBER)) spans.push(span(m.index, m.index + m[0].length, 'TAX_ID', EVIDENCE.commercialRegisterNumber));
  return spans;
}

export const recognizeTaxIds: Recognizer = (text, { language }) => [...recognizeLabelled(text), ...recognizeShapes(text, language)];
