// The words of every language's lexicon (lexicon/*.ts), merged into the lists and patterns the extractor uses.
// Texts mix languages, so every list holds the words of all seven.
import { escapeRegExp } from './labels.js';
import { LEXICONS, type ColumnKind, type LabelKind, type Lexicon, type UnitCode } from './lexicon/index.js';

const all = Object.values(LEXICONS);
const merged = (pick: (l: Lexicon) => readonly string[] | undefined): string[] => [...new Set(all.flatMap((l) => pick(l) ?? []))];

const LABEL_KINDS: readonly LabelKind[] = [
  'invoiceNumber',
  'issueDate',
  'dueDate',
  'deliveryDate',
  'seller',
  'buyer',
  'vatId',
  'taxNumber',
  'iban',
  'bic',
  'email',
  'phone',
  'orderReference',
  'buyerReference',
  'leitwegId',
  'contract',
  'project',
  'creditNote',
  'precedingInvoice',
  'codiceDestinatario',
  'siret',
];

export const LABELS: Readonly<Record<LabelKind, readonly string[]>> = Object.fromEntries(
  LABEL_KINDS.map((kind) => [kind, merged((l) => l.labels[kind])]),
) as Record<LabelKind, string[]>;

export const NUMBER_WORDS = merged((l) => l.numberWords);
export const OTHER_NUMBERS = merged((l) => l.otherNumbers);
export const INVOICE_TO = merged((l) => l.invoiceTo);
export const INVOICE_FOR = merged((l) => l.invoiceFor);
export const TO_PARTY = merged((l) => l.toParty);
export const FROM_PARTY = merged((l) => l.fromParty);
export const FORWARDED = merged((l) => l.forwarded);
export const MAIL_HEADERS = merged((l) => l.mailHeaders);
export const MAIL_SENDER = merged((l) => l.mailSender);
export const MAIL_RECIPIENT = merged((l) => l.mailRecipient);
export const SENT_TO = merged((l) => l.sentTo);
export const SELLER_IS = merged((l) => l.sellerIs);
export const LETTERHEAD_BEFORE = merged((l) => l.letterheadBefore);
export const LETTERHEAD_AFTER = merged((l) => l.letterheadAfter);
export const NAME_STOPS = merged((l) => l.nameStops);
export const ATTENTION = merged((l) => l.attention);
export const NAME_LEAD = merged((l) => l.nameLead);
export const TITLES = merged((l) => l.titles);
export const CLOSINGS = merged((l) => l.closings);
export const TOTAL_WORDS = merged((l) => l.totals);
export const ITEM_JOINS = merged((l) => l.itemJoins);
export const RESTATEMENTS = merged((l) => l.restatements);

/** Column headings by kind; the order of the kinds decides when one heading is part of another ("unit price"). */
export const COLUMN_WORDS: Array<[ColumnKind, string[]]> = (['price', 'discount', 'total', 'qty', 'vat', 'unit', 'code', 'desc', 'pos'] as const).map(
  (kind) => [kind, merged((l) => l.columns[kind])],
);

const UNIT_CODES: readonly UnitCode[] = ['HUR', 'DAY', 'MON', 'C62', 'KGM', 'MTR', 'LTR'];
const UNIT_BY_WORD = new Map<string, UnitCode>();
for (const code of UNIT_CODES) for (const word of merged((l) => l.units[code])) UNIT_BY_WORD.set(word.toLowerCase().replace(/\.$/, ''), code);

/** Every unit word (for the quantity pattern), longest first. */
export const UNIT_WORD_LIST: readonly string[] = [...UNIT_BY_WORD.keys()].filter((w) => w !== 'x').sort((a, b) => b.length - a.length);

/** A unit word → its UN/ECE Rec 20 code. */
export function unitCode(word: string): string | null {
  return UNIT_BY_WORD.get(word.trim().toLowerCase().replace(/\.$/, '')) ?? null;
}

const phrase = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => escapeRegExp(w).replace(/\\ | /g, '\\s+'))
    .join('|');

/** Payment within N days: the number is the first group. */
export const PAYMENT_DAYS: readonly RegExp[] = merged((l) => l.paymentDays).map(
  (template) =>
    new RegExp(
      `(?<![\\p{L}])${escapeRegExp(template)
        .replace(/\\\{n\\\}|\{n\}/, '(\\d{1,3})')
        .replace(/ /g, '\\s+')}(?![\\p{L}])`,
      'iu',
    ),
);

export const REVERSE_CHARGE = new RegExp(`(?<![\\p{L}])(?:${phrase(merged((l) => l.reverseCharge))})(?![\\p{L}])`, 'iu');
export const VAT_EXEMPT = new RegExp(`(?<![\\p{L}])(?:${phrase(merged((l) => l.vatExempt))})`, 'iu');
/** The split-payment obligation of Polish invoices. */
export const SPLIT_PAYMENT = /mechanizm podzielonej płatności|split payment/i;

/** A percent sign, or "percent" written as a word. */
/** An amount stated as an estimate: "about £31k", "um die 2.400 €", "ok. 180 000 zł". */
export const APPROXIMATE_AMOUNT = new RegExp(`(?<![\\p{L}])(?:${phrase(merged((l) => l.approximately))})\\s*[€£$]?\\s*\\d`, 'iu');
export const PERCENT = `(?:%|(?<![\\p{L}])(?:${phrase(merged((l) => l.percentWords))})(?![\\p{L}]))`;

/** VAT names as one group for regular expressions: (?:VAT|MwSt\.?|…). */
export const VAT_WORDS = `(?:${phrase(merged((l) => l.vatWords).map((w) => w.replace(/\.$/, ''))).replace(/(?=\||$)/g, '\\.?')})`;

/** Words before an amount that make it the line's net amount. */
/** Discount and surcharge words of every language. */
export const ADJUSTMENT_WORDS: readonly string[] = merged((l) => l.adjustments);
export const NET_MARKER_WORDS: readonly string[] = merged((l) => l.netMarkers);
/** Words in an item saying its price is per unit. */
export const PER_UNIT_WORDS: readonly string[] = merged((l) => l.perUnitWords);
/** Abbreviations a sentence does not end with (lower-case, without the dot). */
export const ABBREVIATION_WORDS: readonly string[] = merged((l) => l.abbreviations);

/** A street word inside a text: anywhere in a word ("Hauptstraße", "Str."), or at a word's end ("Feldweg"). */
export const STREET_WORDS = new RegExp(
  `(?:${[
    ...merged((l) => l.streetWords).map((w) => ({ w, re: escapeRegExp(w) })),
    ...merged((l) => l.streetWordEnds).map((w) => ({ w, re: `${escapeRegExp(w)}\\b` })),
  ]
    .sort((a, b) => b.w.length - a.w.length)
    .map((x) => x.re)
    .join('|')})`,
  'iu',
);

/**
 * Legal forms that mark a name as a company's; dots and the space inside a form are optional ("S.r.l." = "Srl"), and
 * a dot inside a form may be followed by a space ("e. V.", "Coop. V.").
 */
export const LEGAL_FORMS = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${[...new Set(merged((l) => l.legalForms).flatMap((f) => [f, f.toUpperCase()]))]
    .sort((a, b) => b.length - a.length)
    .map((f) =>
      escapeRegExp(f)
        .split(' ')
        .map((word) => word.replace(/\\\.(?!$)/g, '(?:\\.\\s?)?').replace(/\\\.$/, '\\.?'))
        .join('\\s?'),
    )
    .join('|')})(?=$|[\\s,.;)])`,
  'u',
);
