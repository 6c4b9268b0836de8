// Words and codes spelled out letter by letter, as a transcript writes them: "El Amrani en deux mots,
// E L, A M R A N I", "the eircode is P 43 E Y 21". Each letter is a word of one character, which every
// word list lets through. A run of four or more single capitals and short digit groups, with three
// letters or more, is read whole: when its letters spell a word that is known to be safe ("F A C T U R A"
// as a spaced heading) and no digit stands between them, it stays; otherwise it names someone or something,
// of the type the label before it names.
import { EVIDENCE } from '../evidence.js';
import { span, type Recognizer, type Span } from '../span.js';
import { isSafeWord } from '../unknown-words.js';
import { typeBefore } from './spoken-numbers.js';

const RUN = /(?<![\p{L}\p{N}])(?:\p{Lu}|\d{1,3})(?:(?:,[ \t]?|[ \t])(?:\p{Lu}|\d{1,3})){3,40}(?![\p{L}\p{N}])/gu;

export const recognizeSpelledWords: Recognizer = (text, { language }) => {
  const spans: Span[] = [];
  for (const m of text.matchAll(RUN)) {
    const tokens = m[0].split(/,[ \t]?|[ \t]/);
    const letters = tokens.filter((t) => /\p{L}/u.test(t)).length;
    if (letters < 3) continue;
    const firstLetter = tokens.findIndex((t) => /\p{L}/u.test(t));
    const lastLetter = tokens.length - 1 - [...tokens].reverse().findIndex((t) => /\p{L}/u.test(t));
    const digitBetween = tokens.slice(firstLetter, lastLetter).some((t) => /\d/.test(t));
    const words = m[0]
      .split(',')
      .map((group) => group.replace(/[\s\d]/g, ''))
      .filter(Boolean);
    if (!digitBetween && words.every((word) => word.length < 2 || isSafeWord(word, [language]))) continue;
    // After an identifier's label ("codice fiscale L M R H M D 85 …") the whole run is that identifier.
    const type = typeBefore(text, m.index);
    spans.push(span(m.index, m.index + m[0].length, type, type === 'NAME' ? EVIDENCE.spelledWord : EVIDENCE.labelledSpelledIdentifier));
  }
  return spans;
};
