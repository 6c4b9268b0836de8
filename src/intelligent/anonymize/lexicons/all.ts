// Every language's lexicon, by language code: the one place a new language's folder is registered.
import { LANGUAGES, type Language } from '../../types.js';
import { phraseAlternation, phrasesOf } from './alternation.js';
import { lexicon as de } from './de/index.js';
import { lexicon as en } from './en/index.js';
import { lexicon as es } from './es/index.js';
import { lexicon as fr } from './fr/index.js';
import { lexicon as it } from './it/index.js';
import type { Lexicon } from './lexicon.js';
import { lexicon as nl } from './nl/index.js';
import { lexicon as pl } from './pl/index.js';

export const LEXICONS: Record<Language, Lexicon> = { en, de, fr, it, es, nl, pl };

/** The white-space separated words `pick` takes from every language's lexicon, as one set. */
export function wordsOfEveryLanguage(pick: (lexicon: Lexicon) => string): ReadonlySet<string> {
  return new Set(LANGUAGES.flatMap((language) => pick(LEXICONS[language]).trim().split(/\s+/)).filter((word) => word !== ''));
}

/** The regular-expression alternatives `pick` takes from every language's lexicon, as one alternation ("|" separated). */
export function alternativesOfEveryLanguage(pick: (lexicon: Lexicon) => string): string {
  return LANGUAGES.map((language) => pick(LEXICONS[language]))
    .filter((alternatives) => alternatives !== '')
    .join('|');
}

/** The plain phrases ("|" separated) `pick` takes from every language's lexicon, as one alternation: escaped, longest first. */
export function phrasesOfEveryLanguage(pick: (lexicon: Lexicon) => string): string {
  return phraseAlternation(LANGUAGES.flatMap((language) => phrasesOf(pick(LEXICONS[language]))));
}
