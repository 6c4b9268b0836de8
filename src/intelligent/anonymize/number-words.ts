// The number words of each language (lexicons/<language>/spoken.ts) and the words spoken around them,
// read once into sets and one pattern per language. A number word is known to be safe (an amount or a
// quantity, spoken); a run of them long enough to be an identifier is found by recognizers/spoken-numbers.ts.
import { spokenWords } from './lexicons/index.js';
import type { Language } from '../types.js';

export interface Vocabulary {
  values: ReadonlyMap<string, number>;
  /** A whole word made of number words and joiners ("dreiundzwanzig", "quattrocentoventi"). */
  compound: RegExp;
  part: RegExp;
  notAlone: ReadonlySet<string>;
  joiners: ReadonlySet<string>;
  separators: ReadonlySet<string>;
  spelling: ReadonlySet<string>;
  letterWords: ReadonlySet<string>;
  lettersInRun: ReadonlySet<string>;
  letterSuffixes: ReadonlySet<string>;
  zeros: ReadonlySet<string>;
  /** How often a repeat word says the next digit: "double" 2, "triple" 3. */
  repeats: ReadonlyMap<string, number>;
  amounts: ReadonlySet<string>;
}

const vocabularies = new Map<Language, Vocabulary>();
const words = (list: string) => new Set(list.split(/\s+/).filter(Boolean));

export function spokenVocabulary(language: Language): Vocabulary {
  let v = vocabularies.get(language);
  if (!v) {
    const spoken = spokenWords(language);
    const values = new Map<string, number>();
    for (const entry of spoken.numbers.split(/\s+/)) {
      const [word, value] = entry.split('=');
      values.set(word!.replace(/-/g, ''), Number(value));
    }
    const joiners = words(spoken.joiners);
    const alternatives = [...values.keys(), ...joiners].sort((a, b) => b.length - a.length).join('|');
    v = {
      values,
      compound: new RegExp(`^(?:${alternatives})+$`, 'u'),
      part: new RegExp(alternatives, 'gu'),
      notAlone: words(spoken.notAlone),
      joiners,
      separators: words(spoken.separators),
      spelling: words(spoken.spelling),
      letterWords: words(spoken.letterWords),
      lettersInRun: words(spoken.lettersInRun ?? ''),
      letterSuffixes: words(spoken.letterSuffixes ?? ''),
      zeros: words(spoken.zeros),
      repeats: new Map([...words(spoken.repeats)].map((entry) => [entry.split('=')[0]!, Number(entry.split('=')[1])])),
      amounts: words(spoken.amounts),
    };
    vocabularies.set(language, v);
  }
  return v;
}

/** The value of one number word, or null: "dreiundzwanzig" 23, "seicentocinquanta" 650, "hundred" 100. */
export function numberValue(word: string, v: Vocabulary): number | null {
  const bare = word.replace(/[-‐]/g, '');
  if (bare.length > 40 || v.notAlone.has(bare) || v.joiners.has(bare) || !v.compound.test(bare)) return null;
  let total = 0;
  let current = 0;
  for (const [part] of bare.matchAll(v.part)) {
    const value = v.values.get(part);
    if (value === undefined) continue;
    if (value === 100) current = (current || 1) * 100;
    else if (value === 1000) {
      total += (current || 1) * 1000;
      current = 0;
    } else current += value;
  }
  return total + current;
}

/** A number word of one of the languages: "fünfundneunzig", "quattrocentoventi", "tweeënnegentig". */
export function isNumberWord(lower: string, languages: readonly Language[]): boolean {
  return languages.some((language) => numberValue(lower, spokenVocabulary(language)) !== null);
}

/** The words spoken around numbers and e-mail addresses in a dictated text (Komma, slash, letra, euro). */
export function isDictationWord(lower: string, languages: readonly Language[]): boolean {
  return languages.some((language) => {
    const v = spokenVocabulary(language);
    return (
      v.separators.has(lower) || v.joiners.has(lower) || v.spelling.has(lower) || v.zeros.has(lower) || v.amounts.has(lower) || v.notAlone.has(lower)
    );
  });
}
