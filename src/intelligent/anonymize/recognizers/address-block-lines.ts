// In an address block (lines without a blank line between them, one of which holds an address found
// already or a British or Irish postcode), a short line of capitalised words is part of the address or the addressee, even when every
// word is an ordinary word: "The Old Forge", "Mount Temple", "Eetcafé De Gouden Leeuw". Its type is
// unclear (a building, a locality, a business), so it is a NAME. A line with a title, a greeting, a label
// or a digit, a line with an invoice word (a table header) or a country, and a line in capitals (a
// document title), are left to the other rules. So is the part before a street found on its line, after a
// dash or comma: a building's or institution's name, also in lower-case words ("Maison des associations –
// 4 place du Marché").
import { EVIDENCE } from '../evidence.js';
import { GREETINGS, HONORIFICS } from '../gazetteers/context-words.js';
import { isInvoiceVocabulary } from '../lexicons/index.js';
import { span, type Span } from '../span.js';

const SMALL_WORDS = new Set([
  'de',
  'den',
  'der',
  'des',
  'di',
  'da',
  'del',
  'la',
  'le',
  'les',
  'van',
  'von',
  'of',
  'the',
  'and',
  'y',
  'e',
  'et',
  'und',
  'en',
  'op',
  'aan',
  'am',
  'im',
]);
const MAX_BLOCK_LINES = 10;
const UK_IE_POSTCODE = /(?<![\p{L}\p{N}])(?:[A-Z]{1,2}\d{1,2}[A-Z]?[ \t]\d[A-Z]{2}|[A-Z]\d{2}[ \t][A-Z0-9]{4})(?![\p{L}\p{N}])/u;

function isTitleCaseLine(line: string): boolean {
  const words = line.trim().split(/[ \t]+/);
  if (words.length < 1 || words.length > 5 || /[\d:@/|]/.test(line) || line.trim() === line.trim().toUpperCase()) return false;
  if (!/^\p{Lu}/u.test(words[0]!)) return false;
  return words.every((w) => {
    const lower = w.toLowerCase().replace(/[.,]$/, '');
    // A table header (Artikel Menge Betrag) or a country line (Nederland) is no address part.
    if (HONORIFICS.has(lower) || HONORIFICS.has(`${lower}.`) || GREETINGS.has(lower) || (lower.length > 2 && isInvoiceVocabulary(lower)))
      return false;
    return /^\p{Lu}[\p{L}'’\-]*[.,]?$/u.test(w) || SMALL_WORDS.has(lower);
  });
}

/** The words before a dash or comma that ends right where a found street starts. */
const PART_BEFORE_STREET = /^[ \t>]*(\p{Lu}[^\d:@/|–—,]{0,60}?)[ \t]*(?:[–—-]|,)[ \t]*$/u;

function isBuildingPart(part: string): boolean {
  const words = part.split(/[ \t]+/);
  return (
    words.length <= 5 &&
    words.every((w) => {
      const lower = w.toLowerCase();
      return !HONORIFICS.has(lower) && !GREETINGS.has(lower) && !(lower.length > 2 && isInvoiceVocabulary(lower));
    })
  );
}

export function findAddressBlockLines(text: string, found: readonly Span[]): Span[] {
  const spans: Span[] = [];
  const locations = found.filter((f) => f.type === 'LOCATION');
  const lines: Array<{ start: number; end: number; text: string }> = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    lines.push({ start: offset, end: offset + line.length, text: line });
    offset += line.length + 1;
  }
  let blockStart = 0;
  for (let i = 0; i <= lines.length; i++) {
    if (i < lines.length && lines[i]!.text.trim() !== '') continue;
    const block = lines.slice(blockStart, i);
    blockStart = i + 1;
    if (block.length < 2 || block.length > MAX_BLOCK_LINES) continue;
    const first = block[0]!.start;
    const last = block[block.length - 1]!.end;
    const hasAddress = locations.some((l) => l.start >= first && l.end <= last) || block.some((line) => UK_IE_POSTCODE.test(line.text));
    if (!hasAddress) continue;
    for (const line of block) {
      const street = locations.find((l) => l.start > line.start && l.end === line.start + line.text.trimEnd().length);
      const before = street && PART_BEFORE_STREET.exec(text.slice(line.start, street.start));
      if (before && isBuildingPart(before[1]!)) {
        const start = line.start + before[0].indexOf(before[1]!);
        spans.push(span(start, start + before[1]!.length, 'NAME', EVIDENCE.addressBlockLine));
      }
      if (!isTitleCaseLine(line.text)) continue;
      const lead = line.text.length - line.text.trimStart().length;
      const start = line.start + lead;
      const end = line.start + line.text.trimEnd().length;
      if (found.some((f) => f.start <= start && f.end >= end)) continue;
      spans.push(span(start, end, 'NAME', EVIDENCE.addressBlockLine));
    }
  }
  return spans;
}
