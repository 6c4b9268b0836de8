// A legal form written before the name ("ASBL Les Petits Pas", "vzw De Kleine Stapjes", "SARL Menuiserie
// Lenoir"): the capitalised words after it, with the articles between them, are the business's name, even
// when every one of them is an ordinary word.
import { LEADING_LEGAL_FORMS } from '../lexicons/legal-forms.js';
import { EVIDENCE } from '../evidence.js';
import { wordsOfEveryLanguage } from '../lexicons/all.js';
import { phraseAlternation } from '../lexicons/alternation.js';
import { span, type Recognizer, type Span } from '../span.js';

const SCORE = EVIDENCE.leadingLegalForm;
const NAME_WORD = String.raw`(?:\p{Lu}[\p{L}\p{M}'’-]*|['’]t)`;
/** Small words between the legal form and the name (each language's name-particles.ts), and "&". */
const LINK = `(?:${phraseAlternation(wordsOfEveryLanguage((lexicon) => lexicon.nameParticles.afterLegalForm))}|&)`;
const LEADING = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${LEADING_LEGAL_FORMS})[ \t]+((?:${LINK}[ \t]+)?${NAME_WORD}(?:[ \t]+(?:${LINK}[ \t]+)?${NAME_WORD}){0,4})`,
  'gu',
);

export const recognizeLeadingLegalForms: Recognizer = (text) => {
  const spans: Span[] = [];
  for (const m of text.matchAll(LEADING)) spans.push(span(m.index, m.index + m[0].length, 'COMPANY_NAME', SCORE));
  return spans;
};
