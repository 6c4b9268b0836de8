import { describe, expect, it } from 'vitest';
import { escapeRegExp, phraseAlternation, phrasesOf } from './alternation.js';

const whole = (phrases: string[]) => new RegExp(`^(?:${phraseAlternation(phrases)})`, 'iu');

describe('phrase alternations built from lexicon lists', () => {
  it('reads a "|" separated list into trimmed lower-case phrases', () => {
    expect(phrasesOf(' Best regards |\n  kind\n regards|| ta ')).toEqual(['best regards', 'kind regards', 'ta']);
  });

  it('tries the longest phrase first, whatever the order of the list', () => {
    for (const list of [
      ['best', 'best regards'],
      ['best regards', 'best'],
    ])
      expect(whole(list).exec('Best regards, Anna')?.[0]).toBe('Best regards');
  });

  it('escapes the characters of a regular expression', () => {
    expect(escapeRegExp('str. (a)|b*')).toBe('str\\. \\(a\\)\\|b\\*');
    expect(whole(['z.h.']).test('zxhx')).toBe(false);
    expect(whole(['z.h.']).test('z.h.')).toBe(true);
  });

  it('lets a space between words match spaces and tabs', () => {
    expect(whole(['mit freundlichen grüßen']).exec('Mit  freundlichen\tGrüßen')?.[0]).toBe('Mit  freundlichen\tGrüßen');
    expect(whole(['mit freundlichen grüßen']).test('Mit\nfreundlichen Grüßen')).toBe(false);
  });

  it('lets an apostrophe match either apostrophe', () => {
    expect(whole(["à l'attention de"]).test('À l’attention de')).toBe(true);
    expect(whole(["à l'attention de"]).test("à l'attention de")).toBe(true);
  });

  it('lets "…" stand for up to three words', () => {
    const ordered = new RegExp(`^(?:${phraseAlternation(['ordered … from'])})$`, 'iu');
    expect(['ordered from', 'ordered 40 chairs from', 'ordered 40 oak chairs from'].every((t) => ordered.test(t))).toBe(true);
    expect(ordered.test('ordered 40 big oak chairs from')).toBe(false);
  });

  it('lets a "*" ending a word stand for any letters after it', () => {
    const call = new RegExp(`^(?:${phraseAlternation(['appel*'])})$`, 'iu');
    expect(['appel', 'appelez', 'appeler'].every((t) => call.test(t))).toBe(true);
    expect(call.test('app')).toBe(false);
  });

  it('refuses an empty list', () => {
    expect(() => phraseAlternation([])).toThrow();
  });
});
