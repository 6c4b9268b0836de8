// German and Dutch write compounds as one word (Heizungswartung, Kopierpapier, onderhoudscontract): a word
// no list holds is still safe when it splits into two known words, with an optional linking s, n, e, en
// or es between them. Surnames and place names are compounds too (Neumann, Steinberg, Lindenhof), so a
// head that names people or places (‑mann, ‑berg, ‑dorf, …) never makes a safe compound.
import { escapeRegExp } from '../lexicons/alternation.js';
import { wordsOfEveryLanguage } from '../lexicons/all.js';

/** Last parts of surnames and place names (each language's name-particles.ts). */
const NAME_HEADS = new RegExp(`(?:${[...wordsOfEveryLanguage((lexicon) => lexicon.nameParticles.heads)].map(escapeRegExp).join('|')})$`);
const LINKS = ['', 's', 'n', 'e', 'en', 'es', 'er'];

export function isKnownCompound(lower: string, known: (word: string) => boolean): boolean {
  if (lower.length < 7 || NAME_HEADS.test(lower)) return false;
  // Head (the last part) of at least four letters, modifier of at least three.
  for (let cut = 3; cut <= lower.length - 4; cut++) {
    const head = lower.slice(cut);
    if (!known(head)) continue;
    const left = lower.slice(0, cut);
    for (const link of LINKS) {
      if (link && !left.endsWith(link)) continue;
      const modifier = left.slice(0, left.length - link.length);
      if (modifier.length >= 3 && (known(modifier) || isKnownCompound(modifier, known))) return true;
    }
  }
  return false;
}
