// A list of plain phrases from the lexicons as one regular-expression alternation. Each phrase is escaped
// (a dot is a dot), a space between its words matches any run of spaces or tabs, an apostrophe either
// apostrophe (' or ’), a "…" between words up to three words, a "*" ending a word any letters after it
// (ASCII, as \w), and the longest phrase is tried first: a phrase that begins another ("best" in "best
// regards") never cuts it short, so the order in which the lexicons list their phrases does not change a match.

/** A phrase with every character that means something in a regular expression escaped. */
export function escapeRegExp(phrase: string): string {
  return phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The phrases of a "|" separated list: trimmed, inner white space as one space, lower case, empty ones dropped. */
export function phrasesOf(list: string): string[] {
  return list
    .split('|')
    .map((phrase) => phrase.trim().replace(/\s+/g, ' ').toLowerCase())
    .filter((phrase) => phrase !== '');
}

/** A word of a phrase after the spaces before it; "…" stands for up to three words, a final "*" for any letters. */
function wordPattern(word: string, index: number): string {
  if (word === '…') return String.raw`(?:[ \t]+[\p{L}\p{N}]+){0,3}`;
  const stem = word.endsWith('*') && word.length > 1;
  return (index === 0 ? '' : String.raw`[ \t]+`) + escapeRegExp(stem ? word.slice(0, -1) : word) + (stem ? String.raw`\w*` : '');
}

/** One alternation (without the surrounding group) matching any of the phrases, longest first. */
export function phraseAlternation(phrases: Iterable<string>): string {
  const unique = [...new Set(phrases)];
  if (unique.length === 0) throw new Error('an alternation needs at least one phrase');
  return unique
    .sort((a, b) => b.length - a.length || (a < b ? -1 : a > b ? 1 : 0))
    .map((phrase) => phrase.split(' ').map(wordPattern).join('').replace(/['’]/g, "['’]"))
    .join('|');
}
