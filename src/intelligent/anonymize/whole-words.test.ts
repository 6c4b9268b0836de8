import { describe, expect, it } from 'vitest';
import { span } from './span.js';
import { toWholeWords } from './whole-words.js';

describe('spans cover whole words', () => {
  it('takes in the rest of a word the span cut', () => {
    const text = '31-146 Krak6w';
    expect(toWholeWords(text, [span(7, 11, 'LOCATION', 0.8)])).toEqual([span(7, 13, 'LOCATION', 0.8)]);
  });
  it('leaves a span that starts and ends at word boundaries', () => {
    const s = span(4, 9, 'PERSON', 0.9);
    expect(toWholeWords('Hi, Anna Berg.', [s])[0]).toBe(s);
  });
});

describe('spans stay inside the cells of a table', () => {
  it('cuts a span at each tab and drops cells without a word', () => {
    const text = 'Nguyen Thi Lan\t33098 Paderborn\tR24-1140';
    const cut = toWholeWords(text, [span(0, 32, 'LOCATION', 0.8)]).map((s) => text.slice(s.start, s.end));
    expect(cut).toEqual(['Nguyen Thi Lan', '33098 Paderborn']);
  });
});
