// The offline provider: a deterministic extractor of invoice facts from the anonymized text. No model, no network.
// It reads labels, dates, amounts, line tables, party blocks and signatures in seven languages, and answers in
// the same model schema as an AI provider, so the pipeline checks its answer the same way. Its confidence ceiling
// is lower (see confidence.ts): it matches patterns and does not understand the text.
import Big from 'big.js';
import type { ModelExtraction, StringTree } from '../../../schemas/parse.js';
import { canonicalNumber, DATE_CANDIDATE } from '../evidence.js';
import { normaliseCurrency, normaliseDate } from '../normalize.js';
import type { ExtractionProvider, ExtractionRequest } from '../provider.js';
import { alternation, findAllLabelled, findLabelled, labelPattern } from './labels.js';
import { LEXICONS } from './lexicon/index.js';
import { extractLines, type LineFacts } from './lines.js';
import { withoutChatPrefixes } from './chat.js';
import { readInColumns } from './columns.js';
import { withSeries } from './series.js';
import { mailHeaderLines } from './mail.js';
import { writeSpokenNumbers } from './spoken-numbers.js';
import { extractParties, VAT_VALUE, type PartyFacts } from './parties.js';
import { rateFromStatedTotal } from './stated-total.js';
import { netOf } from './sums.js';
import {
  APPROXIMATE_AMOUNT,
  LABELS,
  NUMBER_WORDS,
  PERCENT,
  OTHER_NUMBERS,
  PAYMENT_DAYS,
  REVERSE_CHARGE,
  SPLIT_PAYMENT,
  VAT_EXEMPT,
  VAT_WORDS,
} from './vocabulary.js';

/** A document reference: "RE-2026-1187", "2026/113", and a short series before a number ("FV 88/2024"). */
const REFERENCE = /[A-Z]{1,4} \d+[-/.]\d[A-Z0-9\-/_]*|[A-Z0-9][A-Z0-9\-/_.]*\d[A-Z0-9\-/_]*|\d[A-Z0-9\-/_.]*[A-Z0-9]|\d/i;

/** Dates are no references; year-first with slashes ("2026/12/07") is how Polish and other invoices number. */
function isDate(value: string): boolean {
  return normaliseDate(value) !== null && !/^\d{4}\/\d{1,2}\/\d{1,2}$/.test(value);
}

const DUE_BEFORE = new RegExp(`(?:${alternation(LABELS.dueDate)})[^\\n]{0,12}$`, 'iu');
const DELIVERY_BEFORE = new RegExp(`(?:${alternation(LABELS.deliveryDate)})[^\\n]{0,12}$`, 'iu');
const ISSUE_BEFORE = new RegExp(`(?:${alternation([...LABELS.issueDate, ...LABELS.invoiceNumber])})[^\\n]{0,40}$`, 'iu');

const NUMBER_WORD = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation(NUMBER_WORDS)})(?![\\p{L}])\\.?\\s*[:#]?\\s*(${REFERENCE.source})`, 'giu');
const OTHER_NUMBER_BEFORE = new RegExp(`(?<![\\p{L}])(?:${alternation(OTHER_NUMBERS)})[\\p{L}-]*\\.?\\s*$`, 'iu');

/**
 * "nummer R-5512", "numéro 2026-141", "inv number 2026-88": in a chat the invoice's number often follows a bare
 * number word. Only when no invoice label names it, and not after another number's name ("customer number").
 */
function numberAfterNumberWord(lines: readonly string[], accept: (v: string) => boolean): { value: string; line: number } | null {
  for (let i = 0; i < lines.length; i++) {
    for (const m of lines[i]!.matchAll(NUMBER_WORD)) {
      const before = lines[i]!.slice(Math.max(0, m.index - 24), m.index);
      const value = m[1]!.replace(/[.,;:]+$/, '');
      if (!OTHER_NUMBER_BEFORE.test(before) && /\d/.test(value) && accept(value)) return { value, line: i };
    }
  }
  return null;
}

const NUMBERED = new RegExp(
  `(?<![\\p{L}])(?:${alternation(LABELS.invoiceNumber)})\\s+(?:${alternation(NUMBER_WORDS)})(?![\\p{L}])\\.?\\s*[:#]?\\s*(\\d{1,4}[/-]\\d{1,2}[/-]\\d{2,4})(?![\\d/-])`,
  'iu',
);
/** After a number word right before it ("nr 23/11/2024"), a date-shaped value numbers the invoice. */
const AFTER_NUMBER_WORD = new RegExp(`(?<![\\p{L}])(?:${alternation(NUMBER_WORDS)})\\.?\\s*[:#]?\\s*$`, 'iu');

function numberedLikeDate(lines: readonly string[]): { value: string; line: number } | null {
  for (let i = 0; i < lines.length; i++) {
    const m = NUMBERED.exec(lines[i]!);
    if (m) return { value: m[1]!, line: i };
  }
  return null;
}

/** Dates with the words just before them, classified as due, delivery or issue date. */
function findDates(
  lines: readonly string[],
  mailLines: ReadonlySet<number>,
  stamps: readonly string[] = [],
): { issue: string | null; due: string | null; delivery: string | null; issueLine: number | null } {
  const [due, delivery, issue] = [DUE_BEFORE, DELIVERY_BEFORE, ISSUE_BEFORE];
  let first: { date: string; line: number } | null = null;
  // When the mail was sent: the issue date only when the text names no other date.
  let sent: { date: string; line: number } | null = null;
  const found: { issue: string | null; due: string | null; delivery: string | null; issueLine: number | null } = {
    issue: null,
    due: null,
    delivery: null,
    issueLine: null,
  };
  lines.forEach((line, i) => {
    if (!/\d/.test(line)) return; // every date form holds a digit
    for (const m of line.matchAll(DATE_CANDIDATE)) {
      const date = normaliseDate(m[0]);
      if (!date) continue;
      if (mailLines.has(i)) {
        sent ??= { date, line: i };
        continue;
      }
      const before = line.slice(Math.max(0, m.index - 50), m.index);
      if (AFTER_NUMBER_WORD.test(before) && /[/-]/.test(m[0])) continue;
      if (due.test(before)) found.due ??= date;
      else if (delivery.test(before)) found.delivery ??= date;
      else if (issue.test(before)) {
        if (!found.issue) [found.issue, found.issueLine] = [date, i];
      } else first ??= { date, line: i };
    }
  });
  // A chat message's time stamp: the day it was written ("date today"), when the text names no date at all.
  const stamp = stamps.map((s) => normaliseDate(s.split(/,\s*|\s+/)[0]!)).find((d) => d !== null);
  const fallback = (first ?? sent ?? (stamp ? { date: stamp, line: -1 } : null)) as { date: string; line: number } | null;
  if (!found.issue && fallback) [found.issue, found.issueLine] = [fallback.date, fallback.line];
  return found;
}

/** The currency most often written (codes, symbols, names). */
function findCurrency(text: string): string | null {
  const counts = new Map<string, number>();
  for (const m of text.matchAll(
    /(?<![\p{L}\p{N}])(EUR|USD|GBP|PLN|CHF|SEK|DKK|NOK|CZK|HUF|RON|euros?|zł|zl|złotych|quid|pounds?|S?Fr\.(?=\s?\d))(?![\p{L}])|[€$£]/giu,
  )) {
    const code = normaliseCurrency(m[0].replace(/^S?Fr\.$/i, 'CHF'));
    if (code) counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

const RATE_AFTER_VAT = new RegExp(`${VAT_WORDS}[^\\d\\n%]{0,12}(\\d{1,2}(?:[.,]\\d{1,2})?)\\s*${PERCENT}`, 'iu');
const RATE_BEFORE_VAT = new RegExp(`(\\d{1,2}(?:[.,]\\d{1,2})?)\\s*${PERCENT}\\s*(?:${VAT_WORDS.slice(3, -1)})`, 'iu');
/** "iva 21", "VAT: 20" without a percent sign: a whole number a rate can be, and no amount after it. */
const BARE_RATE_AFTER_VAT = new RegExp(`(?<![\\p{L}])${VAT_WORDS}\\s*:?\\s*(\\d{1,2})(?![\\d]|[.,]\\d)`, 'iu');

function findVatRate(text: string): string | null {
  const m = RATE_AFTER_VAT.exec(text) ?? RATE_BEFORE_VAT.exec(text);
  if (m) return m[1]!.replace(',', '.');
  const bare = BARE_RATE_AFTER_VAT.exec(text);
  return bare && Number(bare[1]) >= 4 && Number(bare[1]) <= 27 ? bare[1]! : null;
}

/** A legend of VAT codes: "A = 7 %", "B: 19 %", a summary row "S     20.00%    91.50   18.30". */
const VAT_CODE_LEGEND = /(?<![\p{L}\p{N}])([A-Z])[ \t]*[=:]?[ \t]*(\d{1,2}(?:[.,]\d{1,2})?)[ \t]*%/gu;

/** The rate each VAT code stands for, as the text's legend states it (the first statement of a code counts). */
function vatCodeRates(text: string): Map<string, string> {
  const rates = new Map<string, string>();
  for (const m of text.matchAll(VAT_CODE_LEGEND)) if (!rates.has(m[1]!)) rates.set(m[1]!, canonicalNumber(m[2]!.replace(',', '.')));
  return rates;
}

/** The net amount of an amount stated with VAT included, once the rate is known (to the cent). */
function netFromGross(gross: string | null | undefined, rate: string | null): string | null {
  if (!gross || rate === null) return null;
  return new Big(gross).div(new Big(rate).div(100).plus(1)).round(2).toFixed(2);
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function partyTree(p: PartyFacts): StringTree {
  return {
    name: p.name,
    address: { street: p.street, city: p.city, postal_code: p.postal_code, country_code: p.country_code },
    vat_id: p.vat_id,
    tax_registration_id: p.tax_registration_id,
    legal_registration_id: p.legal_registration_id,
    contact: p.contact_name || p.email || p.phone ? { name: p.contact_name, email: p.email, phone: p.phone } : null,
  };
}

const LOOSE_VAT_ID = new RegExp(`${labelPattern(LABELS.vatId)}(${VAT_VALUE.source})`, 'giu');
const CREDIT_NOTE = new RegExp(`(?<![\\p{L}])(?:${alternation(LABELS.creditNote)})(?![\\p{L}])`, 'iu');

/** Everything labelled "VAT id" in the text, for parties whose block did not carry theirs. */
function assignLooseVatIds(lines: readonly string[], seller: PartyFacts, buyer: PartyFacts): void {
  const re = LOOSE_VAT_ID;
  const known = new Set([seller.vat_id, buyer.vat_id]);
  lines.forEach((line, i) => {
    for (const m of line.matchAll(re)) {
      const id = m[1]!.trim();
      if (known.has(id)) continue;
      known.add(id);
      if (buyer.lines.includes(i) && !buyer.vat_id) buyer.vat_id = id;
      else if (!seller.vat_id) seller.vat_id = id;
      else if (!buyer.vat_id) buyer.vat_id = id;
    }
  });
}

/**
 * The IBAN after its label. Grouped IBANs are sometimes broken over two lines; the value keeps the line break so it
 * is exactly what the text holds (the pipeline removes the grouping after mapping back).
 */
function findIban(text: string, lines: readonly string[]): { value: string; line: number } | null {
  const m = /(?<![\p{L}])IBAN(?![\p{L}])\s*[:.]?\s*([A-Z]{2}\d{2}(?:[ ]?\n?[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?\n?[ ]?[A-Z0-9]{1,4})?(?![A-Z0-9]))/iu.exec(
    text,
  );
  if (!m) return findLabelled(lines, LABELS.iban, /\S+/);
  return { value: m[1]!.replace(/\s+$/, ''), line: text.slice(0, m.index).split('\n').length - 1 };
}

/**
 * Invoice data: an invoice number, or items with amounts. One amount alone, stated as an estimate, with no number and
 * no date, in a text that asks questions is a question about invoicing ("do I charge VAT on about 2,400 € net?").
 */
export function holdsInvoiceData(numbered: boolean, items: number, dated: boolean, text: string): boolean {
  if (numbered) return true;
  if (items === 0) return false;
  return items > 1 || dated || !/\?/.test(text) || !APPROXIMATE_AMOUNT.test(text);
}

/** Reads a text (original or anonymized) into the model schema. */
export function extractInvoiceFacts(text: string, language: string): ModelExtraction {
  return readInvoice(text, language).extraction;
}

/** The extraction and the paths of values worked out rather than read (see ExtractionAnswer.derived). */
export function readInvoice(original: string, language: string): { extraction: ModelExtraction; derived: string[] } {
  // A dictated text states its numbers in words: read with them written as digits, its numbers and dates worked out.
  const spoken = writeSpokenNumbers(original, LEXICONS[language], language === 'en' ? '.' : ',');
  const text = spoken ?? original;
  const reading = readWrittenInvoice(text, language);
  if (spoken && reading.extraction.invoice) reading.derived.push(...numberAndDatePaths(reading.extraction.invoice));
  return reading;
}

/** The paths of every date and amount of an answer (lines.0.quantity, issue_date …). */
function numberAndDatePaths(tree: StringTree, prefix = ''): string[] {
  if (typeof tree === 'string') return /(^|\.)(issue_date|due_date|date|quantity|unit_price|net_amount|vat_rate)$/.test(prefix) ? [prefix] : [];
  if (tree === null || typeof tree !== 'object') return [];
  const entries = Array.isArray(tree) ? tree.map((v, i) => [String(i), v] as const) : Object.entries(tree);
  return entries.flatMap(([key, value]) => numberAndDatePaths(value as StringTree, prefix ? `${prefix}.${key}` : key));
}

function readWrittenInvoice(text: string, language: string): { extraction: ModelExtraction; derived: string[] } {
  const derived: string[] = [];
  /** A value the extractor works out itself (not written in the text): noted as derived, then used. */
  const inferred = <T>(path: string, value: T): T => {
    derived.push(path);
    return value;
  };
  // A forwarded or replied-to mail quotes its lines with "> ": read them as they were written.
  const chat = withoutChatPrefixes(text.split(/\r?\n/).map((line) => line.replace(/^\s*(?:>\s?)+/, '')));
  const lines = chat.lines;
  // A series before the number is written in capitals ("FV 88/2024"); "vom 14.11.2026" is no reference.
  const acceptNumber = (v: string) => !isDate(v) && !/^\d{1,2}$/.test(v) && !/^\S*\p{Ll}\S* /u.test(v);
  const numberFound = withSeries(
    lines,
    findLabelled(lines, LABELS.invoiceNumber, REFERENCE, acceptNumber) ??
      numberAfterNumberWord(lines, acceptNumber) ??
      // "Faktura nr 23/11/2024": after a number word, a value shaped like a date is the number (numbered per month).
      numberedLikeDate(lines),
  );
  const mailLines = mailHeaderLines(lines);
  const dates = findDates(lines, mailLines, chat.stamps);
  // No currency written: the one texts in this language are written in, when there is one (worked out, not read).
  const currency = findCurrency(text) ?? LEXICONS[language]?.currency ?? null;
  const { seller, buyer } = extractParties(lines, mailLines);
  // No recipient found in a head laid out in two columns: the parties as read one column after the other.
  const columns = buyer.name ? null : readInColumns(lines);
  if (columns) {
    const again = extractParties(columns);
    if (again.buyer.name && again.seller.name && again.buyer.name !== again.seller.name) {
      // Their lines are the column reading's, not the text's: the item reader skips the original lines they came from.
      if (again.seller.name !== seller.name) Object.assign(seller, again.seller, { lines: seller.lines });
      Object.assign(buyer, again.buyer, { lines: [] });
    }
  }
  assignLooseVatIds(lines, seller, buyer);

  const iban = findIban(text, lines);
  const bic = findLabelled(lines, LABELS.bic, /[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?/);
  const order = findLabelled(lines, LABELS.orderReference, REFERENCE, (v) => !isDate(v));
  const buyerRef = findLabelled(lines, LABELS.buyerReference, /[^\s,;]+/);
  const leitweg = findLabelled(lines, LABELS.leitwegId, /[^\s,;]*\d[^\s,;]*/);
  const contract = findLabelled(lines, LABELS.contract, REFERENCE, (v) => !isDate(v));
  const creditNote = CREDIT_NOTE.test(text);
  const preceding = findLabelled(lines, LABELS.precedingInvoice, REFERENCE, (v) => !isDate(v));
  // The anonymizer replaces a labelled SDI code; the placeholder maps back to it after the model.
  const codiceDestinatario = findLabelled(lines, LABELS.codiceDestinatario, /\[EINVOICE_ID_\d+\]|[A-Z0-9]{7}(?![A-Z0-9])/);
  const siret = findLabelled(lines, LABELS.siret, /\[TAX_ID_\d+\]|\d{3}\s?\d{3}\s?\d{3}\s?\d{5}/);

  const skip = new Set<number>([...seller.lines, ...buyer.lines]);
  for (const found of [iban, bic]) if (found) skip.add(found.line);
  // Numbers that are references, not amounts, are blanked before items are read.
  // Labelled VAT ids too, wherever they stand ("Prices are in £, our VAT no. GB 377 5945 93 as always").
  const vatIds = findAllLabelled(lines, LABELS.vatId, VAT_VALUE).map((v) => v.value);
  const mask = [numberFound?.value, order?.value, contract?.value, leitweg?.value, buyerRef?.value, preceding?.value, siret?.value, ...vatIds].filter(
    (v): v is string => Boolean(v),
  );
  const items: LineFacts[] = extractLines(lines, skip, language, mask);

  const rate = findVatRate(text);
  const reverse = REVERSE_CHARGE.test(text);
  const exempt = VAT_EXEMPT.test(text);
  const codes = items.some((l) => l.vat_code) ? vatCodeRates(text) : null;
  for (const l of items) if (l.vat_code && l.vat_rate === null) l.vat_rate = codes?.get(l.vat_code) ?? null;
  // No rate named for the items: the one at which their nets make a total the text states (worked out, not read).
  const unrated = rate === null && !reverse && !exempt && items.some((l) => l.vat_rate === null);
  const rateFromTotal = unrated
    ? rateFromStatedTotal(
        text,
        items.map(netOf).filter((n): n is Big => n !== null),
        language,
      )
    : null;
  const lineTrees = items.map((l, i) => ({
    description: l.description,
    quantity: l.quantity,
    unit: l.unit,
    unit_price: l.unit_price,
    net_amount: l.net_amount ?? inferred(`lines.${i}.net_amount`, netFromGross(l.gross_amount, reverse || exempt ? '0' : (l.vat_rate ?? rate))),
    vat_category: reverse ? 'AE' : exempt ? 'E' : null,
    // Reverse charge and exemption mean rate 0, which the text rarely writes.
    vat_rate:
      reverse || exempt
        ? inferred(`lines.${i}.vat_rate`, '0')
        : (l.vat_rate ?? rate ?? (rateFromTotal ? inferred(`lines.${i}.vat_rate`, rateFromTotal) : null)),
  }));

  let terms: string | null = null;
  let due = dates.due;
  for (const re of PAYMENT_DAYS) {
    const m = re.exec(text);
    if (!m) continue;
    const sentence = text.slice(0, m.index).split(/[.\n]/).pop()! + text.slice(m.index).split(/[\n]|\.(?:\s|$)/)[0]!;
    terms = sentence.trim();
    if (!due && dates.issue) {
      due = addDays(dates.issue, Number(m[1]));
      derived.push('due_date');
    }
    break;
  }

  const hasPayment = iban || bic || terms;
  const extensions: { [key: string]: StringTree } = {};
  if (leitweg) extensions.de = { leitweg_id: leitweg.value };
  if (codiceDestinatario) extensions.it = { codice_destinatario: codiceDestinatario.value };
  // The NIP is the Polish VAT id without its prefix; the pipeline drops the prefix after mapping back.
  if (SPLIT_PAYMENT.test(text) && seller.vat_id) extensions.pl = { nip_seller: seller.vat_id, split_payment: 'true' };
  if (siret && seller.lines.includes(siret.line)) extensions.fr = { siret_seller: siret.value.replace(/\s/g, '') };

  const invoice: { [key: string]: StringTree } = {
    invoice_number: numberFound?.value ?? null,
    type_code: creditNote ? '381' : null,
    preceding_invoice_reference: preceding?.value ?? null,
    issue_date: dates.issue,
    currency_code: currency,
    due_date: due,
    buyer_reference: leitweg?.value ?? buyerRef?.value ?? null,
    purchase_order_reference: order?.value ?? null,
    contract_reference: contract?.value ?? null,
    seller: partyTree(seller),
    buyer: partyTree(buyer),
    delivery: dates.delivery ? { date: dates.delivery } : null,
    payment: hasPayment
      ? { means_code: null, terms, bank_account: iban || bic ? { iban: iban?.value.trim() ?? null, bic: bic?.value ?? null } : null }
      : null,
    lines: lineTrees,
    country_extensions: Object.keys(extensions).length ? extensions : null,
  };
  const containsInvoice = holdsInvoiceData(numberFound !== null, lineTrees.length, dates.issue !== null, text);
  return { extraction: { contains_invoice: containsInvoice, invoice: containsInvoice ? invoice : null }, derived };
}

export function createOfflineProvider(): ExtractionProvider {
  return {
    name: 'offline',
    kind: 'offline',
    // In-process, nothing is sent anywhere: it reads the caller's text, not the anonymized one, so placeholders
    // (however many the anonymizer puts in) never hide the names, streets and numbers it reads.
    reads: 'original',
    async extract(request: ExtractionRequest) {
      const { extraction, derived } = readInvoice(request.originalText ?? request.anonymizedText, request.language);
      return { extraction, derived, signals: { retried: false, truncated: false } };
    },
  };
}
