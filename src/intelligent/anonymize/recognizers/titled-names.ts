// A title before a word makes it a name, also in a chat written in lower case ("accountant mr chaudhry",
// "la sig.ra bianchi"): the word after "mr", "frau", "mme", "pan", … that no word list knows is a surname.
import { HONORIFICS } from '../gazetteers/context-words.js';
import { EVIDENCE } from '../evidence.js';
import { span, type Recognizer, type Span } from '../span.js';
import { isSafeWord } from '../unknown-words.js';

const SCORE = EVIDENCE.titledName;
// The name is looked at ahead, so that every word can be a title ("accountant mr chaudhry").
const TITLED = /(?<![\p{L}\p{N}])([\p{L}.-]{1,12})(?=([ \t]+)(\p{Ll}[\p{L}\p{M}'’-]{1,30})(?![\p{L}\p{N}]))/gu;

export const recognizeTitledNames: Recognizer = (text, { language }) => {
  const spans: Span[] = [];
  for (const m of text.matchAll(TITLED)) {
    if (!HONORIFICS.has(m[1]!.toLowerCase()) || isSafeWord(m[3]!, [language])) continue;
    const start = m.index + m[1]!.length + m[2]!.length;
    spans.push(span(start, start + m[3]!.length, 'PERSON', SCORE));
  }
  return spans;
};
