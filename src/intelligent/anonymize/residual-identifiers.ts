// Two scans of the residual check beyond the shapes in residual.ts, as independent of the recognizers:
//  - labelled digit runs: a run of seven to thirty-four digits (the lengths of phone numbers, tax and VAT
//    ids, account numbers) shortly after a tax, VAT, bank-account or phone word of any of the seven
//    languages, in any case, whatever separates its groups;
//  - identifiers whose check digit holds, wherever they stand and however they are written (lower case,
//    spaces, dots, dashes, a line break): VAT ids with their prefix, codice fiscale, Spanish NIF/NIE/CIF,
//    a Polish NIP in its dashed groups, a Spanish account number (CCC) whole or grouped;
//  - a UK sort code and account number written as a pair ("40-11-62 / 71530094", "40 11 62 71530094"), label or none, and an
//    account number of eight digits standing alone in a text that gives a sort code (restated: "sorry,
//    that should read 40281195");
//  - a SIREN (nine digits, Luhn check) in a text that names the SIREN or SIRET, as in a column of a table.
// After a label, OCR look-alikes in a group of digits are read as the digits they stand for ("6O987SO83",
// "l7O OOOll", "4318874OF"), and a label read with them too ("P.lVA"); a UK company number keeps its two
// letters ("Co. Reg. SC 502218").
// Placeholders (the reserved range) and amounts are skipped.
import { codiceFiscaleValid, luhnValid, nipValid, spanishAccountValid, spanishNifValid, vatIdStatus } from '../../../core/ids/index.js';
import { isReservedBody } from './placeholders.js';
import type { ResidualCategory } from '../types.js';

const VAT_WORDS = 'p\\.?\\s?[il1]\\.?\\s?va|ust\\p{L}*|mwst|uid|vat|tva|btw|iva|p\\.\\s?iva|partita|nip|org\\.?\\s?nr|organisasjonsnummer|mva|moms';
const TAX_WORDS =
  'tax|tin|utr|steuer\\p{L}*|st\\.?-?nr|regon|pesel|krs|bdo|nif|cif|nie|dni|siren|siret|kvk|bsn|rsin|c\\.?\\s?f|fiscale|cro|crn|rna|co\\.?\\s?no\\.?|reg\\p{L}*|registr\\p{L}*|n[°º]?\\s?ss|s[ée]cu\\p{L}*|nir|insee|finess|ssn|nino|sv-?nr';
const BANK_WORDS =
  'iban|kont[oa]\\p{L}*|account|acct|acc|a/c|rekening\\p{L}*|cuenta|compte|conto|rachun\\p{L}*|nrb|sort|rib|bankverbindung|routing|aba|rtn';
const PHONE_WORDS =
  'tel\\p{L}*|phone|fon|mobil\\p{L}*|handy|cell\\p{L}*|gsm|portable|m[óo]vil|kom[óo]rka|kom|fax|whats\\s?app|bizum|call|ring|anrufen|appel\\p{L}*|chiam\\p{L}*|ll[aá]m\\p{L}*|bel|zadzwo\\p{L}*';

const LABELLED_RUN = (words: string) =>
  new RegExp(`(?<![\\p{L}])(?:${words})(?![\\p{L}])[^\\n\\d\\[]{0,25}?(\\+?\\d(?:[ .\\-]?\\d){6,33})(?![\\d/])`, 'giu');
const LABELLED: Array<[RegExp, ResidualCategory]> = [
  [LABELLED_RUN(VAT_WORDS), 'vat_id'],
  [LABELLED_RUN(TAX_WORDS), 'tax_id'],
  [LABELLED_RUN(BANK_WORDS), 'iban'],
  [LABELLED_RUN(PHONE_WORDS), 'phone'],
];

/** "1.234.567,89", "123456.78 EUR", "12.03.2024", "2024-07-29": an amount or a date, not an identifier. */
function isAmountOrDate(text: string, start: number, end: number): boolean {
  const value = text.slice(start, end);
  const after = text.slice(end, end + 6);
  if (/[.,]\d{2}$/.test(value) || /^[.,]\d{1,2}(?!\d)/.test(after)) return true;
  if (/^\s?(?:€|eur|euro|zł|pln|chf|gbp|£|\$|usd|%)/i.test(after)) return true;
  return /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}/.test(value) || /^\d{4}-\d{2}-\d{2}$/.test(value);
}

/**
 * A placeholder's digits (+49 00 0000001, FR76 0000 0000 … 001, 000 000 001 2024): leaving out up to two
 * leading groups (a calling code, IBAN check digits), whole groups from there on are the reserved range.
 */
function placeholderDigits(groups: string[]): boolean {
  for (let skip = 0; skip <= Math.min(2, groups.length - 1); skip++) {
    let body = '';
    for (const group of groups.slice(skip)) {
      body += group;
      if (isReservedBody(body)) return true;
    }
  }
  return false;
}

/**
 * OCR look-alikes read as digits: in a group that holds a digit, or a group of three or more O, l and I. A
 * group that opens with S, I or B next to another look-alike opens with letters ("SI56 …", an IBAN's
 * country code) and stays as written.
 */
const DIGIT_LOOK_ALIKE: Record<string, string> = { O: '0', o: '0', l: '1', I: '1', S: '5', B: '8' };
export const opensWithLetters = (group: string) => /^(?:[SIB][OolISB]|[OolI][SIB])/.test(group);
export function foldDigitLookAlikes(text: string): string {
  return text.replace(/[\p{L}\p{N}]+/gu, (group) =>
    ((/^[\dOolISB]+$/.test(group) && /\d/.test(group)) || /^[OolI]{3,}$/.test(group)) && !opensWithLetters(group)
      ? group.replace(/[OolISB]/g, (c) => DIGIT_LOOK_ALIKE[c]!)
      : group,
  );
}

/** A UK company number after a registration label: two capitals, six digits ("SC 502218", "NI 612345"). */
const COMPANY_NUMBER = new RegExp(
  `(?<![\\p{L}])(?:${TAX_WORDS})(?![\\p{L}])[^\\n\\d\\[]{0,25}?(?<![\\p{L}])([A-Za-z]{2}[ \\t]?\\d{6})(?![\\p{N}])`,
  'giu',
);

function labelledRuns(input: string): ResidualCategory[] {
  const found: ResidualCategory[] = [];
  const text = foldDigitLookAlikes(input);
  for (const m of text.matchAll(COMPANY_NUMBER)) if (/^[A-Z]{2}/.test(m[1]!) && !isReservedBody(m[1]!.slice(2).trim())) found.push('tax_id');
  for (const [pattern, category] of LABELLED) {
    for (const m of text.matchAll(pattern)) {
      const start = m.index + m[0].length - m[1]!.length;
      const groups = m[1]!.replace(/^\+/, '').split(/[ .\-]+/);
      if (!placeholderDigits(groups) && !isAmountOrDate(text, start, m.index + m[0].length)) {
        found.push(category);
        break;
      }
    }
  }
  return found;
}

/** Letters and digits in groups of any case, split by one separator or a line break. */
const GROUPED = /(?<![\p{L}\p{N}])[A-Za-z0-9](?:(?:[ .\-/]|\r?\n[ \t]*)?[A-Za-z0-9]){7,20}(?![\p{L}\p{N}])/gu;
const SPANISH_ACCOUNT = /(?<![\p{L}\p{N}])\d{4}(?:[ \t.\-]?\d){16}(?![\p{N}])/gu;
const SORT_CODE_AND_ACCOUNT = /(?<![\p{N}])\d{2}([- ])\d{2}\1\d{2}(?:[ \t]*[/,;][ \t]*|[ \t]+)\d{8}(?![\p{N}])/u;
const SORT_CODE_WORD = /(?<![\p{L}])sort[ \t-]*code(?![\p{L}])/iu;
const ACCOUNT_ALONE = /(?<![\p{L}\p{N}.,\-/])\d{8}(?![\p{L}\p{N}\-/]|[.,]\d)/gu;
const SIREN_WORD = /(?<![\p{L}])(?:siren|siret)(?![\p{L}])/iu;
const SIREN_DIGITS = /(?<![\p{L}\p{N}.,\-/])\d{3}([ .]?)\d{3}\1\d{3}(?![\p{L}\p{N}\-/]|[.,]\d)/gu;

const NIP_DASHED = /(?<!\d)(?:\d{3}-\d{3}-\d{2}-\d{2}|\d{3}-\d{2}-\d{2}-\d{3})(?![\d])/g;

/** Every way to read a grouped run as a VAT id: a two-letter prefix and as many whole groups as fit. */
function validVatIn(groups: string[]): boolean {
  const first = groups[0]!;
  const prefix = first.slice(0, 2).toUpperCase();
  let body = first.slice(2);
  for (let i = 1; i <= groups.length; i++) {
    if (body.length >= 2 && vatIdStatus(prefix + body) === 'valid' && !isReservedBody(body.replace(/^E/i, ''))) return true;
    if (i < groups.length) body += groups[i]!;
  }
  return false;
}

function checkedIdentifiers(text: string): ResidualCategory[] {
  const found = new Set<ResidualCategory>();
  for (const m of text.matchAll(GROUPED)) {
    const all = m[0].split(/[ .\-/\r\n\t]+/).filter(Boolean);
    // The run may take in words around the id ("cf rssmra85t10a562s"): every run of whole groups is tried.
    for (let from = 0; from < all.length; from++) {
      const groups = all.slice(from);
      if (/^[A-Za-z]{2}/.test(groups[0]!) && validVatIn(groups)) found.add('vat_id');
      let compact = '';
      for (const [i, group] of groups.entries()) {
        compact += group;
        if (compact.length === 16 && codiceFiscaleValid(compact)) found.add('tax_id');
        // A NIF is written in one piece or split once (B-12345674, 12345678-Z); A-2026-0907 is an invoice number.
        if (i < 2 && compact.length === 9 && /[A-Za-z]/.test(compact) && spanishNifValid(compact, { eitherForm: true })) found.add('tax_id');
        if (compact.length >= 16) break;
      }
    }
  }
  for (const m of text.matchAll(NIP_DASHED)) if (nipValid(m[0].replace(/-/g, ''))) found.add('tax_id');
  for (const m of text.matchAll(SPANISH_ACCOUNT)) {
    const digits = m[0].replace(/\D/g, '');
    if (spanishAccountValid(digits) && !isReservedBody(digits.slice(10))) found.add('iban');
  }
  if (SORT_CODE_AND_ACCOUNT.test(text)) found.add('iban');
  const folded = foldDigitLookAlikes(text);
  if (SORT_CODE_WORD.test(folded) && [...folded.matchAll(ACCOUNT_ALONE)].some((m) => !isReservedBody(m[0]))) found.add('iban');
  if (SIREN_WORD.test(folded))
    for (const m of folded.matchAll(SIREN_DIGITS)) {
      const digits = m[0].replace(/\D/g, '');
      if (luhnValid(digits) && !isReservedBody(digits)) found.add('tax_id');
    }
  return [...found];
}

export function residualIdentifierCategories(text: string): ResidualCategory[] {
  return [...new Set([...labelledRuns(text), ...checkedIdentifiers(text)])];
}
