// Invoice lines from free text: "2 x Consulting day à 1.250,00 EUR = 2.500,00 EUR", "10 Std. Support je 95 €",
// table rows "Webdesign | 1 | 1.200,00 | 1.200,00", "Hosting (12 months): 240.00 EUR". Each candidate line is
// read as a description plus numbers; quantity × unit price = net amount decides which number is which.
import Big from 'big.js';
import { DATE_CANDIDATE } from '../evidence.js';
import { MONTH_PATTERN, normaliseDecimal } from '../normalize.js';
import { alternation, escapeRegExp } from './labels.js';
import {
  ADJUSTMENT_WORDS,
  ABBREVIATION_WORDS,
  COLUMN_WORDS,
  ITEM_JOINS,
  NET_MARKER_WORDS,
  PER_UNIT_WORDS,
  RESTATEMENTS,
  REVERSE_CHARGE,
  TOTAL_WORDS,
  UNIT_WORD_LIST,
  unitCode,
  VAT_EXEMPT,
  VAT_WORDS,
} from './vocabulary.js';
import { statedRates, withoutRestatedSums } from './sums.js';
import { numbersOnly, ocrWord, plainNumbers, readHeader, readRow, type TableHeader } from './tables.js';

export interface LineFacts {
  description: string;
  quantity: string | null;
  unit: string | null;
  unit_price: string | null;
  net_amount: string | null;
  vat_rate: string | null;
  /** An amount stated with VAT included ("1.190,00 EUR brutto"); the net amount follows once the rate is known. */
  gross_amount?: string | null;
  /** A letter standing for the line's VAT rate in a table ("A", "S"), resolved by the text's legend. */
  vat_code?: string;
}

/** Words saying an amount includes VAT. */
const GROSS_MARKER =
  /(?<![\p{L}])(?:brutto|gross|ttc|(?:incl|inkl)\.?\s*(?:\d{1,2}(?:[.,]\d+)?\s*%\s*)?(?:vat|btw|tva|iva|mwst\.?|ust\.?)|including vat|vat included|tax included|tva incluse|iva inclus[ao]|iva incluido|w tym vat)(?![\p{L}])/iu;

const CURRENCY = /(?:€|US\$|\$|£|zł|(?<![\p{L}])(?:EUR|USD|GBP|PLN|CHF|SEK|DKK|NOK|CZK|euros?|zl|quid|pounds?)(?![\p{L}]))/iu;
const NUMBER = new RegExp(
  [
    String.raw`[-+]?\d{1,3}(?:[ \u00a0\u202f]\d{3})+[.,]\d{2}`, // 1 250,00 (spaces group thousands before decimals …)
    String.raw`[-+]?\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?=\s*(?:zł|€|£|\$|EUR|PLN|GBP|USD|CHF|euro))`, // … or before a currency: 2 100 zł
    String.raw`[-+]?\d{1,3}(?:[.,'\u00a0\u202f]\d{3})+(?:[.,]\d{1,2})?`, // 1.250,00 / 1,250.00 / 1'250.00
    String.raw`[-+]?\d+(?:[.,]\d+)?`,
  ]
    // Nor a number joined to letters by a hyphen: an article code ("WH-40", "KX-2") is no amount.
    .map((alt) => `(?<![\\p{L}\\p{N}_.,])(?<!\\p{L}-)${alt}(?![\\p{N}])`)
    .join('|'),
  'gu',
);
const PRICE_MARKER =
  /(?<![\p{L}])(?:à|a|at|@|je|each|per|pro|por|po|zu|op|by|für|for|preis|price|prix|prezzo|precio|prijs|cena|unit price|x|×)\s*[:=]?\s*(?:€|EUR|\$|£|zł|PLN|CHF)?\s*$/iu;
/** Words after an amount saying it is per unit: "180 each", "85€ cada uno", "55 euro l'ora", "45 euro per stuk". */
const PER_UNIT_AFTER =
  /^\s*(?:€|EUR|\$|£|zł|PLN|CHF|GBP|euros?|quid|pounds?)?\s*(?:netto\s+)?(?:each|apiece|per\s+(?!(?:la|il|lo|le|l'|i|gli|un|una|uno|the|a|an|de|het|een|el|los|las|favore|conto)\b)\p{L}+|a\s+piece|\/\s*\p{L}{1,6}\.?|je\s+(?:stück|stunde|std)|pro\s+(?:stück|stunde)|cada\s+un[oa]|la\s+(?:caja|unidad|pieza|botella)|l'unité|par\s+unité|la\s+pièce|por\s+(?:unidad|hora)|la\s+hora|chacun[e]?|pièce|de\s+l'heure|l'heure|l'ora|all'ora|cadauno|ciascun[oa]|l'uno|per\s+stuk|per\s+uur|za\s+(?:sztukę|godzinę)|\/szt)(?![\p{L}])/iu;
const CURRENCIES = new RegExp(CURRENCY.source, 'giu');
const GROSS_MARKERS = new RegExp(GROSS_MARKER.source, 'giu');
const MONEY_AFTER = new RegExp(`^\\s*${CURRENCY.source}`, 'iu');
const MONTH_BEFORE = new RegExp(`(?<![\\p{L}])(?:${MONTH_PATTERN})\\.?\\s*$`, 'iu');
/** An amount after "=", "→" or a word naming it the line's net amount ("total", "Summe", "razem"). */
const NET_MARKER = new RegExp(`(?:=|→|->|${alternation(NET_MARKER_WORDS)})\\s*[:=]?\\s*(?:€|EUR|\\$|£|zł|PLN|CHF)?\\s*$`, 'iu');
/** A sign of a per-unit price anywhere in an item: "/", "@" or a word ("per", "je", "each", "à"). */
const PER_UNIT_SIGN = new RegExp(`\\/|${alternation(PER_UNIT_WORDS)}|@`);
/** "3 x", "3x": a count; "70x100", "2m x 1m" are sizes. */
const QTY_X = /(?<![\p{L}\p{N}_.,])(\d+(?:[.,]\d+)?)(?:\s+(?:x|×)|\s*(?:x|×)(?!\d))(?![\p{L}])/iu;
/** "x 3" after the item; "x 60,00 €" is a price ("4 Fahrzeuge x 60,00 €"), not a count. */
const X_QTY = /(?<![\p{L}\p{N}])(?:x|×)\s*(\d+)(?![\p{N}]|[.,]\d|\s\d{3}(?!\d)|\s*(?:€|\$|£|zł|zl|eur|euro|pln|gbp|usd|chf)(?![\p{L}]))/iu;
const QTY_UNIT = new RegExp(
  String.raw`(?<![\p{L}\p{N}_.,])(\d+(?:[.,]\d+)?)\s*(` + UNIT_WORD_LIST.map(escapeRegExp).join('|') + String.raw`)(?![\p{L}\p{N}'’²³])\.?`,
  'iu',
);
const RATE_ONLY = new RegExp(
  `^\\s*(?:${VAT_WORDS}\\.?\\s*:?\\s*(\\d{1,2}(?:[.,]\\d{1,2})?)\\s*%|(\\d{1,2}(?:[.,]\\d{1,2})?)\\s*%\\s*${VAT_WORDS}\\.?)\\s*[.;]?\\s*$`,
  'iu',
);
const DAY_MONTH = /(?<![\d.,])(?:0?[1-9]|[12]\d|3[01])\.(?:0?[1-9]|1[0-2])\.(?!\d)/g;
const RATE = /(\d{1,2}(?:[.,]\d{1,2})?)\s*%/u;
/** A tax line: it starts with the VAT's name, maybe after "plus", "+" or "zzgl." ("plus 19% mwst", "+ 20% MWSt"). */
const TAX_START = new RegExp(
  `^[\\s\\-*•·]*(?:(?:${alternation(ITEM_JOINS)}|zzgl\\.?|zuzüglich)\\s*)?(?:\\d{1,2}(?:[.,]\\d{1,2})?\\s*%\\s*)?${VAT_WORDS}(?![\\p{L}])`,
  'iu',
);
/** A sum worked out in the text ("90 + 385 + 200 = 675", "1.755 + 175,50 di iva = 1.930,50"): a recap, never an item. */
const SUM = /(\d[\d.,']*)((?:\s*\+\s*\d[\d.,']*)+)(?:\s+\p{L}+){0,3}\s*=\s*(\d[\d.,']*)/u;

function isRecap(text: string, language: string): boolean {
  const m = SUM.exec(text);
  if (!m) return false;
  const terms = [m[1]!, ...m[2]!.split('+').slice(1)].map((t) => decimal(t.trim(), language));
  const total = decimal(m[3]!, language);
  if (!total || terms.some((t) => !t)) return false;
  return close(
    terms.reduce((a: Big, b) => a.plus(b!), new Big(0)),
    total,
  );
}

const TOTAL_ANYWHERE = new RegExp(`(?<![\\p{L}])(?:${alternation(TOTAL_WORDS)})(?![\\p{L}])`, 'iu');
/** A sum's label: a totals word right before the first amount ("Goods net 166.50", "Invoice total € 179.47"). */
const TOTAL_LABEL = new RegExp(
  `^[^\\d]*(?<![\\p{L}])(?:${alternation(TOTAL_WORDS)})\\.?\\s*[:=]?\\s*(?:€|EUR|£|GBP|\\$|USD|CHF|Fr\\.|zł|PLN)?\\s*\\d[\\d.,'’ ]*\\s*(?:€|EUR|£|GBP|\\$|USD|CHF|zł|PLN)?\\s*$`,
  'iu',
);
const totalStart = new RegExp(`^[\\s\\-*•·]*(?:${alternation(TOTAL_WORDS)})(?![\\p{L}])`, 'iu');
const startsWithTotal = (text: string) => totalStart.test(text);
/** Words saying an amount is net; they qualify the amount, not the item. */
const NET_QUALIFIERS =
  /(?<![\p{L}])(?:netto|net|excl\.?\s*(?:btw|vat|mwst\.?)?|exkl\.?|zzgl\.?|ht|hors taxes?|imponibile|base imponible|zł netto)(?![\p{L}])/giu;
/** "VAT 19%", "19 % MwSt.": a rate named on an item line, or a tax line of its own. */
const VAT_PHRASE = new RegExp(
  `${VAT_WORDS}\\.?\\s*:?\\s*(\\d{1,2}(?:[.,]\\d{1,2})?)\\s*%|(\\d{1,2}(?:[.,]\\d{1,2})?)\\s*%\\s*${VAT_WORDS}\\.?`,
  'iu',
);

function decimal(text: string, language: string): Big | null {
  const n = normaliseDecimal(text, language);
  return n ? new Big(n.value) : null;
}

const close = (a: Big, b: Big) => a.minus(b).abs().lte(0.011);

interface Amount {
  value: Big;
  /** The text right after the number ("each", "per stuk"), which says whether it is per unit. */
  after: string;
  /** The text right before the number ("à ", "= "), which says whether it is a price or a total. */
  before: string;
  hasDecimals: boolean;
}

/** A discount or surcharge word right before a percentage ("Spoedtoeslag 15%", "remise flotte −10 %"). */
const ADJUSTMENT_BEFORE = new RegExp(`(?:${alternation(ADJUSTMENT_WORDS)})[^\\d%]{0,20}$`, 'iu');

/** Takes "VAT 19%" or a bare "19 %" out of the text; a bare one after a discount or surcharge word is no VAT rate. */
function takeVatRate(text: string, language: string): { text: string; rate: string | null; named: boolean } {
  const phrase = VAT_PHRASE.exec(text);
  const found = phrase ?? RATE.exec(text);
  if (!found) return { text, rate: null, named: false };
  if (!phrase && ADJUSTMENT_BEFORE.test(text.slice(0, found.index))) return { text: text.replace(found[0], ' '), rate: null, named: false };
  const rate = normaliseDecimal((found[1] ?? found[2])!, language)?.value ?? null;
  return { text: text.replace(found[0], ' '), rate, named: phrase !== null };
}

/** Takes the quantity out of the text: "3 x", "x 3", "10 Std.", "5 szt."; the unit when one is named. */
function takeQuantity(text: string, language: string): { text: string; quantity: Big | null; unit: string | null; times: boolean } {
  let quantity: Big | null = null;
  let unit: string | null = null;
  const times = QTY_X.exec(text) ?? X_QTY.exec(text);
  if (times) {
    quantity = decimal(times[1]!, language);
    text = text.replace(times[0], ' ');
  }
  const withUnit = QTY_UNIT.exec(text);
  if (withUnit) {
    quantity ??= decimal(withUnit[1]!, language);
    unit = unitCode(withUnit[2]!);
    text = text.replace(withUnit[0], ' ');
  }
  return { text, quantity, unit, times: times !== null };
}

/** A year the item names ("mese di ottobre 2026", "annuale 2026/27"): words of the description, no amount. */
const NAMED_YEAR = new RegExp(
  `(?:(?<![\\p{L}])(?:${MONTH_PATTERN})\\.?\\s+(?:19|20)\\d{2}|(?<![\\d.,/])(?:19|20)\\d{2}\\/\\d{2})(?![\\d.,]\\d)`,
  'giu',
);

/** The numbers left in the text, and the text without them. */
function takeAmounts(text: string, language: string): { text: string; amounts: Amount[] } {
  const amounts: Amount[] = [];
  let rest = text;
  const years = [...text.matchAll(NAMED_YEAR)].map((m) => [m.index, m.index + m[0].length] as const);
  for (const m of text.matchAll(NUMBER)) {
    if (years.some(([from, to]) => m.index >= from && m.index < to)) continue;
    const value = decimal(m[0], language);
    if (!value) continue;
    const end = m.index + m[0].length;
    amounts.push({
      value,
      before: text.slice(Math.max(0, m.index - 14), m.index),
      after: text.slice(end, end + 24),
      hasDecimals: /[.,]\d{1,2}$/.test(m[0]),
    });
    rest = rest.replace(m[0], ' ');
  }
  return { text: rest, amounts };
}

/** What is left once numbers, currencies, price words and qualifiers like "netto" or "HT" are gone. */
function describe(text: string): string {
  return text
    .replace(CURRENCIES, ' ')
    .replace(/(?<![\p{L}])(?:à|at|@|je|each|per|pro|por|po|zu|a|für|for|op)(?![\p{L}])/giu, ' ')
    .replace(/[=|:;→*×]|->|\/\s*(?=\s|$)/g, ' ')
    .replace(NET_QUALIFIERS, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,.\-–()]+|[\s,.:;\-–(]+$/g, '')
    .trim();
}

/**
 * Which amount is the unit price and which the net amount. Prefers a reading where quantity × price = net; a lone
 * amount is a price after "à", "at", "je", "po" … and the net amount otherwise.
 */
function assignAmounts(
  amounts: Amount[],
  quantity: Big | null,
  raw: string,
  times = false,
): { quantity: Big | null; unitPrice: Big | null; net: Big | null } {
  const values = amounts.map((a) => a.value);
  const last = amounts[amounts.length - 1]!;
  if (amounts.length === 1) {
    // "8 x 15,00 € HT": a count times one amount is a count at a price.
    const perUnit = quantity !== null && quantity.gt(1) && !NET_MARKER.test(last.before) && (times || PER_UNIT_SIGN.test(raw));
    // Without a count, a lone amount is what the item costs ("Ersatzteile für 140 Euro"), unless it is said to be per unit.
    const price = quantity === null ? PER_UNIT_AFTER.test(last.after) : PRICE_MARKER.test(last.before) || perUnit || PER_UNIT_AFTER.test(last.after);
    return price ? { quantity, unitPrice: last.value, net: null } : { quantity, unitPrice: null, net: last.value };
  }
  if (quantity) {
    for (let i = 0; i < values.length; i++) {
      for (let j = i + 1; j < values.length; j++) {
        if (close(quantity.times(values[i]!), values[j]!)) return { quantity, unitPrice: values[i]!, net: values[j]! };
      }
    }
  }
  for (let i = 0; i < values.length; i++) {
    for (let j = i + 1; j < values.length; j++) {
      for (let k = j + 1; k < values.length; k++) {
        if (close(values[i]!.times(values[j]!), values[k]!)) return { quantity: values[i]!, unitPrice: values[j]!, net: values[k]! };
      }
    }
  }
  const first = amounts[0]!;
  // A bare whole number first is a count ("3 Eichentische à 890 €"), unless it is the year after a month ("October 2026").
  if (
    !quantity &&
    first.value.lt(10_000) &&
    first.value.round(0).eq(first.value) &&
    !first.hasDecimals &&
    !MONTH_BEFORE.test(first.before) &&
    !MONEY_AFTER.test(first.after)
  ) {
    // "3 Eichentische à 890 €": a count, then a price or the line's amount.
    return PRICE_MARKER.test(last.before) || PER_UNIT_AFTER.test(last.after)
      ? { quantity: first.value, unitPrice: last.value, net: null }
      : { quantity: first.value, unitPrice: null, net: last.value };
  }
  return { quantity, unitPrice: values[values.length - 2]!, net: last.value };
}

const POSITION = new RegExp(
  `^\\s*(?:${alternation(COLUMN_WORDS.find(([k]) => k === 'pos')![1].filter((w) => /\p{L}/u.test(w)))})\\s*\\d{1,3}(?:\\s*[:.)-]\\s*|\\s+)`,
  'iu',
);

/**
 * In a sentence ("can u invoice X for the 3 chairs we fixed, 180 each"), the item is named between its quantity and
 * its price: the words after the count, without a unit word and the little words around it ("ore di consulenza").
 */
function itemBetween(raw: string, quantity: Big | null): string | null {
  if (!quantity) return null;
  const re =
    /(?<![\p{L}\p{N}.,/-])(\d+(?:[.,]\d+)?)\s*(?:x|×)?\s+((?:\p{L}[\p{L}'’.-]*\s*){1,6}?)\s*(?=[,;:@=(]|(?:à|a|at|@|je|po|zu|por|per|for|für|de|à|op|by|each|cada)?\s*(?:€|\$|£)?\s*\d)/giu;
  for (const m of raw.matchAll(re)) {
    const n = normaliseDecimal(m[1]!, 'en') ?? normaliseDecimal(m[1]!, 'de');
    if (!n || !new Big(n.value).eq(quantity)) continue;
    const words = m[2]!.trim().split(/\s+/);
    if (words.length && unitCode(words[0]!)) words.shift();
    while (words.length && /^(?:of|di|de|du|des|d'|van|z|der|la|le|el|the)$/iu.test(words[0]!)) words.shift();
    while (words.length && /^(?:à|a|at|je|po|zu|por|per|for|für|de|op|by|each|cada|we|à)$/iu.test(words[words.length - 1]!)) words.pop();
    const text = words.join(' ').replace(/[.,]+$/, '');
    if ((text.match(/\p{L}/gu) ?? []).length >= 3) return text;
  }
  return null;
}

/** A whole sentence left as description ("Attached is the invoice … for the boiler service"): its "for …" part. */
function shorten(description: string, raw: string): string {
  if (description.split(/\s+/).length <= 8) return description;
  return forItem(raw) || description;
}

/** Reads one text line (or clause) as an invoice line; null when it is not one. */
export function readLine(raw: string, language: string): LineFacts | null {
  if (/(?<![A-Za-z])[A-Z]{2}\d{2}(?:\s?[0-9X]{4}){2}/.test(raw)) return null; // bank details, never an item
  const cleaned = raw
    .replace(DATE_CANDIDATE, ' ')
    // "am 29.10.": a day and month without the year, where amounts are written with a decimal comma.
    .replace(language === 'en' ? /$^/ : DAY_MONTH, ' ')
    .replace(/^\s*(?:[-*•·]|\d{1,3}[.)])\s+/, ' ')
    .replace(POSITION, ' ');
  const hasMoney = CURRENCY.test(cleaned);
  if (TAX_START.test(cleaned) || isRecap(cleaned, language) || TOTAL_LABEL.test(ocrWord(cleaned))) return null;
  const vat = takeVatRate(cleaned, language);
  // A totals or tax line starts with a totals word ("Summe", "zzgl. … MwSt.", "Total HT").
  if (startsWithTotal(vat.text)) return null;
  const gross = GROSS_MARKER.test(cleaned);
  const qty = takeQuantity(vat.text.replace(GROSS_MARKERS, ' ').replace(/(?<![\p{L}])(?:incl|inkl)\.?(?![\p{L}])/giu, ' '), language);
  const { text, amounts } = takeAmounts(qty.text, language);
  // "VAT 18% on 472.10  84.98", "Base 4%  126,45  Cuota  5,06": the rate of the one amount is the other, a tax line.
  if (vat.rate && amounts.length === 2 && close(amounts[0]!.value.times(vat.rate).div(100), amounts[1]!.value)) return null;
  const description = shorten(describe(text), raw);
  if ((description.match(/\p{L}/gu) ?? []).length < 3 || startsWithTotal(description)) return null;
  // An item has a money amount: a currency or decimals ("Hauptstraße 5", "at 9:30" are no items).
  if (amounts.length === 0 || (!hasMoney && !amounts.some((a) => a.hasDecimals || PER_UNIT_AFTER.test(a.after)))) return null;
  if (gross && amounts.length === 1 && !qty.quantity) {
    return {
      description,
      quantity: null,
      unit: qty.unit,
      unit_price: null,
      net_amount: null,
      vat_rate: vat.rate,
      gross_amount: amounts[0]!.value.toFixed(2),
    };
  }
  const { quantity, unitPrice, net } = assignAmounts(amounts, qty.quantity, raw, qty.times);
  return {
    description: description.split(/\s+/).length > 5 ? (itemBetween(cleaned, quantity) ?? description) : description,
    quantity: quantity ? quantity.toString() : null,
    unit: qty.unit,
    unit_price: unitPrice ? unitPrice.toString() : null,
    net_amount: net ? net.toFixed(2) : null,
    vat_rate: vat.rate,
  };
}

/**
 * Pieces of a line that may each be an item: sentences, "; " parts, and ", " parts that start with a quantity
 * ("…240.00 GBP, 4 x dental floss box…"). A "Label: 2 x item" keeps what follows the colon.
 */
const JOIN = new RegExp(`\\s+(?:${alternation(ITEM_JOINS)})\\s+`, 'iu');
const AMOUNT_IN = /\d[.,]\d{1,2}(?!\d)|\d\s*(?:€|\$|£|zł|eur|euro|pln|gbp|quid)|(?:€|\$|£)\s*\d/iu;

/** An item without a currency: a count, its words, then a number ("3 fusti birra a 95"). */
const ITEM_SHAPE = /^\s*\d+(?:[.,]\d+)?\s*(?:x|×)?\s*\p{L}[\p{L}\s'’.-]*?\s(?:à|a|at|@|je|po|zu|por|per|x|×)?\s*\d/iu;

/** An amount: with a currency or decimals, or a bare number with a per-unit word after it ("45 each", "14.20/kg"). */
function hasAmount(text: string): boolean {
  if (AMOUNT_IN.test(text)) return true;
  for (const m of text.matchAll(/\d+(?:[.,]\d+)?/g)) if (PER_UNIT_AFTER.test(text.slice(m.index + m[0].length))) return true;
  return false;
}

/** "2x A je 120€ und B 35€": two items joined by "und", "and", "y", "et" … when both sides name an amount. */
function splitJoined(clause: string): string[] {
  const m = JOIN.exec(clause);
  if (!m) return [clause];
  const [before, after] = [clause.slice(0, m.index), clause.slice(m.index + m[0].length)];
  return hasAmount(before) && (hasAmount(after) || ITEM_SHAPE.test(after)) ? [before, ...splitJoined(after)] : [clause];
}

/** Abbreviations a sentence does not end with ("inkl.", "szt.", "Dr."): unit words and a few titles and labels. */
const ABBREVIATIONS = new Set([...UNIT_WORD_LIST, ...ABBREVIATION_WORDS]);

/** Splits a line into sentences at ". ", "! ", "? " unless the word before the stop is an abbreviation. */
function sentences(line: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (const m of line.matchAll(/([\p{L}\p{N}€$£%)]+)([.!?])\s+(?=\p{L})/gu)) {
    const word = m[1]!.toLowerCase();
    if (m[2] === '.' && (ABBREVIATIONS.has(word) || /^\p{L}$/u.test(word))) continue;
    const end = m.index + m[1]!.length + 1;
    out.push(line.slice(from, end));
    from = m.index + m[0].length;
  }
  out.push(line.slice(from));
  return out.filter((x) => x.trim() !== '');
}

/** Clause breaks: "; " and ", " before a totals or tax word ("…, tva 20, total 605"). */
const CLAUSE_BREAK = new RegExp(String.raw`;\s+|,\s+(?=(?:` + alternation(TOTAL_WORDS) + String.raw`)(?![\p{L}]))`, 'iu');
const LIST_MARK = /^\s*(?:[-*•·]|\d{1,3}[.)])\s+/;

/**
 * ", " between two items: both parts state a number ("2x sockets 45 each, 1x consumer unit 385, labour 5 hrs at
 * 40/hr"). A name before its count stays whole ("Architekturfotografie, 3 Wohnungen – 4 Std. à 110,00 €").
 */
function splitItems(clause: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (const m of clause.matchAll(/,\s+(?=\p{L}{0,20}\s?\d|\p{L}[\p{L}\s'’-]{2,40}\d)/gu)) {
    const before = clause.slice(from, m.index).replace(LIST_MARK, '');
    const after = clause.slice(m.index + m[0].length);
    if (/\d/.test(before) && /\p{L}{3}/u.test(before) && namesAnItem(after.split(',')[0]!)) {
      out.push(clause.slice(from, m.index));
      from = m.index + m[0].length;
    }
  }
  out.push(clause.slice(from));
  return out;
}

const RESTATEMENT = new RegExp(`(?<![\\p{L}])(?:${alternation(RESTATEMENTS)})(?![\\p{L}])`, 'giu');

/** A piece naming something besides amounts, currencies and words that restate an amount ("also 225 Euro"). */
function namesAnItem(piece: string): boolean {
  return /\p{L}{3}/u.test(piece.replace(CURRENCIES, ' ').replace(RESTATEMENT, ' ').replace(NET_QUALIFIERS, ' '));
}

function clauses(line: string): string[] {
  return sentences(line)
    .flatMap((sentence) => sentence.split(CLAUSE_BREAK))
    .flatMap(splitItems)
    .flatMap(splitJoined)
    .map((c) => {
      const colon = /^[^:\d]{3,80}:\s+(?=\d+(?:[.,]\d+)?\s*(?:x|×|\p{L}))/u.exec(c);
      if (!colon) return c;
      // Keep the label when it is the item's only name: "Licence: 2 x 1.500,00 € = 3.000,00 €", "Mycie okien: 300,00 zł
      // netto", "Main d'œuvre : 3 heures à 55,00 € HT".
      const rest = c.slice(colon[0].length);
      const words = rest
        .replace(QTY_UNIT, ' ')
        .replace(CURRENCIES, ' ')
        .replace(NET_QUALIFIERS, ' ')
        .replace(/(?<![\p{L}])(?:x|à|a|at|je|po|per|por|zu|op|each|cada|uno|una)(?![\p{L}])/giu, ' ');
      return /\p{L}{3,}/u.test(words) ? rest : c;
    })
    .filter((c) => c.trim() !== '');
}

/** "for the espresso machine service", "für die Wartung": an item named apart from its quantity and price. */
const FOR_ITEM =
  /(?<![\p{L}])(?:for|für|pour|per|por|voor|za|de|relativa a|correspondiente a)\s+(?:the|die|den|das|le|la|les|l'|il|lo|l'|el|los|las|de|het|een|a|an)?\s*([\p{L}][\p{L}\s'’-]{2,60}?)(?=\s*[?.!,;(]|$)/iu;

/** Invoice lines among the text lines not used by a party block or a header. `mask` are values to blank out first. */
export function extractLines(all: readonly string[], skip: ReadonlySet<number>, language: string, mask: readonly string[] = []): LineFacts[] {
  const out: LineFacts[] = [];
  let header: TableHeader | null = null;
  // Rows of a table whose numbers stand on a later line ("Kerosene" / "1,000  0.920  920.00"), in order.
  let pending: string[] = [];
  // An item table that ended in its sums: the lines below are notes (payment terms, legal notices), not items.
  let summed = false;
  let tableRows = 0;
  all.forEach((raw, i) => {
    if (!raw.trim()) {
      header = null;
      pending = [];
      return;
    }
    const tableHeader = readHeader(raw);
    if (tableHeader) {
      header = tableHeader;
      pending = [];
      return;
    }
    if (header) {
      const text = ocrWord(raw);
      // A sum under the table ("Goods net  166.50", "T0TAL EUR  1,072.58", "USt 10 % auf 183,45  18,35") ends it.
      if (startsWithTotal(text) || TAX_START.test(text) || (plainNumbers(text) <= 1 && TOTAL_ANYWHERE.test(text))) {
        header = null;
        pending = [];
        if (out.length) summed = true;
        if (!startsWithTotal(text)) return;
      } else {
        const bare = numbersOnly(raw);
        const row = bare && pending.length ? readRow(`${pending.shift()}   ${raw.trim()}`, header, language) : readRow(raw, header, language);
        if (row) {
          out.push(row);
          tableRows++;
          return;
        }
        if (!bare && /\p{L}{3}/u.test(raw) && !AMOUNT_IN.test(raw)) {
          pending.push(raw.trim());
          return;
        }
      }
    }
    // The sums under a table, after a blank line, end it as well.
    if (!header && tableRows > 0 && startsWithTotal(ocrWord(raw))) summed = true;
    if (summed || skip.has(i) || !/\d/.test(raw)) return; // an item states an amount
    // A VAT line naming reverse charge or an exemption is a legal note to its end ("VAT 0% – reverse charge, Article 196 …").
    if (TAX_START.test(ocrWord(raw)) && (REVERSE_CHARGE.test(raw) || VAT_EXEMPT.test(raw))) return;
    let line = raw;
    for (const value of mask) if (value) line = line.split(value).join(' ');
    let previous = '';
    let last: LineFacts | null = null;
    for (const clause of clauses(line)) {
      // "…= 4 005,00 zł netto, VAT 8%": a rate alone after an item's clause is that item's rate.
      const rateOnly = RATE_ONLY.exec(clause);
      if (rateOnly && last && last.vat_rate === null) {
        last.vat_rate = normaliseDecimal(rateOnly[1] ?? rateOnly[2]!, language)?.value ?? null;
        continue;
      }
      // A clause naming the item without its amount ("Pos. 1: Austausch Pumpe, 1 Stück à 2.340,00 EUR") lends it
      // its words.
      const facts =
        readLine(clause, language) ??
        readLine(`${forItem(previous)} ${clause}`, language) ??
        (previous && !AMOUNT_IN.test(previous) ? readLine(`${previous} ${clause}`, language) : null);
      if (facts) out.push(facts);
      last = facts;
      previous = facts ? '' : clause;
    }
  });
  return withoutRestatedSums(out, statedRates(all));
}

function forItem(text: string): string {
  return FOR_ITEM.exec(text)?.[1]?.trim() ?? '';
}
