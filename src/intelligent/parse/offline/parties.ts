// Seller and buyer from the text: labelled blocks ("Seller:", "Rechnung an:", "Nabywca:") and, for the seller,
// the signature under the closing of an email or else the letterhead at the top. Each block is split into name,
// street, postal code, city, country, VAT id and contact; the anonymizer's placeholders ([COMPANY_1], [LOCATION_2])
// are placed by their kind.
import { normaliseCountry, splitPostalCity } from '../normalize.js';
import {
  ATTENTION,
  CLOSINGS,
  FORWARDED,
  FROM_PARTY,
  INVOICE_FOR,
  INVOICE_TO,
  TO_PARTY,
  LABELS,
  LEGAL_FORMS,
  NAME_LEAD,
  NAME_STOPS,
  SELLER_IS,
  STREET_WORDS,
  TITLES,
} from './vocabulary.js';
import { withoutTitles } from './titles.js';
import { alternation, escapeRegExp, headerMatch, labelPattern } from './labels.js';
import { sellerAtHead } from './heading.js';
import { belongsTo, mailEnds } from './request-mail.js';
import { sentToNote } from './sent-to.js';
import { readHeader } from './tables.js';

export interface PartyFacts {
  name: string | null;
  street: string | null;
  city: string | null;
  postal_code: string | null;
  country_code: string | null;
  vat_id: string | null;
  tax_registration_id: string | null;
  legal_registration_id: string | null;
  contact_name: string | null;
  email: string | null;
  phone: string | null;
  /** Line indexes the block used, so line-item detection skips them. */
  lines: number[];
}

/** E-mail header words: the sender or recipient, not necessarily the party's name. */
const EMAIL_HEADERS: readonly string[] = ['from', 'von', 'od', 'de', 'da', 'van', 'to', 'an', 'do', 'à', 'a', 'aan'];

const emptyParty = (): PartyFacts => ({
  name: null,
  street: null,
  city: null,
  postal_code: null,
  country_code: null,
  vat_id: null,
  tax_registration_id: null,
  legal_registration_id: null,
  contact_name: null,
  email: null,
  phone: null,
  lines: [],
});

export const VAT_VALUE = /(?=[A-Z]{0,3}[\s-]?\d)[A-Z]{2}[\s-]?[A-Z0-9][A-Z0-9 .-]{6,16}[A-Z0-9]|\d[\d .-]{7,14}\d/;
const vatRe = new RegExp(`${labelPattern(LABELS.vatId)}(${VAT_VALUE.source})`, 'iu');
const taxRe = new RegExp(
  `(?<![\\p{L}])(${alternation(LABELS.taxNumber)})\\.?\\s*[:#]?\\s*(\\[TAX_ID_\\d+\\]|[A-Z0-9][A-Z0-9 ./-]{4,20}[A-Z0-9])`,
  'iu',
);
const phoneRe = new RegExp(`(?<![\\p{L}])(?:${alternation(LABELS.phone)})\\.?\\s*[:.]?\\s*(\\+?[\\d(][\\d\\s()/.-]{5,20}\\d)`, 'iu');
const emailRe = /[^\s<>()[\],;:]+@[^\s<>()[\],;:]+\.[a-z]{2,}/iu;
/** Bank details belong to the payment, not to the party. */
const bankWordRe = /(?<![\p{L}])(?:iban|bic|swift|bank)(?![\p{L}])/iu;

/** Placeholders of the anonymizer that stand for a name or an address. */
const NAME_OR_PLACE = /^\[(PERSON|COMPANY|LOCATION)_\d+\]$/;
export const COMPANY_TOKEN = /^\[COMPANY_\d+\]$/;
export const PERSON_TOKEN = /^\[PERSON_\d+\]$/;

/**
 * A placeholder part: a company is the name; a person is the name only until a company shows up (then the contact);
 * places fill the street first when more follow, else the city (mapping back splits "10115 Berlin" later).
 */
function readPlaceholder(kind: string, token: string, party: PartyFacts, placesLeft: number): void {
  if (kind === 'COMPANY') {
    if (!party.name) party.name = token;
    else if (PERSON_TOKEN.test(party.name)) {
      party.contact_name ??= party.name;
      party.name = token;
    }
  } else if (kind === 'PERSON') {
    if (!party.name) party.name = token;
    else party.contact_name ??= token;
  } else if (!party.street && placesLeft > 1) party.street = token;
  else if (!party.city && !party.postal_code) party.city = token;
  else party.street ??= token;
}

const ATTENTION_LINE = new RegExp(`^(?:${alternation(ATTENTION)})(?![\\p{L}])\\s*[:.]?\\s*(.+)$`, 'iu');
const NAME_LEAD_RE = new RegExp(`^(?:(?:${alternation(NAME_LEAD)})(?![\\p{L}])\\.?\\s+)+`, 'iu');

/** A personal title among words in lower case before a name. */
const TITLE_AMONG = new RegExp(`\\s(?:${alternation(TITLES)})\\s`, 'iu');

/** A name without the titles and articles before it ("Herrn", "the", "le", "m. et mme"). */
export function withoutLead(text: string): string {
  return withoutTitles(text).replace(NAME_LEAD_RE, '').trim();
}

/** Reads one part of a party block (a line or a comma-separated piece) into the party. */
function readPart(part: string, party: PartyFacts, placesLeft = 0): void {
  let text = part
    .trim()
    .replace(/^[-*•>]\s*/, '')
    .replace(/[.;]+$/, '')
    .trim();
  if (!text) return;
  const placeholder = NAME_OR_PLACE.exec(text);
  if (placeholder) {
    readPlaceholder(placeholder[1]!, text, party, placesLeft);
    return;
  }
  // "z. Hd. Herrn Jürgen Ostermann", "Attn: Accounts", "c/o …": the person to address, never the address.
  const attention = ATTENTION_LINE.exec(text);
  if (attention) {
    const person = withoutLead(attention[1]!);
    if (person) party.contact_name ??= person;
    return;
  }
  const vat = vatRe.exec(text);
  if (vat) {
    party.vat_id ??= vat[1]!.trim();
    text = text.replace(vat[0], '').trim();
  }
  const tax = taxRe.exec(text);
  if (tax) {
    const label = tax[1]!.toLowerCase();
    if (label.startsWith('steuer') || label.startsWith('st.') || label.startsWith('codice') || label === 'c.f.' || label === 'tax number') {
      party.tax_registration_id ??= tax[2]!.trim();
    } else party.legal_registration_id ??= tax[2]!.trim();
    text = text.replace(tax[0], '').trim();
  }
  const phone = phoneRe.exec(text);
  if (phone) {
    party.phone ??= phone[1]!.trim();
    text = text.replace(phone[0], '').trim();
  }
  const email = emailRe.exec(text);
  if (email) {
    party.email ??= email[0];
    text = text
      .replace(email[0], '')
      .replace(/<\s*>|\(\s*\)/g, '')
      .replace(/^(?:e-?mail|mail)\s*[:.]?\s*/i, '')
      .trim();
  }
  if (bankWordRe.test(text)) return;
  text = text.replace(/^[,:\s]+|[,:\s]+$/g, '');
  if (!text) return;
  const country = normaliseCountry(text);
  if (country && (text.length > 2 || /^[A-Z]{2}$/.test(text))) {
    party.country_code ??= country;
    return;
  }
  const postal = splitPostalCity(text);
  if (postal && !party.postal_code) {
    party.postal_code = postal.postal_code;
    // "10115 Berlin Germany" without a comma: the country at the end of the city.
    const words = postal.city.split(/\s+/);
    const last = normaliseCountry(words[words.length - 1] ?? '');
    if (last && words.length > 1) {
      party.country_code ??= last;
      words.pop();
    }
    party.city = words.join(' ');
    return;
  }
  if (!party.name) {
    party.name = withoutTitles(text);
    return;
  }
  if (!party.street && (STREET_WORDS.test(text) || /\p{L}.*\d|\d.*\p{L}/u.test(text))) {
    party.street = text;
    return;
  }
  // A person's name after a company name: the contact.
  if (!party.contact_name && !/\d/.test(text) && text.split(/\s+/).length <= 4) party.contact_name = text;
}

const LEGAL_FORM_FIRST = new RegExp(`^\\s*(?:${LEGAL_FORMS.source})`, 'u');

/**
 * The pieces of a block's lines: split at commas, semicolons, bars, dots and dashes between spaces, tabs and wide gaps.
 * A legal form after a comma stays with the name before it ("Talleres Marín Hermanos, S.L."); what follows the form
 * on that piece is a piece of its own ("S.L. (Hotel Mirador)").
 */
export function blockParts(lines: readonly string[]): string[] {
  // Keep "Sp. z o.o." and "S.A." whole: split on commas that are followed by a space.
  // Each piece with the separator before it ("" at the start of a line).
  const parts: string[] = [];
  const before: string[] = [];
  for (const line of lines) {
    const pieces = line.split(/(,\s+|;\s*|\s+[|·•]\s+|\s[–—-]\s|\t+|\s{3,})/);
    for (let k = 0; k < pieces.length; k += 2) {
      parts.push(pieces[k]!);
      before.push(k ? pieces[k - 1]! : '');
    }
  }
  for (let k = 1; k < parts.length; k++) {
    const form = LEGAL_FORM_FIRST.exec(parts[k]!);
    if (!form || !/\p{L}/u.test(parts[k - 1]!) || /\d/.test(parts[k - 1]!)) continue;
    // The form joins the name as written: "Riegos Levante, S.L.", "Les Saveurs du Bocage - EARL".
    const dash = /[–—-]/.exec(before[k]!);
    parts[k - 1] = `${parts[k - 1]!.trim()}${dash ? ` ${dash[0]} ` : ', '}${form[0].trim()}`;
    const rest = parts[k]!.slice(form[0].length).trim();
    if (rest) parts[k] = rest;
    else {
      parts.splice(k, 1);
      before.splice(k--, 1);
    }
  }
  return parts;
}

/** Splits "Name, Street 1, 12345 City" and reads each piece. */
function readBlock(lines: string[], party: PartyFacts): void {
  const parts = blockParts(lines);
  // "Accounts, Acme Catering Engineers Limited": the company with its legal form is the name, not the department
  // written before it on the same line.
  const company = parts.findIndex((p) => LEGAL_FORMS.test(p));
  if (company > 0 && !party.name && parts.slice(0, company).every((p) => !/\d/.test(p) && p.trim().split(/\s+/).length <= 3)) {
    party.name = parts[company]!.trim().replace(/[.;]+$/, '');
    parts.splice(company, 1);
  }
  let placesLeft = parts.filter((p) => /^\[LOCATION_\d+\]$/.test(p.trim())).length;
  for (const part of parts) {
    readPart(part, party, placesLeft);
    if (/^\[LOCATION_\d+\]$/.test(part.trim())) placesLeft--;
  }
}

const anyHeader = [
  ...LABELS.seller,
  ...LABELS.buyer,
  ...LABELS.invoiceNumber,
  ...LABELS.issueDate,
  ...LABELS.dueDate,
  ...LABELS.iban,
  'subject',
  'betreff',
  'temat',
  'objet',
  'oggetto',
  'asunto',
  'onderwerp',
  'items',
  'positionen',
  'pozycje',
];

/** A labelled block: the rest of the header line and the lines under it up to a blank line or another header. */
function blockAfter(all: readonly string[], start: number, rest: string): { lines: string[]; used: number[] } {
  const lines = rest ? [rest] : [];
  const used = [start];
  for (let i = start + 1; i < all.length && used.length < 7; i++) {
    const line = all[i]!;
    if (!line.trim() || headerMatch(line, anyHeader) || SALUTATION.test(line) || readHeader(line) || /\d+[.,]\d{2}(?:\s|$)/.test(line)) break;
    lines.push(line);
    used.push(i);
  }
  return { lines, used };
}

const splitCache = new WeakMap<readonly string[], [string[], string[]]>();
/** A role's labels apart from the e-mail header words among them ("From", "To"), computed once per list. */
function splitLabels(labels: readonly string[]): [string[], string[]] {
  let split = splitCache.get(labels);
  if (!split) splitCache.set(labels, (split = [labels.filter((l) => !EMAIL_HEADERS.includes(l)), labels.filter((l) => EMAIL_HEADERS.includes(l))]));
  return split;
}

function findBlock(
  all: readonly string[],
  labels: readonly string[],
  skip: Set<number>,
  mailLines: ReadonlySet<number>,
): { lines: string[]; used: number[]; label: string; mailbox: boolean } | null {
  // Party labels first; e-mail header words ("From:", "To:") only when no party label is there, and only their own
  // line: written in the text ("an: Kanzlei X, Straße 1, 04275 Leipzig") before those of the mail's own header.
  const [partyLabels, headerLabels] = splitLabels(labels);
  for (const [set, single, inMail] of [
    [partyLabels, false, false],
    [headerLabels, true, false],
    [headerLabels, true, true],
  ] as const) {
    for (let i = 0; i < all.length; i++) {
      if (skip.has(i) || (single && mailLines.has(i) !== inMail)) continue;
      const header = headerMatch(all[i]!, set);
      if (!header) continue;
      const label = all[i]!.trim().split(/[:：]/)[0]!.toLowerCase();
      // "Buyer: Name, Street 1, 12345 City" on one line is the whole block.
      const inline = header.rest.split(/,\s+/).length >= 2;
      // An e-mail header names one address on its own line; a label alone on its line ("Aan:") heads the block below.
      const mailbox = single && inMail;
      return (single && header.rest) || inline
        ? { lines: [header.rest], used: [i], label, mailbox }
        : { ...blockAfter(all, i, header.rest), label, mailbox };
    }
  }
  return null;
}

/** A line that only addresses a person ("Herrn", "Mrs", "Pani"): the recipient's block starts below it. */
const SALUTATION = new RegExp(`^\\s*(?:${alternation(NAME_LEAD)})\\s*$`, 'iu');
/** A document title line: "TAX INVOICE", "RECHNUNG", "FAKTURA VAT nr 12/2026". */
const TITLE = /^\s*(?:tax\s+)?(?:invoice|rechnung|faktura(?:\s+vat)?|facture|fattura|factura|factuur)\b/iu;

/** The sender's letterhead: the first company line at the top of the document and the lines under it. */
function letterhead(all: readonly string[]): { lines: string[]; used: number[] } | null {
  let seen = 0;
  for (let i = 0; i < all.length && seen < 4; i++) {
    const line = all[i]!.trim();
    if (!line || TITLE.test(line)) continue;
    seen++;
    const first = blockParts([line])[0]!.trim();
    // A letterhead names the company in a few words; a sentence that mentions one is no letterhead.
    const short = first.split(/\s+/).length <= 8 && !/\d[.,]\d{2}/.test(first) && /^[\p{Lu}\d]/u.test(first);
    if (COMPANY_TOKEN.test(first) || (short && LEGAL_FORMS.test(first))) return blockAfter(all, i, line);
    // The block the document opens with, stating how to reach or pay its author (a VAT id, a phone, a mail address,
    // an account) and addressed to nobody (no attention line): the sender's letterhead, whatever its name.
    if (seen === 1 && short && isNameLine(first)) {
      const block = blockAfter(all, i, line);
      if (
        (block.lines.length > 1 || isAddressLine(block.lines[0]!)) &&
        block.lines.some(statesSender) &&
        !block.lines.some((l) => ATTENTION_LINE.test(l.trim()))
      )
        return block;
    }
  }
  return null;
}

/**
 * A letterhead on one line: short pieces set apart by separators, one of them a postal code and city ("Catering Albrecht
 * · Lindenallee 3 · 50968 Köln · USt-IdNr. DE…"); a dictated paragraph is no such line.
 */
function isAddressLine(line: string): boolean {
  const parts = blockParts([line]).map((p) => p.trim());
  return parts.length > 2 && parts.every((p) => p.split(/\s+/).length <= 6) && parts.some((p) => splitPostalCity(p) !== null);
}

/** A line that holds a postal code and city among its parts ("Westenhellweg 40, 44137 Dortmund"). */
function holdsPostalCity(line: string): boolean {
  return blockParts([line]).some((p) => splitPostalCity(p.trim()) !== null);
}

/** A line by which a sender is reached or paid: a VAT or tax id, a phone number, a mail address, bank details. */
function statesSender(line: string): boolean {
  return vatRe.test(line) || taxRe.test(line) || phoneRe.test(line) || emailRe.test(line) || bankWordRe.test(line);
}

/**
 * A closing phrase on a line of its own; one of several words may go on with a few more ("Mit besten Grüßen aus der
 * Wachau", "Kind regards from Whitby"), a single word may not ("Thanks for the quick turnaround").
 */
const CLOSING = new RegExp(
  `^\\s*(?:(?:${alternation(CLOSINGS)})|(?:${alternation(CLOSINGS.filter((c) => /\s/.test(c)))})(?:\\s+\\p{L}[\\p{L}'’-]*){1,4})\\s*[,!.]?\\s*$`,
  'iu',
);

/** A separator line before a mail signature ("--", "—"). */
const SIGNATURE_RULE = /^\s*[-–—_]{2,}\s*$/;

/**
 * The lines under the last closing phrase ("Best regards,"), i.e. the sender's signature. A business block set apart
 * below the signing person ("Daan Hoekstra" / blank / "Hoekstra Webdevelopment, Kamp 40, …, btw NL…") belongs to it:
 * `business` is where it starts.
 */
function signature(all: readonly string[]): { lines: string[]; used: number[]; business?: number } | null {
  const closing = CLOSING;
  for (let i = all.length - 1; i >= 0; i--) {
    if (!closing.test(all[i]!)) continue;
    const lines: string[] = [];
    const used: number[] = [];
    let j = i + 1;
    for (; j < all.length && lines.length < 7; j++) {
      // "--" under the signing person sets the business block apart, as a blank line does.
      if (lines.length && SIGNATURE_RULE.test(all[j]!)) break;
      if (!all[j]!.trim()) {
        if (lines.length) break;
        continue;
      }
      lines.push(all[j]!);
      used.push(j);
    }
    if (!lines.length) return null;
    // "Imogen" / "Imogen Ashworth Photography | 5 Mill Lane, … | VAT …": a letterhead on one line under the signing
    // person is the business.
    if (lines.length >= 2 && isAddressLine(lines[1]!) && isNameLine(blockParts([lines[1]!])[0]!) && !LEGAL_FORMS.test(lines[0]!))
      return { lines, used, business: 1 };
    while (j < all.length && (!all[j]!.trim() || SIGNATURE_RULE.test(all[j]!))) j++;
    const below = j < all.length ? blockAfter(all, j, all[j]!.trim()) : null;
    if (
      lines.length <= 2 &&
      below &&
      isNameLine(blockParts([below.lines[0]!])[0]!) &&
      (below.lines.length > 1
        ? isNameLine(below.lines[0]!) && below.lines.slice(1).some((l) => statesSender(l) || holdsPostalCity(l))
        : isAddressLine(below.lines[0]!))
    ) {
      return { lines: [...lines, ...below.lines], used: [...used, ...below.used], business: lines.length };
    }
    return { lines, used };
  }
  return null;
}

/** A signature: person first, then the company (recognised by its legal form), then the address. */
function readSignature(lines: string[], businessAt = -1): PartyFacts {
  const party = emptyParty();
  if (businessAt > 0) {
    // The business block below the person: it names the seller; the person who signed is its contact.
    readBlock(lines.slice(businessAt), party);
    party.contact_name ??= lines[0]!.trim();
    return party;
  }
  const companyIndex = lines.findIndex((l) => LEGAL_FORMS.test(l) || COMPANY_TOKEN.test(l.trim()));
  if (companyIndex > 0)
    party.contact_name =
      lines
        .slice(0, companyIndex)
        .find((l) => PERSON_TOKEN.test(l.trim()) || !/[@\d]/.test(l))
        ?.trim() ?? null;
  // "Kasia Wiśniewska / Shine Cleaning Services / 18 Ashgrove Park": a person, the business on a line without digits,
  // then its address. The business is the seller; the person its contact.
  const business =
    companyIndex < 0 &&
    (lines.length >= 3 || (lines.length === 2 && isAddressLine(lines[1]!))) &&
    looksLikePerson(lines[0]!) &&
    isNameLine(blockParts([lines[1]!])[0]!) &&
    // Two words with capitals may be a second person's name, unless a VAT id, phone or account below says it is a business.
    (!(looksLikePerson(lines[1]!) && lines[1]!.trim().split(/\s+/).length === 2) || lines.slice(2).some(statesSender)) &&
    (lines.length === 2 || /\d/.test(lines[2]!))
      ? 1
      : -1;
  if (business > 0) party.contact_name = lines[0]!.trim();
  readBlock(companyIndex >= 0 ? lines.slice(companyIndex) : business > 0 ? lines.slice(business) : lines, party);
  if (companyIndex < 0 && party.name && !LEGAL_FORMS.test(party.name) && !COMPANY_TOKEN.test(party.name) && !party.contact_name) {
    // Only a person signs: a sole trader; the name is both.
    party.contact_name = party.name;
  }
  return party;
}

/** A line that can be a name: starts with a letter, a few words, no amount, no mail address, no label. */
function isNameLine(line: string): boolean {
  const text = line.trim();
  return /^\p{L}/u.test(text) && text.split(/\s+/).length <= 8 && !/\d[.,]\d{2}|@|:$/.test(text) && !/\d/.test(blockParts([text])[0]!);
}

/** Two or three words, each with a capital, nothing else: a person's name as signed ("Frieder Kühn", "Mrs E. Coakley"). */
function looksLikePerson(line: string): boolean {
  const words = withoutLead(line.trim()).split(/\s+/);
  return words.length >= 2 && words.length <= 3 && words.every((w) => /^\p{Lu}[\p{L}'’.-]*$/u.test(w)) && !LEGAL_FORMS.test(line);
}

const HARD_STOP = /[,:;()!?<>"“”]|\s[-–—]\s|\s\d|\.(?=\s|$)(?<!(?:^|\s)\p{L}{1,3}\.)/u;
const SOFT_STOP = new RegExp(`\\s(?:${alternation(NAME_STOPS)})(?![\\p{L}])`, 'iu');
const POSTAL_IN = /(?<![\p{L}\p{N}])(?:\d{2}-\d{3}|\d{4}\s?[A-Z]{2}|\d{4,5})\s+\p{L}|\p{L}\s+[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}(?![A-Z\d])/u;

/**
 * The name at the start of a sentence remainder: through the legal form of a company when one comes before any
 * punctuation ("Kancelaria Wiśniewski i Wspólnicy sp.k."), else up to the first stop (punctuation, a number, or a
 * word such as "for", "für", "per" that ends a name in a sentence).
 */
function nameAt(rest: string): string | null {
  let text = withoutLead(rest);
  // "wie immer Dachdeckerei Ahlers GmbH": words in lower case before a company name written with capitals up to its
  // legal form are the sentence's, not the name's (a particle right before the capital stays: "de Vries Bouw B.V.").
  const lead = /^((?:\p{Ll}[\p{Ll}'’-]*\s+){1,3})(?=\p{Lu})/u.exec(text);
  if (lead) {
    const words = lead[1]!.trim().split(/\s+/);
    const cut = words.slice(0, words.length - (PARTICLES.test(words[words.length - 1]!) ? 1 : 0));
    const named = text.slice(lead[0].length).split(HARD_STOP)[0]!;
    // A person's title among them ("kunde is der herr Bogdan Petrescu", "facture à faire pour madame Solène Aubry"):
    // the words up to it are the sentence's, the name follows.
    const titled = TITLE_AMONG.test(` ${lead[1]!}`) && named.split(/\s+/).filter((w) => /^\p{Lu}/u.test(w)).length >= 2;
    const formed = LEGAL_FORMS.test(named) || formAfterComma(text.slice(lead[0].length), named.length) !== null;
    if (cut.length && (formed || titled) && /^\p{Lu}/u.test(named)) text = withoutLead(text.slice(cut.join(' ').length).trim());
  }
  const hard = HARD_STOP.exec(text)?.index ?? text.length;
  const form = LEGAL_FORMS.exec(text);
  const afterComma = formAfterComma(text, hard);
  let end: number;
  if (form && form.index > 0 && form.index <= hard + 1) end = form.index + form[0].length;
  else if (afterComma !== null) end = afterComma;
  else end = Math.min(hard, SOFT_STOP.exec(text)?.index ?? text.length);
  const name = text
    .slice(0, end)
    .replace(/[\s,]+$/, '')
    .trim();
  // A name starts with a letter, is not a sentence, and is not a number word or a date.
  if (!/^\p{L}/u.test(name) || name.split(/\s+/).length > 7 || name.length < 2) return null;
  return name;
}

/** "Hotel Miramar, S.A. (CIF …)": where a legal form right after the comma that stops a name ends, or null. */
function formAfterComma(text: string, stop: number): number | null {
  if (text[stop] !== ',') return null;
  const form = LEGAL_FORM_FIRST.exec(text.slice(stop + 1));
  return form ? stop + 1 + form[0].length : null;
}

const PARTICLES = /^(?:van|von|de|der|den|di|da|del|della|du|des|la|le|ter|ten|'t|zu)$/u;

const ROLE_TURN = new RegExp(`,\\s*(?:${alternation([...TO_PARTY, ...INVOICE_TO, ...SELLER_IS])})(?![\\p{L}])`, 'iu');
const TO_PARTY_AFTER_COMMA = TO_PARTY.map((w) => `, ${w}`);

/**
 * A chat names the buyer in lower case at the end of its request ("kun je een factuur maken voor fam de graaf",
 * "can u do up an invoice for the nolans") and gives the address on the next line: the words are the buyer's name when
 * that line holds a postal code. When the address line opens with a name of its own ("sheila nolan, 26 oakpark drive,
 * tralee"), that fuller name is the buyer's.
 */
function lowerCaseRequest(all: readonly string[], skip: ReadonlySet<number>): { party: PartyFacts; line: number } | null {
  const re = phrasePattern([...INVOICE_TO, ...INVOICE_FOR]);
  for (let i = 0; i + 1 < all.length; i++) {
    const next = all[i + 1]!.trim();
    if (skip.has(i) || skip.has(i + 1) || !POSTAL_IN.test(next)) continue;
    const phrase = [...all[i]!.matchAll(re)].pop();
    if (!phrase) continue;
    const words = LOWER_CASE_NAME.exec(all[i]!.slice(phrase.index + phrase[0].length));
    const parts = next.split(/,\s+/);
    // A next line that names a party written as one ("bill it to Curl Up & Dye Ltd, …") leaves the request's words the job's.
    if (!words || looksLikeName(parts[0]!)) continue;
    const own = parts.length > 1 && LOWER_CASE_NAME.test(parts[0]!) && !ATTENTION_LINE.test(parts[0]!) && !TITLE.test(parts[0]!);
    // "pour mme dubreuil stp": a word that ends a name in a sentence ends it here too.
    const said = ` ${words[1]!}`.split(SOFT_STOP)[0]!.trim();
    const name = own ? parts.shift()!.trim() : withoutLead(said);
    if (!name) continue;
    const party = emptyParty();
    readBlock([name, ...parts], party);
    party.name = name;
    return { party, line: i };
  }
  return null;
}

/** Two to five words in lower case, no digit, up to the end of the line ("fam de graaf", "restaurant de gouden karper"). */
const LOWER_CASE_NAME = /^\s*((?:\p{Ll}[\p{Ll}'’.-]*|'t)(?:\s+(?:\p{Ll}[\p{Ll}'’.-]*|'t)){1,4})[\s?!.]*$/u;

/** Written as a name: a legal form, or at least two words with a capital letter ("Praxis Dr. Neumann", "Bar El Rincón"). */
function looksLikeName(name: string): boolean {
  return LEGAL_FORMS.test(name) || name.split(/\s+/).filter((w) => /^\p{Lu}/u.test(w)).length >= 2;
}

/**
 * A company named in prose by its legal form ("… an die Autohaus Berger KG, …"): the words with capitals before the
 * form. The last resort for the buyer when nothing addresses one, and only when it is not the seller.
 */
function companyInProse(all: readonly string[], skip: ReadonlySet<number>, not: string | null): { party: PartyFacts; line: number } | null {
  for (let i = 0; i < all.length; i++) {
    if (skip.has(i)) continue;
    for (const m of all[i]!.matchAll(LEGAL_FORMS_ALL)) {
      const before = all[i]!.slice(0, m.index)
        .split(/[,:;()!?]|\s[-–]\s/)
        .pop()!
        .trim()
        .split(/\s+/);
      const words: string[] = [];
      for (let k = before.length - 1; k >= 0 && words.length < 5; k--) {
        const w = before[k]!;
        if (/^\p{Lu}/u.test(w) || (words.length > 0 && /^(?:&|und|and|et|e|y|i|en|de|di|van|von|der|la|le)$/u.test(w))) words.unshift(w);
        else break;
      }
      while (words.length && !/^\p{Lu}/u.test(words[0]!)) words.shift();
      if (!words.length) continue;
      const name = `${words.join(' ')} ${m[0]}`.trim();
      if (not && name.toLowerCase().includes(not.toLowerCase())) continue;
      const party = emptyParty();
      party.name = name;
      return { party, line: i };
    }
  }
  return null;
}

const LEGAL_FORMS_ALL = new RegExp(LEGAL_FORMS.source, 'gu');

const phrasePatterns = new Map<readonly string[], RegExp>();
/** "please invoice", "Rechnung an" … followed by what they name; compiled once per phrase list. */
function phrasePattern(phrases: readonly string[]): RegExp {
  let re = phrasePatterns.get(phrases);
  if (!re) {
    // A phrase that starts with a comma (", to") needs no word boundary before it.
    const words = phrases.filter((p) => !p.startsWith(','));
    const commas = phrases.filter((p) => p.startsWith(','));
    const alternatives = [
      ...(words.length ? [`(?<![\\p{L}])(?:${alternation(words)})`] : []),
      ...(commas.length ? [`(?:${alternation(commas)})`] : []),
    ];
    phrasePatterns.set(phrases, (re = new RegExp(`(?:${alternatives.join('|')})(?![\\p{L}])\\s*:?\\s+`, 'giu')));
  }
  return re;
}

/**
 * A party named in a sentence, with the address that follows its name there ("…, Bahnhofstraße 12, 99084 Erfurt."),
 * up to where the sentence turns to the other party ("…, VAT GB123456782, to Northwind GmbH, …").
 */
export function namedWithAddress(name: string, rest: string): PartyFacts {
  const party = emptyParty();
  party.name = name;
  const at = rest.indexOf(name);
  const after = at >= 0 ? rest.slice(at + name.length) : withoutLead(rest).slice(name.length);
  const sentence = after.split(/(?<=\p{L}{2})\.(?:\s|$)|[!?]/u)[0]!.split(ROLE_TURN)[0]!;
  if (/^\s*,/.test(sentence) && POSTAL_IN.test(sentence)) {
    readBlock(sentence.replace(/^\s*,\s*/, '').split(/,\s+/), party);
    party.name = name;
  }
  return party;
}

/**
 * A party named in prose by the direction of the text: "please invoice X", "Rechnung an X", "fattura a X" (the buyer),
 * "Absender ist X", "issued by X" (the seller). The address may follow the name in the same sentence.
 */
function partyInProse(
  all: readonly string[],
  phrases: readonly string[],
  skip: ReadonlySet<number>,
  writtenAsName = false,
): { party: PartyFacts; line: number } | null {
  const re = phrasePattern(phrases);
  for (let i = 0; i < all.length; i++) {
    if (skip.has(i)) continue;
    for (const m of all[i]!.matchAll(re)) {
      const rest = all[i]!.slice(m.index + m[0].length);
      let name = nameAt(rest);
      // "voor de levering aan Restaurant De Gouden Leeuw B.V.": the name follows the last addressing phrase inside.
      const inner = name ? [...name.matchAll(phrasePattern(ADDRESSING))].pop() : undefined;
      if (name && inner && inner.index > 0) name = nameAt(name.slice(inner.index + inner[0].length)) ?? name;
      if (!name || (writtenAsName && !looksLikeName(name))) continue;
      // The sentence may also hold the items ("… for 3 chairs, 180 each"): its line stays open to the item reader.
      return { party: namedWithAddress(name, rest), line: i };
    }
  }
  return null;
}
/**
 * The recipient's address block under a line that only addresses someone ("Herrn", "Firma", "Spett.le"), as in a
 * letter: the party the document is sent to.
 */
function addressee(all: readonly string[], skip: ReadonlySet<number>): { lines: string[]; used: number[] } | null {
  for (let i = 0; i < all.length - 1; i++) {
    if (skip.has(i) || !SALUTATION.test(all[i]!)) continue;
    const block = blockAfter(all, i + 1, all[i + 1]!.trim());
    return { lines: block.lines, used: [i, ...block.used] };
  }
  return null;
}

/**
 * Address blocks nobody labelled: a paragraph whose first line is a name and which holds a postal code and city
 * ("Zahnarztpraxis Dr. Ambrosius / Berger Straße 176 / 60385 Frankfurt"), or one line "Name, Street 1, 12345 City".
 * In a letter they are the sender's and the recipient's addresses.
 */
function addressBlocks(all: readonly string[], skip: ReadonlySet<number>): Array<{ lines: string[]; used: number[] }> {
  const out: Array<{ lines: string[]; used: number[] }> = [];
  for (let i = 0; i < all.length; i++) {
    if (!all[i]!.trim()) continue;
    const used: number[] = [];
    for (let j = i; j < all.length && all[j]!.trim(); j++) used.push(j);
    i = used[used.length - 1]!;
    const lines = used.map((k) => all[k]!.trim());
    if (used.length <= 8 && !used.some((k) => skip.has(k)) && isAddressBlock(lines)) {
      out.push({ lines, used });
      continue;
    }
    // A paragraph that is no address block, such as a chat whose messages follow one another without a blank line:
    // a line of its own may be one ("Antoine Girard, 17 rue Victor Hugo, 37000 Tours").
    for (const k of used) if (!skip.has(k) && isAddressBlock([all[k]!.trim()])) out.push({ lines: [all[k]!.trim()], used: [k] });
  }
  return out;
}

/** Lines that start with a name and hold a postal code and city; one line needs three parts or more. */
function isAddressBlock(lines: readonly string[]): boolean {
  const first = lines[0]!;
  if (!isNameLine(first) || !/^[\p{Lu}\d[]/u.test(first) || headerMatch(first, anyHeader) || TITLE.test(first) || CLOSING.test(first)) return false;
  if (lines.length === 1 && blockParts(lines).length < 3) return false;
  return blockParts(lines.slice(0, 6)).some((p) => splitPostalCity(p) !== null);
}

/** A sender's block: it states a VAT or tax id, or names a company by its legal form. */
function isSenderBlock(lines: readonly string[]): boolean {
  return LEGAL_FORMS.test(blockParts([lines[0]!])[0]!) || lines.some((l) => vatRe.test(l) || taxRe.test(l));
}

/** A signature without a closing phrase: the last block of the text, when it names a company and states no amount. */
function trailingCompany(all: readonly string[], skip: ReadonlySet<number>): { lines: string[]; used: number[] } | null {
  // The last few lines before the end, up to an amount, a table or a blank line after them.
  const used: number[] = [];
  for (let i = all.length - 1; i > 0 && used.length < 4; i--) {
    const line = all[i]!;
    if (!line.trim()) {
      if (used.length) break;
      continue;
    }
    if (skip.has(i) || /\d[.,]\d{2}(?!\d)/.test(line) || readHeader(line)) break;
    used.unshift(i);
  }
  const company = used.findIndex((i) => LEGAL_FORMS.test(all[i]!.split(/\s+[|·•]\s+|,\s+/)[0]!));
  if (company < 0) return null;
  const from = used.slice(Math.max(0, company - 1));
  return { lines: from.map((i) => all[i]!), used: from };
}

const SELLER_LABEL = new RegExp(`(?:^|\\s)(?:${alternation(LABELS.seller)})\\s*[:：]?(?=\\s|$)`, 'iu');
const BUYER_LABEL = new RegExp(`(?:^|\\s)(?:${alternation(LABELS.buyer)})\\s*[:：]?(?=\\s|$)`, 'iu');

/**
 * Seller and buyer side by side ("Sprzedawca:          Nabywca:"): each line under the two labels is cut where the
 * second column starts.
 */
function sideBySide(all: readonly string[]): { seller: string[]; buyer: string[]; used: number[] } | null {
  const [sellerLabel, buyerLabel] = [SELLER_LABEL, BUYER_LABEL];
  for (let i = 0; i < all.length; i++) {
    const line = all[i]!;
    const s = sellerLabel.exec(line);
    const b = buyerLabel.exec(line);
    // Two columns: the line holds the two labels and nothing else but the space between them.
    if (!s || !b || Math.abs(s.index - b.index) < 8 || line.replace(SELLER_LABEL, '').replace(BUYER_LABEL, '').trim() !== '') continue;
    if (!/\S\s{3,}\S/.test(line)) continue;
    const cut = Math.max(s.index, b.index) + 1;
    const sellerFirst = s.index < b.index;
    const left: string[] = [];
    const right: string[] = [];
    const used = [i];
    const head = [
      line
        .slice(0, cut)
        .replace(sellerFirst ? sellerLabel : buyerLabel, ' ')
        .trim(),
      line
        .slice(cut)
        .replace(sellerFirst ? buyerLabel : sellerLabel, ' ')
        .trim(),
    ];
    if (head[0]) left.push(head[0]);
    if (head[1]) right.push(head[1]);
    for (let j = i + 1; j < all.length && all[j]!.trim() && !readHeader(all[j]!); j++) {
      // The column starts at the run of spaces nearest the label's position.
      const row = all[j]!;
      let at = -1;
      for (const m of row.matchAll(/\s{2,}/g)) if (at < 0 || Math.abs(m.index + m[0].length - cut) < Math.abs(at - cut)) at = m.index + m[0].length;
      const [a, c] = at > 0 ? [row.slice(0, at).trim(), row.slice(at).trim()] : [row.trim(), ''];
      if (a) left.push(a);
      if (c) right.push(c);
      used.push(j);
    }
    return sellerFirst ? { seller: left, buyer: right, used } : { seller: right, buyer: left, used };
  }
  return null;
}

/** "… 29001 Málaga. Cliente: Hotel Costa Azul S.A., …": a party label with its colon inside a sentence. */
const SELLER_LABEL_INLINE = splitLabels(LABELS.seller)[0].map((l) => `${l}:`);
const BUYER_LABEL_INLINE = splitLabels(LABELS.buyer)[0].map((l) => `${l}:`);
/** Party labels written without a colon before a name ("Sprzedawca Ogrody Leśniak", "Nabywca Fundacja …"). */
const SELLER_LABEL_WORDS = splitLabels(LABELS.seller)[0];
const BUYER_LABEL_WORDS = splitLabels(LABELS.buyer)[0];
/** Every phrase that addresses the buyer, for a name that holds one inside ("de levering aan Restaurant X B.V."). */
const ADDRESSING = [...INVOICE_TO, ...INVOICE_FOR.filter((p) => p.includes(' ')), ...TO_PARTY];

const FORWARD_MARKER = new RegExp(`(?:${alternation(FORWARDED)})`, 'iu');

export function extractParties(lines: readonly string[], mailLines: ReadonlySet<number> = new Set()): { seller: PartyFacts; buyer: PartyFacts } {
  // A forwarded mail: the invoice is below the marker; the forwarder's note and signature above it are not the seller's.
  const marker = lines.findIndex((line) => FORWARD_MARKER.test(line));
  const all = marker >= 0 && lines.slice(marker + 1).some((l) => l.trim()) ? lines.map((line, i) => (i <= marker ? '' : line)) : lines;
  const columns = sideBySide(all);
  if (columns) {
    const seller = emptyParty();
    const buyer = emptyParty();
    readBlock(columns.seller, seller);
    readBlock(columns.buyer, buyer);
    seller.lines = buyer.lines = columns.used;
    return { seller, buyer };
  }
  const taken = new Set<number>();
  const sellerBlock = findBlock(all, LABELS.seller, taken, mailLines);
  sellerBlock?.used.forEach((i) => taken.add(i));
  const buyerBlock = findBlock(all, LABELS.buyer, taken, mailLines);
  buyerBlock?.used.forEach((i) => taken.add(i));
  for (const i of mailLines) taken.add(i);

  const seller = emptyParty();
  const buyer = emptyParty();
  // A closing phrase's signature says who writes; else a letterhead at the top is better evidence than a company
  // named in the last lines (a footer's "SAS au capital de …" is a legal notice, not a signature).
  const closing = signature(all);
  const head = letterhead(all);
  const sig = closing ?? (head && !head.used.some((i) => taken.has(i)) ? null : trailingCompany(all, taken));
  const sellerFromEmailHeader = sellerBlock !== null && EMAIL_HEADERS.includes(sellerBlock.label);
  if (sellerBlock && !(sellerFromEmailHeader && sig)) {
    readBlock(sellerBlock.lines, seller);
    seller.lines = sellerBlock.used;
  } else if (sig) {
    Object.assign(seller, readSignature(sig.lines, (sig as { business?: number }).business ?? -1), { lines: sig.used });
    if (sellerBlock) {
      // "From: Name <mail>": the sender is the contact.
      const header = emptyParty();
      readBlock(sellerBlock.lines, header);
      seller.email ??= header.email;
      seller.contact_name ??= header.name;
      seller.lines.push(...sellerBlock.used);
    }
  }
  if (!seller.name) {
    if (head && !head.used.some((i) => taken.has(i))) {
      const fromHead = emptyParty();
      readBlock(head.lines, fromHead);
      Object.assign(seller, fromHead, { lines: [...seller.lines, ...head.used] });
    }
  }
  let blocks = addressBlocks(all, new Set([...taken, ...seller.lines]));
  // Only the mail's sender named the seller ("From: Priya <…>"): a company's block in the text says who sells.
  // It comes before the buyer's labelled block ("Pixel & Pine Ltd, 16 Hope Street, … / Bill to: …").
  const labelledBuyerAt = buyerBlock && !buyerBlock.mailbox ? buyerBlock.used[0]! : -1;
  if (!seller.name || (sellerFromEmailHeader && !sig)) {
    const own = blocks.find((b) => isSenderBlock(b.lines) && b.used[0]! < labelledBuyerAt);
    if (own) {
      const fromBlock = emptyParty();
      readBlock(own.lines, fromBlock);
      fromBlock.contact_name ??= seller.name;
      fromBlock.email ??= seller.email;
      Object.assign(seller, fromBlock, { lines: [...seller.lines, ...own.used] });
      blocks = blocks.filter((b) => b !== own);
    }
  }
  if (!seller.name) {
    const skipBuyer = new Set(buyerBlock?.used ?? []);
    const headed = sellerAtHead(all, skipBuyer);
    const named =
      (headed ? { party: namedWithAddress(headed.name, all[headed.line]!), line: headed.line } : null) ??
      partyInProse(all, SELLER_LABEL_INLINE, skipBuyer) ??
      partyInProse(all, SELLER_IS, skipBuyer) ??
      partyInProse(all, SELLER_LABEL_WORDS, skipBuyer, true) ??
      partyInProse(all, FROM_PARTY, skipBuyer, true);
    if (named) {
      Object.assign(seller, named.party, { lines: seller.lines });
      // "van X aan Y", "from X to Y": the other party in the same sentence.
      if (!buyerBlock && seller.name) {
        const line = all[named.line]!;
        const after = line.slice(line.indexOf(seller.name) + seller.name.length);
        const other =
          partyInProse([after], [...BUYER_LABEL_INLINE, ...INVOICE_TO], new Set()) ??
          partyInProse([after], [...INVOICE_FOR, ...TO_PARTY], new Set(), true);
        if (other) Object.assign(buyer, other.party);
      }
    }
  }
  const labelled = buyerBlock && !buyerBlock.mailbox ? buyerBlock : null;
  const addressed = labelled ? null : addressee(all, new Set([...taken, ...seller.lines]));
  // A recipient's address block no label names (a letter's window address); before a mailbox the mail was sent to.
  const block = labelled || addressed ? null : blocks.find((b) => !b.used.some((i) => seller.lines.includes(i)));
  if (labelled) {
    readBlock(labelled.lines, buyer);
    buyer.lines = labelled.used;
  } else if (addressed) {
    readBlock(addressed.lines, buyer);
    buyer.lines = addressed.used;
  } else if (block && !buyer.name) {
    readBlock(block.lines, buyer);
    buyer.lines = block.used;
  } else if (buyerBlock && !buyer.name) {
    readBlock(buyerBlock.lines, buyer);
    buyer.lines = buyerBlock.used;
  } else if (!buyer.name) {
    const named =
      partyInProse(all, BUYER_LABEL_INLINE, new Set(seller.lines)) ??
      partyInProse(all, INVOICE_TO, new Set(seller.lines)) ??
      partyInProse(all, BUYER_LABEL_WORDS, new Set(seller.lines), true) ??
      partyInProse(all, INVOICE_FOR, new Set(seller.lines), true) ??
      partyInProse(all, TO_PARTY_AFTER_COMMA, new Set(seller.lines), true) ??
      lowerCaseRequest(all, new Set(seller.lines)) ??
      companyInProse(all, new Set(seller.lines), seller.name);
    if (named) Object.assign(buyer, named.party);
  }
  // The mail is the buyer's own (its sender is the buyer's): the seller is whom it is sent to, not who signs it
  // (unless the seller read is already the recipient's business: "Studio Wouters" for "Lander Wouters").
  const ends = mailEnds(all, mailLines);
  const sellerLabelled = sellerBlock !== null && !sellerFromEmailHeader;
  const recipient = ends.recipient?.name ? ends.recipient : null;
  if (
    !sellerLabelled &&
    buyer.name &&
    ends.sender &&
    recipient &&
    belongsTo(ends.sender, buyer.name) &&
    !belongsTo(recipient, buyer.name) &&
    !(seller.name && belongsTo(recipient, seller.name))
  ) {
    Object.assign(seller, emptyParty(), { name: recipient.name, email: recipient.email, lines: seller.lines });
  }
  // A note under the mail names whom it was sent to: that addressee issues the invoice, unless a label names the seller.
  const sentTo = sellerLabelled ? null : sentToNote(all);
  if (sentTo && seller.name?.toLowerCase() !== sentTo.toLowerCase()) {
    Object.assign(seller, emptyParty(), { name: sentTo, lines: seller.lines });
  }
  seller.name = legalEntity(withLegalForm(seller.name, all));
  buyer.name = legalEntity(withLegalForm(buyer.name, all));
  return { seller, buyer };
}

/**
 * A trading name with the legal entity in brackets, or the other way round ("The Hungry Heron (Heron Hospitality
 * Ltd)", "Laurier BV (Bistro Laurier)"): the party is the entity, the one of the two with a legal form.
 */
export function legalEntity(name: string | null): string | null {
  const both = name ? /^(.+?)\s*\(([^()]+)\)$/u.exec(name.trim()) : null;
  // "Nordwind IT UG (haftungsbeschränkt)": the brackets belong to the legal form.
  if (!both || [...name!.matchAll(LEGAL_FORMS_ALL)].some((f) => f.index + f[0].length === name!.trim().length)) return name;
  const [outer, inner] = [both[1]!.trim(), both[2]!.trim()];
  if (LEGAL_FORMS.test(inner) && !LEGAL_FORMS.test(outer)) return inner;
  if (LEGAL_FORMS.test(outer) && !LEGAL_FORMS.test(inner)) return outer;
  return name;
}

/**
 * A name read without a legal form that the text writes elsewhere with one ("Rechnung für Brenner Haustechnik" in the
 * subject, "für die Brenner Haustechnik GmbH" in the body): the name is the fuller one, as written there.
 */
export function withLegalForm(name: string | null, lines: readonly string[]): string | null {
  if (!name || LEGAL_FORMS.test(name) || NAME_OR_PLACE.test(name)) return name;
  const written = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name).replace(/\s+/g, '\\s+')}(?:,?\\s+|\\s+[-–]\\s+)`, 'iu');
  for (const line of lines) {
    const at = written.exec(line);
    if (!at) continue;
    const form = LEGAL_FORM_FIRST.exec(line.slice(at.index + at[0].length));
    if (form) return line.slice(at.index, at.index + at[0].length + form[0].length).trim();
  }
  return name;
}
