// The lexicons of the seven languages the offline extractor reads, one data file each.
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { it } from './it.js';
import { nl } from './nl.js';
import { pl } from './pl.js';
import type { Lexicon } from './types.js';

export type { ColumnKind, LabelKind, Lexicon, UnitCode } from './types.js';

export const LEXICONS: Readonly<Record<string, Lexicon>> = { en, de, pl, fr, it, es, nl };
