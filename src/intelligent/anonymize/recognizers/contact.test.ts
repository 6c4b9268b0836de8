import { describe, expect, it } from 'vitest';
import { recognizeEmails, recognizeUrls } from './contact.js';

const emails = (text: string) => recognizeEmails(text, { language: 'en' }).map((s) => text.slice(s.start, s.end));
const urls = (text: string) => [...new Set(recognizeUrls(text, { language: 'en' }).map((s) => text.slice(s.start, s.end)))];

describe('contact details', () => {
  it('are e-mail addresses, except the placeholder domain', () => {
    expect(emails('write to anna.berg@firma.de or noreply@example.invalid, price 12@3 EUR')).toEqual(['anna.berg@firma.de']);
  });
  it('are URLs with or without a scheme, without the trailing punctuation, and never amounts', () => {
    expect(urls('see https://berg-design.de/team. or www.holzbau-meier.at, total 1.234,50')).toEqual([
      'https://berg-design.de/team',
      'www.holzbau-meier.at',
    ]);
  });
});
