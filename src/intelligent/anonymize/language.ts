// Language detection for the seven pipelines: function words vote (a word shared by several languages
// splits its vote), and letters only one language uses (ß, ł, ñ, ĳ…) add weight. Ties fall back to English.
import { LANGUAGES, type Language } from '../types.js';
import { STOPWORD_SETS } from './gazetteers/stopwords.js';

const DISTINCTIVE_LETTERS: Array<[RegExp, Language, number]> = [
  [/[ßäöü]/giu, 'de', 1.5],
  [/[łąęśźżćń]/giu, 'pl', 2],
  [/[ñ¿¡]/giu, 'es', 2],
  [/[áíú]/giu, 'es', 0.6],
  [/[èêëçœ]/giu, 'fr', 0.8],
  [/é/giu, 'fr', 0.25],
  [/[ìòù]/giu, 'it', 0.7],
  [/ij/giu, 'nl', 0.6],
];

const WORD = /[\p{L}']+/gu;

/** The languages whose function words hold each word, in the order of LANGUAGES: built once, not per word of each text. */
const VOTERS = new Map<string, Language[]>();
for (const language of LANGUAGES) {
  for (const word of STOPWORD_SETS[language]) {
    const voters = VOTERS.get(word);
    if (voters) voters.push(language);
    else VOTERS.set(word, [language]);
  }
}

export function detectLanguage(text: string): Language {
  const scores = Object.fromEntries(LANGUAGES.map((l) => [l, 0])) as Record<Language, number>;
  // The first few thousand characters are plenty and keep detection cheap on long input.
  const sample = text.slice(0, 4000);
  for (const match of sample.matchAll(WORD)) {
    const word = match[0].toLowerCase();
    const hits = VOTERS.get(word);
    if (hits) for (const l of hits) scores[l] += 1 / hits.length;
  }
  for (const [pattern, language, weight] of DISTINCTIVE_LETTERS) {
    scores[language] += (sample.match(pattern)?.length ?? 0) * weight;
  }
  let best: Language = 'en';
  for (const l of LANGUAGES) if (scores[l] > scores[best]) best = l;
  return best;
}
