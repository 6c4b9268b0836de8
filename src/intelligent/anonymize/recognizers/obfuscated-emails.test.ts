import { describe, expect, it } from 'vitest';
import { recognizeObfuscatedEmails } from './obfuscated-emails.js';

const found = (text: string) => recognizeObfuscatedEmails(text, { language: 'en' }).map((s) => text.slice(s.start, s.end));

describe('spelled-out e-mail addresses', () => {
  it('are found with an at-word and a dot-word', () => {
    expect(found('mail me at anna dot berg at gmail dot com')).toEqual(['anna dot berg at gmail dot com']);
  });
  it('leave "at" in a sentence alone', () => {
    expect(found('we meet at noon at the office')).toEqual([]);
  });
});
