// Common nouns, adverbs and adjectives that no frequency list can hold all of, recognised by the endings
// a language uses to make them (Spanish -ción, German -ung, Polish -anie, Italian -zione): product and
// service words of running text (reparación, Heizungswartung, strzyżenie). Names are rarely made so; the
// endings surnames do take (-ing in English, -ung in short German names such as Hartung or Jung) are left
// out or need a longer word.
import type { Language } from '../../types.js';

const ENDINGS: Record<Language, RegExp> = {
  en: /(?:tion|tions|sion|ment|ments|ness|ity|ities|ance|ence|able|ible|ical|ally|ised|ized|ising|izing|ware|ery|eries)$/,
  de: /(?:.{4}ung|ungen|heit|heiten|keit|keiten|schaft|ierung|ation|ationen|tät|ismus|lich|isch|bar|chen|arbeiten|anlage|geräte?)$/,
  fr: /(?:tion|tions|sion|ement|ements|ité|ités|isme|age|ages|able|ible|ique|iques|euse|euses|erie|eries|ière|ières)$/,
  it: /(?:zione|zioni|sione|sioni|mento|menti|mente|ità|ismo|aggio|aggi|abile|ibile|ico|ici|ica|iche|eria|erie|tura|ture)$/,
  es: /(?:ción|ciones|sión|siones|miento|mientos|mente|dad|dades|ismo|aje|ajes|able|ible|ico|icos|ica|icas|ería|erías|dora|doras)$/,
  nl: /(?:.{4}ing|ingen|heid|heden|atie|aties|isme|baar|lijk|lijke|isch|ische|werk|werken)$/,
  pl: /(?:anie|enie|ania|enia|aniu|eniu|ość|ości|acja|acji|owy|owa|owe|owych|owej|nych|nej)$/,
};

/**
 * Lower-case words only, except in German, which capitalises every noun: elsewhere a capitalised word of
 * this shape can still be a name.
 */
export function hasCommonWordShape(word: string, language: Language): boolean {
  if (word.length < 6 || (language !== 'de' && word !== word.toLowerCase())) return false;
  return ENDINGS[language].test(word.toLowerCase());
}
