import { describe, expect, it } from 'vitest';
import { recognizeObfuscatedEmails } from './obfuscated-emails.js';

const found = (text: string) => recognizeObfuscatedEmails(text, { language: 'en' }).map((s) => text.slice(s.start, s.end));

describe('spelled-out e-mail addresses', () => {
  it('are found with an at-word and a dot-word', () => {
    expect(found('mail me at anna dot berg at gmail dot com')).toEqual(['anna dot berg at gmail dot com']);
  });
  it('read a spoken hyphen inside the address as part of it', () => {
    expect(found('per Mail an m Punkt weber at blitz minus glanz Punkt de oder')).toEqual(['m Punkt weber at blitz minus glanz Punkt de']);
    expect(found('write to jo dash lee at north hyphen star dot ie')).toEqual(['jo dash lee at north hyphen star dot ie']);
  });
  it('take in a name read aloud as several words on either side of the at-word', () => {
    expect(found('contact us: hello at rose and thorn dot co dot uk, no spaces')).toEqual(['hello at rose and thorn dot co dot uk']);
    const polish = (text: string) => recognizeObfuscatedEmails(text, { language: 'pl' }).map((s) => text.slice(s.start, s.end));
    expect(polish('na maila jan kwiaciarnia małpa wp kropka pl. Dzięki')).toEqual(['jan kwiaciarnia małpa wp kropka pl']);
  });
  it('leave "at" in a sentence alone', () => {
    expect(found('we meet at noon at the office')).toEqual([]);
  });
});

describe('spelled-out addresses with a spaced dot or a newer top-level domain', () => {
  const emails = (text: string) => recognizeObfuscatedEmails(text, { language: 'de' }).map((s) => text.slice(s.start, s.end));
  it('are found whole', () => {
    expect(emails('Mail: kontakt (at) baeckerei-jung . de bitte')).toEqual(['kontakt (at) baeckerei-jung . de']);
    expect(emails('écris à lea point roux arobase gandi point me')).toEqual(['lea point roux arobase gandi point me']);
    expect(emails('Correo: tomas [arroba] tomasvidal.dev')).toEqual(['tomas [arroba] tomasvidal.dev']);
  });
});
