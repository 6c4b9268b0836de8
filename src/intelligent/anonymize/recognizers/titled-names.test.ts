import { describe, expect, it } from 'vitest';
import { recognizeTitledNames } from './titled-names.js';

const found = (text: string) => recognizeTitledNames(text, { language: 'en' }).map((s) => text.slice(s.start, s.end));

describe('a lower-case name after a title', () => {
  it('is a person', () => {
    expect(found('accountant mr chaudhry keeps moaning')).toEqual(['chaudhry']);
  });
  it('is not a word the language knows', () => {
    expect(found('ask mr okafor? no, ask the dr first')).toEqual(['okafor']);
    expect(found('i told mrs about the invoice')).toEqual([]);
  });
});
