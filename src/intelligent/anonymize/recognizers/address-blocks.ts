// PERSON or COMPANY_NAME: the addressee lines of an address block. A letter or invoice writes an address as
// lines: the addressee (a person, a business, or both), the street, the postcode and town. Once the last two
// are recognised, the one or two short lines right above the street are the addressee, whatever the words:
// "Lakeside Rowing Club", "Annegret Lüdtke-Schwarz", "Kowalczyk Piotr". They score lowest, so a name
// recognizer's reading of the same words wins; the type is a guess from the words (a given name first: person).
// It runs after the other recognizers, on the places they found.
import { EVIDENCE } from '../evidence.js';
import { HONORIFICS, PARTY_LABELS } from '../gazetteers/context-words.js';
import { phrasesOfEveryLanguage } from '../lexicons/all.js';
import { isFirstName } from '../gazetteers/first-names.js';
import { span, type Span } from '../span.js';
import { isBusinessNoun } from './companies.js';
import { LEGAL_FORM_WORD } from '../lexicons/legal-forms.js';
import { NOT_SURNAMES } from './persons.js';

interface Line {
  start: number;
  end: number;
  /** The line without its indentation and trailing spaces or comma. */
  content: string;
  contentStart: number;
}

function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (const raw of text.split('\n')) {
    const content = raw.trim().replace(/,$/, '');
    lines.push({ start, end: start + raw.length, content, contentStart: start + raw.indexOf(content) });
    start += raw.length + 1;
  }
  return lines;
}

/** A line that can only be a name: short, capitalised, no digits, labels or column gaps. */
function isNameLine(line: Line): boolean {
  const { content } = line;
  if (!content || content.length > 50 || /[\d@:/\\|]|[ \t]{2}/.test(content)) return false;
  const words = content.split(/[ \t]+/);
  return words.length <= 6 && /^\p{Lu}/u.test(words[0]!) && !words.every((w) => HONORIFICS.has(w.toLowerCase()));
}

/** Lines that head an address block rather than name someone: "Spett.le", "Messrs", "Aan", "To" (each language's labels.ts). */
const BLOCK_HEADERS = new RegExp(`^(?:${phrasesOfEveryLanguage((lexicon) => lexicon.labels.blockHeaders)})$`, 'iu');

function typeOf(content: string): 'PERSON' | 'COMPANY_NAME' {
  const words = content.split(/[ \t]+/).filter((w) => !HONORIFICS.has(w.toLowerCase()));
  if (words.some((w) => LEGAL_FORM_WORD.test(w.replace(/\.$/, '')) || isBusinessNoun(w.toLowerCase()))) return 'COMPANY_NAME';
  return words.length >= 2 && words.length <= 4 && (isFirstName(words[0]!) || isFirstName(words[words.length - 1]!)) ? 'PERSON' : 'COMPANY_NAME';
}

/** The addressee lines above the places the location recognizer found (`locations`, before overlap resolution). */
export function findAddressees(text: string, locations: readonly Span[]): Span[] {
  const lines = linesOf(text);
  // Where each place starts, with its furthest end: a line is a place when one starts with it and covers it.
  const placeEndAt = new Map<number, number>();
  for (const s of locations) placeEndAt.set(s.start, Math.max(s.end, placeEndAt.get(s.start) ?? 0));
  const wholeLine = (line: Line) => line.content.length > 0 && (placeEndAt.get(line.contentStart) ?? -1) >= line.contentStart + line.content.length;
  const spans: Span[] = [];
  for (let n = 2; n < lines.length; n++) {
    // Postcode line, street line above it: both recognised as places, each on its own.
    if (!wholeLine(lines[n]!) || !wholeLine(lines[n - 1]!) || !/\d/.test(lines[n]!.content)) continue;
    for (let k = n - 2; k >= Math.max(0, n - 3); k--) {
      const line = lines[k]!;
      if (!isNameLine(line) || wholeLine(line)) break;
      // A document title ("FACTURE"), a block header ("Spett.le") or a party label's own line ("Rechnung an", "Bill to") ends the block.
      if (line.content.split(/[ \t]+/).some((w) => NOT_SURNAMES.has(w.toLowerCase())) || BLOCK_HEADERS.test(line.content)) break;
      PARTY_LABELS.lastIndex = 0;
      if (PARTY_LABELS.test(`${line.content}:`)) break;
      spans.push(span(line.contentStart, line.contentStart + line.content.length, typeOf(line.content), EVIDENCE.addressBlockName));
    }
  }
  return spans;
}
