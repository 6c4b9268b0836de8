// Whether a text follows the usual orthography, where names are capitalised: then a lower-case word that
// no list knows is an ordinary word (a product, a trade term, a typo), not a name. A chat written all in
// lower case does not: there a lower-case word may be a name (bill jenkins), and only known words pass.
// Measured on the sentence openings: at least two thirds of them capitalised.

import { perText } from '../per-text.js';

const OPENING = /(?:^|[.!?]\s+|\n\s*)([\p{L}])/gu;

/** Judged once per text (per-text.ts): the company recognizer and the recall-first layer ask about the same text. */
export const followsCapitalisation: (text: string) => boolean = perText(judge);

function judge(text: string): boolean {
  let openings = 0;
  let capitalised = 0;
  for (const m of text.matchAll(OPENING)) {
    openings++;
    if (m[1] !== m[1]!.toLowerCase()) capitalised++;
  }
  return openings >= 1 && capitalised * 3 >= openings * 2;
}
