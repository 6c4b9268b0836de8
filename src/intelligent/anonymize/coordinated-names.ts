// "Viele Grüße, Mia und Ben", "say hi to Olivia and Tom", "Ben et Léa Martin": a given name joined by "and"
// to a person already found is a person too. The joined name needs no other context, so a given name that
// is also a word ("Ben", "Rose") counts here; a lower-case one only when it is no word at all.
import { EVIDENCE } from './evidence.js';
import { isAmbiguousName, isFirstName } from './gazetteers/first-names.js';
import { ANY_STOPWORD } from './gazetteers/stopwords.js';
import { nameRun } from './recognizers/persons.js';
import { span, type Span } from './span.js';
import { tokenize, type Token } from './tokens.js';

const AND_WORDS = new Set(['and', 'und', 'et', 'e', 'y', 'en', 'i', 'oraz']);

/** Only "and" (a word of AND_WORDS, or "&") between two offsets, with spaces around it. */
function andBetween(text: string, leftEnd: number, rightStart: number): boolean {
  const m = /^[ \t]{1,2}(?:(\p{L}+)|&)[ \t]{1,2}$/u.exec(text.slice(leftEnd, rightStart));
  return m !== null && (m[1] === undefined || AND_WORDS.has(m[1].toLowerCase()));
}

function joinableName(token: Token | undefined, personIsLowerCase: boolean): token is Token {
  if (!token || !isFirstName(token.text)) return false;
  if (token.capitalized) return true;
  return personIsLowerCase && !isAmbiguousName(token.text) && !ANY_STOPWORD.has(token.lower);
}

export function findCoordinatedNames(text: string, found: Span[]): Span[] {
  const persons = found.filter((s) => s.type === 'PERSON');
  if (persons.length === 0) return [];
  const tokens = tokenize(text);
  const startsAt = new Map(tokens.map((t, i) => [t.start, i]));
  const endsAt = new Map(tokens.map((t, i) => [t.end, i]));
  const spans: Span[] = [];
  for (const person of persons) {
    const first = startsAt.get(person.start);
    const last = endsAt.get(person.end);
    if (first === undefined || last === undefined) continue;
    const lowerCase = tokens[first]!.lowercase;
    // After: "Mia und Ben", "Mia & Ben Krüger" (a surname runs on).
    let k = last + 1;
    if (tokens[k] && AND_WORDS.has(tokens[k]!.lower)) k++;
    const after = tokens[k];
    if (joinableName(after, lowerCase) && andBetween(text, person.end, after.start)) {
      const end = Math.max(k + 1, nameRun(text, tokens, k, lowerCase, 3));
      spans.push(span(after.start, tokens[end - 1]!.end, 'PERSON', EVIDENCE.coordinatedName));
    }
    // Before: "Ben und Mia".
    k = first - 1;
    if (tokens[k] && AND_WORDS.has(tokens[k]!.lower)) k--;
    const before = tokens[k];
    if (joinableName(before, lowerCase) && andBetween(text, before.end, person.start))
      spans.push(span(before.start, before.end, 'PERSON', EVIDENCE.coordinatedName));
  }
  return spans;
}
