// Every language's lexicon, by language code: the one place a new language's folder is registered.
import type { Language } from '../../types.js';
import { lexicon as de } from './de/index.js';
import { lexicon as en } from './en/index.js';
import { lexicon as es } from './es/index.js';
import { lexicon as fr } from './fr/index.js';
import { lexicon as it } from './it/index.js';
import type { Lexicon } from './lexicon.js';
import { lexicon as nl } from './nl/index.js';
import { lexicon as pl } from './pl/index.js';

export const LEXICONS: Record<Language, Lexicon> = { en, de, fr, it, es, nl, pl };
