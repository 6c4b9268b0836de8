// This language's lexicon, one file per kind of word: what passes as written (the most common words, generated
// from a frequency list, and invoice vocabulary) and what the rules look for (labels, titles, sign-offs, street and
// trade words, number words, table headers). A new language is a folder of the same files.
import buildingWords from './building-words.js';
import commonWords from './common-words.generated.js';
import companyWords from './company-words.js';
import contextWords from './context-words.js';
import invoiceWords from './invoice-words.js';
import labels from './labels.js';
import nameOpeners from './name-openers.js';
import nameParticles from './name-particles.js';
import personPhrases from './person-phrases.js';
import phoneWords from './phone-words.js';
import placeWords from './place-words.js';
import signOffs from './sign-offs.js';
import spoken from './spoken.js';
import streetWords from './street-words.js';
import tableColumns from './table-columns.js';
import tradeWords from './trade-words.js';
import type { Lexicon } from '../lexicon.js';

export const lexicon: Lexicon = {
  commonWords,
  invoiceWords,
  tableColumns,
  spoken,
  contextWords,
  tradeWords,
  buildingWords,
  streetWords,
  labels,
  nameOpeners,
  signOffs,
  personPhrases,
  phoneWords,
  placeWords,
  nameParticles,
  companyWords,
};
