import { describe, expect, it } from 'vitest';
import { adjacent, tokenize } from './tokens.js';

const pairs = (text: string) => {
  const tokens = tokenize(text);
  return tokens.slice(1).map((t, i) => adjacent(text, tokens[i]!, t));
};

describe('adjacent words of one name', () => {
  it('are joined by a space, a hyphen or an abbreviation dot', () => {
    expect(pairs('Anna Berg - Lund')).toEqual([true, true]);
  });
  it('are never the cells of a table on either side of a tab', () => {
    expect(pairs('Café Lina\tLina Aydın\tVR-1093')).toEqual([true, false, true, false]);
  });
});
