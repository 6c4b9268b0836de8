// Courtesy titles: how a person is addressed ("Herrn", "Mrs", "Mme", "Sig.ra", "Dhr."), not part of the person's name.
// The words are each lexicon's `titles`; academic titles ("Dr.", "Prof.") are no courtesy titles and stay in the name.
// A couple addressed together ("M. et Mme Renard", "Dhr. en Mevr. Claes") loses the whole run of titles.
import { alternation } from './labels.js';
import { ITEM_JOINS, TITLES } from './vocabulary.js';

/** The words that join two titles ("and", "et", "en"): the lexicons' item joins that are words. */
const JOINS = ITEM_JOINS.filter((word) => /^\p{L}+$/u.test(word));

const TITLE = `(?:${alternation(TITLES)})(?![\\p{L}])\\.?`;
const LEADING_TITLES = new RegExp(`^${TITLE}(?:\\s+(?:${alternation(JOINS)})\\s+${TITLE})*\\s+(?=\\p{L})`, 'iu');

/** A person's name without the courtesy titles it starts with ("Monsieur Grégory Wauters" → "Grégory Wauters"). */
export function withoutTitles(name: string): string {
  return name.replace(LEADING_TITLES, '').trim();
}
