// The recall-first layer: every word that is not known to be safe becomes a placeholder. Known safe are
// the common words of the text's language and its invoice vocabulary (lexicons/), codes (currencies,
// units, VAT categories, legal forms), numbers (amounts, quantities, dates, percentages) and references
// that are mostly digits (RE-2024-17, INV0042). Everything else that could name someone, capitalised or
// not, glued (bäckerei-huber) or a handle (@anna_b), is replaced: a surname, the distinctive word of a
// trade name, a street name, a town. Runs after the recognizers: a word inside a span they found is
// theirs; an unknown word right next to a person, company or place they found joins that span, so it
// keeps its type; the rest get the neutral type NAME.
import { EVIDENCE } from './evidence.js';
import { DATE_WORDS } from './gazetteers/stopwords.js';
import { isKnownWord } from './lexicons/index.js';
import { memoized } from './per-text.js';
import { isDictationWord, isNumberWord } from './number-words.js';
import { isKnownCompound } from './safe-words/compounds.js';
import { hasNameShape, lineItemRanges } from './safe-words/line-items.js';
import { followsCapitalisation } from './safe-words/orthography.js';
import { hasCommonWordShape } from './safe-words/word-shapes.js';
import { isPostcodePair } from './safe-words/postcodes.js';
import { span, type Span } from './span.js';
import type { EntityType, Language } from '../types.js';

/** A run of characters without white space; punctuation around it is trimmed. */
const CHUNK = /\S+/g;
const LEADING_PUNCTUATION = /^[([{<"'«»„“”‘’`*_.,;:!?¡¿|\\]+/u;
const EDGE_PUNCTUATION = /^[([{<"'«»„“”‘’`*_.,;:!?¡¿|\\]+|[)\]}>"'«»„“”‘’`*_.,;:!?|\\]+$/gu;
/** Amounts, dates, quantities, percentages, times, ranges: no letters, or a short unit glued to digits. */
const NUMBER_LIKE = /^[-+±~≈]?[\d€$£%.,:/'’\-–x×]*\d[\d€$£%.,:/'’\-–x×]*(?:\p{L}{1,4}\d?|\p{L}{1,3}\.?)?$/u;
/** A reference: short letter groups among more digits (RE-2024-17, INV0042, 2025/FE/0214, #A-7781, A4, FV/KR/2025/0211). */
const REFERENCE = /^#?(?:\p{L}{1,5}[-/_.#:]?){0,2}\d[\d\-/_.]*(?:\p{L}{1,4}[-/_.]?\d[\d\-/_.]*)*\p{L}{0,2}$/u;
/** A short upper-case prefix written apart from its number: FV 14/05/2024, NC 2025/012, Nr. 17. */
const REFERENCE_PREFIX = /^\p{Lu}{1,4}\.?$/u;
const VOWEL = /[aeiouyàáâäãåæèéêëìíîïòóôöõøùúûüýąęœ]/iu;
/** Parts of a glued word. */
const PART = /\p{L}[\p{L}\p{M}]*/gu;
const NAME_TYPES: ReadonlySet<EntityType> = new Set(['PERSON', 'COMPANY_NAME', 'LOCATION']);

/** M5UXCR1 (a recipient code) has more letters than digits; a reference has at least as many digits. */
function digitsOutnumberLetters(core: string): boolean {
  return (core.match(/\d/g)?.length ?? 0) >= (core.match(/\p{L}/gu)?.length ?? 0);
}

const COMPOUNDING: ReadonlySet<Language> = new Set(['de', 'nl']);

export function isSafeWord(word: string, languages: readonly Language[]): boolean {
  const lower = word.toLowerCase();
  // A single letter (an initial, a VAT category, "a") names no one on its own.
  if (lower.length < 2 || isKnownWord(lower, languages) || DATE_WORDS.has(lower)) return true;
  if (isNumberWord(lower, languages) || isDictationWord(lower, languages)) return true;
  if (languages.some((l) => hasCommonWordShape(word, l))) return true;
  return languages.some((l) => COMPOUNDING.has(l)) && lower.length <= 40 && isKnownCompound(lower, (w) => isKnownWord(w, languages));
}

function isSafeChunk(
  core: string,
  languages: readonly Language[],
  lowerCaseIsSafe: boolean,
  safeWord: (word: string) => boolean = (word) => isSafeWord(word, languages),
): boolean {
  if (!/\p{L}/u.test(core)) return true;
  // A placeholder the text already holds ([PERSON_1]) points to nobody.
  if (/^[A-Z][A-Z_]*_\d+$/.test(core)) return true;
  // A lower-case word passes in a text that capitalises names, unless it has no vowel: "lnd", "rgds" are
  // OCR garbage or a shorthand, no word of the seven languages.
  if (lowerCaseIsSafe && /^\p{Ll}[\p{Ll}\p{M}'’-]*$/u.test(core) && VOWEL.test(core)) return true;
  if (core.includes('@')) return false;
  if (/\d/.test(core)) return NUMBER_LIKE.test(core) || (REFERENCE.test(core) && digitsOutnumberLetters(core));
  for (const part of core.matchAll(PART)) if (!safeWord(part[0])) return false;
  return true;
}

interface Unknown {
  start: number;
  end: number;
}

interface Piece extends Unknown {
  core: string;
  safe: boolean;
  /** Passed only as a word of a line item, though written like a name. */
  nameShapedItem?: boolean;
}

/** The chunks of the text outside every span already found, judged one by one, with their offsets. */
function judgedPieces(text: string, languages: readonly Language[], found: readonly Span[]): Piece[] {
  const sorted = [...found].sort((a, b) => a.start - b.start);
  const items = lineItemRanges(text);
  const lowerCaseIsSafe = followsCapitalisation(text);
  const safeWord = memoized((word) => isSafeWord(word, languages));
  const safeChunk = memoized((core) => isSafeChunk(core, languages, lowerCaseIsSafe, safeWord));
  const pieces: Piece[] = [];
  let s = 0;
  let item = 0;
  for (const m of text.matchAll(CHUNK)) {
    const chunkEnd = m.index + m[0].length;
    while (s < sorted.length && sorted[s]!.end <= m.index) s++;
    while (item < items.length && items[item]!.end < m.index) item++;
    const inLineItem = item < items.length && items[item]!.start <= m.index;
    // Cut the chunk around spans found already: only the parts outside them are judged.
    const parts: Unknown[] = [];
    let cursor = m.index;
    for (let k = s; k < sorted.length && sorted[k]!.start < chunkEnd; k++) {
      const sp = sorted[k]!;
      if (sp.start > cursor) parts.push({ start: cursor, end: sp.start });
      cursor = Math.max(cursor, sp.end);
    }
    if (cursor < chunkEnd) parts.push({ start: cursor, end: chunkEnd });
    for (const part of parts) {
      const raw = text.slice(part.start, part.end);
      const lead = raw.length - raw.replace(LEADING_PUNCTUATION, '').length;
      const core = raw.replace(EDGE_PUNCTUATION, '');
      if (core === '') continue;
      const start = part.start + lead;
      // The product words of a line item pass; a handle or an e-mail-like word never does.
      const known = safeChunk(core);
      const safe = known || (inLineItem && !core.includes('@'));
      pieces.push({ start, end: start + core.length, core, safe, nameShapedItem: !known && safe && hasNameShape(core) });
    }
  }
  // A postcode right before a place found already (3600 Thun, scanned 8S221 Dachau) belongs to it.
  const placeStarts = new Set(found.filter((f) => f.type === 'LOCATION' || f.type === 'NAME').map((f) => f.start));
  for (const p of pieces) {
    if (p.safe && (/^(?:[A-Z]{1,2}-)?\d{4,5}$/.test(p.core) || MISREAD_POSTCODE.test(p.core))) {
      const gap = /^[ \t]{1,3}/.exec(text.slice(p.end, p.end + 4));
      if (gap && placeStarts.has(p.end + gap[0].length)) p.safe = false;
    }
  }
  // "Kowalski, Tomasz" in a table row: a name-shaped word next to a found person is part of that name.
  const persons = found.filter((f) => f.type === 'PERSON');
  for (const p of pieces) {
    if (
      p.nameShapedItem &&
      persons.some((f) => /^,?[ \t]{1,2}$/.test(text.slice(p.end, f.start)) || /^,?[ \t]{1,2}$/.test(text.slice(f.end, p.start)))
    )
      p.safe = false;
  }
  // "L. Cl aes": a short lower-case word no list knows, right after a found person's name, is the rest of it
  // (OCR split the surname); the lower case that makes a word safe in a capitalised text does not hold there.
  // A longer one is a verb or noun the lists miss ("Dufresne fitted").
  const personEnds = new Set(persons.map((f) => f.end));
  for (const p of pieces) {
    if (p.safe && personEnds.has(p.start - 1) && text[p.start - 1] === ' ' && /^\p{Ll}{1,4}$/u.test(p.core) && !isSafeChunk(p.core, languages, false))
      p.safe = false;
  }
  // "Limpiezas Brillo (Anna Berg) | …": in a table cell that holds a business or person found already, a
  // name-shaped word belongs to that party, not to what was sold.
  const parties = found.filter((f) => f.type === 'PERSON' || f.type === 'COMPANY_NAME');
  for (const p of pieces) {
    if (!p.nameShapedItem || !p.safe) continue;
    const cell = tableCellAround(text, p);
    if (cell && parties.some((f) => f.start >= cell.start && f.end <= cell.end)) p.safe = false;
  }
  // German writes every noun with a capital: the word right after a small count or a measure is the
  // counted thing ("3 Paletten", "22 mm Edelstahl", "4.200 Wörter"), not a name. Never after a postcode
  // (four or more digits without a thousands point) and never next to a name found already.
  if (languages.includes('de')) {
    for (let i = 1; i < pieces.length; i++) {
      const [a, b] = [pieces[i - 1]!, pieces[i]!];
      if (b.safe || !/^\p{Lu}\p{Ll}+(?:-\p{L}+)?$/u.test(b.core) || !/^[ \t]$/.test(text.slice(a.end, b.start))) continue;
      const measure =
        MEASURE_UNIT.test(a.core) && i > 1 && COUNT.test(pieces[i - 2]!.core) && /^[ \t]$/.test(text.slice(pieces[i - 2]!.end, a.start));
      if ((COUNT.test(a.core) || measure) && !found.some((f) => f.start === b.end + 1 || f.end === b.start - 1)) b.safe = true;
    }
  }
  // A word replaced in one place is replaced everywhere (Thun in an address, then alone in a table row):
  // the words no list knows of every unsafe piece and of every name, company or place found.
  const replacedWords = new Set<string>();
  const addWords = (value: string) => {
    for (const w of value.matchAll(PART)) if (!safeWord(w[0])) replacedWords.add(w[0].toLowerCase());
  };
  for (const p of pieces) if (!p.safe) addWords(p.core);
  for (const f of found) if (NAME_TYPES.has(f.type)) addWords(text.slice(f.start, f.end));
  for (const p of pieces) {
    if (p.safe && /\p{L}/u.test(p.core)) for (const w of p.core.matchAll(PART)) if (replacedWords.has(w[0].toLowerCase())) p.safe = false;
  }
  // "Glenmalure View Guesthouse": a capitalised word between two replaced words of one name is part of it, as
  // is a short lower-case word no list of the language knows, a particle of another language ("Glan yr Afon").
  for (let i = 1; i + 1 < pieces.length; i++) {
    const [a, b, c] = [pieces[i - 1]!, pieces[i]!, pieces[i + 1]!];
    const inside = /^\p{Lu}\p{L}+$/u.test(b.core) || (/^\p{Ll}{1,3}$/u.test(b.core) && !isSafeChunk(b.core, languages, false));
    if (b.safe && !a.safe && !c.safe && inside && /^[ \t]{1,3}$/.test(text.slice(a.end, b.start)) && /^[ \t]{1,3}$/.test(text.slice(b.end, c.start)))
      b.safe = false;
    // "Dublin 15 D15 RX82": a district number between a replaced town and a British or Irish postcode.
    const d = pieces[i + 2];
    if (b.safe && !a.safe && /^\d{1,2}$/.test(b.core) && d && isPostcodePair(c.core, d.core) && /^[ \t]{1,3}$/.test(text.slice(a.end, b.start)))
      b.safe = false;
  }
  for (let i = 1; i < pieces.length; i++) {
    const [a, b] = [pieces[i - 1]!, pieces[i]!];
    if (!/^[ \t]+$/.test(text.slice(a.end, b.start))) continue;
    // A reference-shaped pair that is a British or Irish postcode is an address.
    if (isPostcodePair(a.core, b.core)) a.safe = b.safe = false;
    // A postcode in front of an unknown town (3600 Thun, 95024 ACIREALE, 8031 zwolle) belongs to it; after
    // a postcode no quantity or reference has (05-500, D-80331) a word in lower case is a town, not a common word.
    else if (
      (POSTCODE.test(a.core) || (MISREAD_POSTCODE.test(a.core) && !b.safe)) &&
      /^\p{L}/u.test(b.core) &&
      (!b.safe || (lowerCaseIsSafe && POSTCODE_ONLY.test(a.core) && !isSafeChunk(b.core, languages, false, safeWord)))
    )
      a.safe = b.safe = false;
    else if (!a.safe && REFERENCE_PREFIX.test(a.core) && /^\d[\d\-/_.]*\d$/.test(b.core) && b.core.length >= 4) a.safe = true;
  }
  return pieces;
}

/** The table cell (between "|" or tabs on one line) around a piece, or null outside a table. */
function tableCellAround(text: string, piece: Unknown): Unknown | null {
  const lineStart = text.lastIndexOf('\n', piece.start) + 1;
  const lineEnd = text.indexOf('\n', piece.end) < 0 ? text.length : text.indexOf('\n', piece.end);
  const line = text.slice(lineStart, lineEnd);
  const at = piece.start - lineStart;
  const start = Math.max(line.lastIndexOf('|', at), line.lastIndexOf('\t', at));
  const ends = [line.indexOf('|', at), line.indexOf('\t', at)].filter((i) => i >= 0);
  const end = ends.length ? Math.min(...ends) : line.length;
  if (start < 0 && end === line.length) return null;
  return { start: lineStart + start + 1, end: lineStart + end };
}

/** A count: at most three digits, a decimal or a thousands point ("3", "2,5", "4.200"); no postcode. */
const COUNT = /^\d{1,3}(?:[.,]\d{1,3})?$/;
/** A unit after a count. */
const MEASURE_UNIT = /^(?:mm|cm|m|m²|m2|m³|m3|km|kg|g|t|l|ml|lfm|stk|stück|std|h|kw|w|v|a)\.?$/i;

const POSTCODE = /^(?:[A-Z]{1,2}-)?\d{4,5}$|^\d{2}-\d{3}$/;
/** A scanned postcode with one letter read for a digit ("8S221 Dachau", "4O139"): only before a replaced town. */
const MISREAD_POSTCODE = /^(?=[\d]*[OolISB][\d]*$)[\dOolISB]{4,5}$/;
const POSTCODE_ONLY = /^[A-Z]-\d{5}$|^\d{2}-\d{3}$/;

/** Only spaces, tabs, a hyphen, an ampersand or an apostrophe-s between two parts of one name. */
const JOIN = /^(?:[ \t]{1,3}|[ \t]?[-&+][ \t]?|['’]s[ \t]|[ \t]?\/[ \t]?)$/;

export function findUnknownWords(text: string, languages: readonly Language[], found: readonly Span[]): Span[] {
  const unknown = judgedPieces(text, languages, found).filter((p) => !p.safe);
  if (unknown.length === 0) return [];
  // Runs of unknown words on one line form one name.
  const runs: Unknown[] = [];
  for (const u of unknown) {
    const last = runs[runs.length - 1];
    if (last && JOIN.test(text.slice(last.end, u.start))) last.end = u.end;
    else runs.push({ ...u });
  }
  // Found names by where they end and start, to look up a run's neighbours in constant time.
  const endingAt = new Map<number, Span>();
  const startingAt = new Map<number, Span>();
  for (const f of found) {
    if (!NAME_TYPES.has(f.type)) continue;
    endingAt.set(f.end, f);
    startingAt.set(f.start, f);
  }
  const neighbourOf = (run: Unknown): Span | undefined => {
    for (let gap = 1; gap <= 4; gap++) {
      const before = endingAt.get(run.start - gap);
      if (before && JOIN.test(text.slice(before.end, run.start))) return before;
      const after = startingAt.get(run.end + gap);
      if (after && JOIN.test(text.slice(run.end, after.start))) return after;
    }
    return undefined;
  };
  // Right next to a found name: the same name, so the same type (the overlap step joins them). Unknown
  // words on both sides of one name ("Unterschrift Sabine Lechner Raumwerk Lechner") all join it.
  const grown = new Map<Span, Span>();
  const spans: Span[] = [];
  for (const run of runs) {
    const neighbour = neighbourOf(run);
    if (!neighbour) {
      spans.push(span(run.start, run.end, 'NAME', EVIDENCE.unknownWord));
      continue;
    }
    const sofar = grown.get(neighbour) ?? neighbour;
    grown.set(neighbour, span(Math.min(sofar.start, run.start), Math.max(sofar.end, run.end), neighbour.type, neighbour.score));
  }
  return [...spans, ...grown.values()];
}
