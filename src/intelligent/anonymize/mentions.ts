// Once "Anna Kowalczyk" is known to be a person, a later bare "Kowalczyk" is the same person. This finds
// the further mentions of detected names (the full name and each surname-like word of it, and the owner
// named in a business like "dawn's dog grooming"). A business found with its legal form is also named without
// it ("Bluefin Labs B.V." → "Bluefin Labs") and by its first word when no word list knows that word as it
// stands ("Küchenliebe Özdemir & Lange GbR" → "Küchenliebe"). An e-mail address written as a given name and a
// surname ("simona.gatti@…") names that person: the surname alone elsewhere is her ("manda a gatti").
import { EVIDENCE } from './evidence.js';
import { LEGAL_FORMS } from './lexicons/legal-forms.js';
import { ANY_STOPWORD } from './gazetteers/stopwords.js';
import { isKnownWord } from './lexicons/index.js';
import { isFirstName } from './gazetteers/first-names.js';
import { span, type Span } from './span.js';

function escape(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A legal form at the end of a business name, with the separators before it: compiled once, not per business. */
const TRAILING_LEGAL_FORM = new RegExp(`[\\s,&]*(?:${LEGAL_FORMS.source})[\\s.]*$`, 'u');

export function findRepeatedMentions(text: string, found: Span[]): Span[] {
  const terms = new Map<string, Span['type']>();
  for (const s of found) {
    if (s.type === 'EMAIL_ADDRESS') {
      // Exactly a given name and a surname: "ollie.frost.sound" is no name of two parts.
      const [given, surname, ...more] = text.slice(s.start, s.end).split(/[@ ]/)[0]!.split(/[._-]/);
      if (given && surname && more.length === 0 && isFirstName(given) && surname.length >= 3 && /^\p{L}+$/u.test(surname)) {
        if (!ANY_STOPWORD.has(surname.toLowerCase())) {
          terms.set(surname.toLowerCase(), 'PERSON');
          terms.set(surname[0]!.toUpperCase() + surname.slice(1).toLowerCase(), 'PERSON');
        }
      }
    }
    if (s.type !== 'PERSON' && s.type !== 'COMPANY_NAME') continue;
    const value = text.slice(s.start, s.end);
    // "will" found as a name once does not make every "will" a name.
    if (!ANY_STOPWORD.has(value.toLowerCase())) terms.set(value, s.type);
    // "dawn's dog grooming", "Hartley's Bakery": the owner's name is a person mentioned elsewhere too.
    const owner = s.type === 'COMPANY_NAME' ? /^(\p{L}{3,})['’]s\s/u.exec(value)?.[1] : undefined;
    if (owner && !ANY_STOPWORD.has(owner.toLowerCase())) terms.set(owner, 'PERSON');
    if (s.type === 'COMPANY_NAME') {
      const withoutForm = value.replace(TRAILING_LEGAL_FORM, '').trim();
      if (withoutForm !== value && withoutForm.length >= 4 && /\s/.test(withoutForm)) terms.set(withoutForm, 'COMPANY_NAME');
      const first = /^\p{Lu}[\p{L}\p{M}]{4,}/u.exec(value)?.[0];
      if (first && first !== value && !isKnownWord(first.toLowerCase(), [])) terms.set(first, 'COMPANY_NAME');
    }
    if (s.type === 'PERSON') {
      for (const word of value.split(/[\s]+/)) {
        if (word.length >= 3 && /^\p{Lu}/u.test(word) && !ANY_STOPWORD.has(word.toLowerCase())) terms.set(word, 'PERSON');
      }
    }
  }
  if (terms.size === 0) return [];
  const spans: Span[] = [];
  const sorted = [...terms.keys()].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${sorted.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'gu');
  for (const m of text.matchAll(pattern)) spans.push(span(m.index, m.index + m[0].length, terms.get(m[0])!, EVIDENCE.repeatedMention));
  return spans;
}
