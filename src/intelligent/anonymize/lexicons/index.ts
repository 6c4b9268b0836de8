// The words the anonymizer lets through as written: the common words of the text's language, and in any
// text the invoice vocabulary of all seven languages, the codes, and the context words the recognizers
// use (titles, greetings, function words, month and day names, roles). The sets are built when this module
// loads: on a Worker that is the isolate's start-up, not the CPU time of the first request that anonymizes.
import CARD_ENDINGS from './card-endings.js';
import TOP_LEVEL_DOMAINS from './top-level-domains.js';
import { LANGUAGES, type Language } from '../../types.js';
import { GREETINGS, HONORIFICS, NOT_ADDRESSEES, ROLE_WORDS } from '../gazetteers/context-words.js';
import { ANY_STOPWORD, DATE_WORDS } from '../gazetteers/stopwords.js';
import codes from './codes.js';
import { LEXICONS } from './all.js';
import { decodeFrontCoded } from './front-coding.js';
import type { SpokenWords } from './lexicon.js';

let anyLanguage: ReadonlySet<string> | undefined;
let vocabulary: ReadonlySet<string> | undefined;

/** Invoice vocabulary of any of the seven languages, or a code (not the function words). */
export function isInvoiceVocabulary(lower: string): boolean {
  vocabulary ??= new Set(
    [codes, ...LANGUAGES.map((l) => LEXICONS[l].invoiceWords)]
      .join(' ')
      .toLowerCase()
      .match(/\p{L}+/gu) ?? [],
  );
  return vocabulary.has(lower);
}
const commonSets = new Map<Language, ReadonlySet<string>>();

/** Known in a text of any language: codes, invoice vocabulary, context words (their letter runs). */
function knownInAnyText(): ReadonlySet<string> {
  if (!anyLanguage) {
    const contextWords = [HONORIFICS, GREETINGS, NOT_ADDRESSEES, ROLE_WORDS, DATE_WORDS, ANY_STOPWORD].flatMap((set) => [...set]);
    const all = [codes, ...LANGUAGES.map((l) => LEXICONS[l].invoiceWords), ...contextWords].join(' ');
    anyLanguage = new Set(all.toLowerCase().match(/\p{L}+/gu) ?? []);
  }
  return anyLanguage;
}

/** The common words of one language (lower case), from its frequency list. */
export function commonWords(language: Language): ReadonlySet<string> {
  let set = commonSets.get(language);
  if (!set) {
    set = new Set(decodeFrontCoded(LEXICONS[language].commonWords));
    commonSets.set(language, set);
  }
  return set;
}

for (const language of LANGUAGES) commonWords(language);
knownInAnyText();

/** A word (lower case) common in one of the given languages, or known in any text. */
export function isKnownWord(lower: string, languages: readonly Language[]): boolean {
  if (knownInAnyText().has(lower)) return true;
  for (const language of languages) if (commonWords(language).has(lower)) return true;
  return false;
}

let columnHeaders: ReadonlyMap<string, 'PERSON' | 'COMPANY_NAME'> | undefined;

/** Table headers of every language whose column names a person or a business (lower case). */
export function partyColumnHeaders(): ReadonlyMap<string, 'PERSON' | 'COMPANY_NAME'> {
  if (!columnHeaders) {
    const map = new Map<string, 'PERSON' | 'COMPANY_NAME'>();
    for (const language of LANGUAGES) {
      const { person, company } = LEXICONS[language].tableColumns;
      for (const header of company.split('|')) map.set(header.trim(), 'COMPANY_NAME');
      for (const header of person.split('|')) if (!map.has(header.trim())) map.set(header.trim(), 'PERSON');
    }
    columnHeaders = map;
  }
  return columnHeaders;
}

/** The dictation words of one language. */
export function spokenWords(language: Language): SpokenWords {
  return LEXICONS[language].spoken;
}

/** The spoken @ and dot of every language, for e-mail addresses read out. */
export function spokenEmailWords(): { at: string[]; dot: string[]; dash: string[] } {
  const words = (key: 'at' | 'dot' | 'dash') => [...new Set(LANGUAGES.flatMap((l) => LEXICONS[l].spoken[key].split(/\s+/)))];
  return { at: words('at'), dot: words('dot'), dash: words('dash') };
}

/** The top-level domains a spelled-out e-mail address ends with, as one alternation (top-level-domains.ts). */
export function topLevelDomainAlternation(): string {
  return TOP_LEVEL_DOMAINS.trim()
    .split(/\s+/)
    .map((d) => d.replace('.', '\\.'))
    .join('|');
}

/** The phrases that give a card's last digits, as one alternation, any run of spaces between words (card-endings.ts). */
export function cardEndingAlternation(): string {
  return CARD_ENDINGS.map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[ \\t]+')).join('|');
}
