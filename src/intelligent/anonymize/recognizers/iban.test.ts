import { describe, expect, it } from 'vitest';
import { recognizeIbans } from './iban.js';

const found = (text: string) => recognizeIbans(text, { language: 'de' }).map((s) => text.slice(s.start, s.end));

describe('IBANs', () => {
  it('are found in groups of four, check digits held', () => {
    expect(found('IBAN DE89 3704 0044 0532 0130 00, danke')).toEqual(['DE89 3704 0044 0532 0130 00']);
  });
  it('leave an invoice number with a country prefix alone', () => {
    expect(found('Rechnung DE-2024-0001 vom 15.11.2024')).toEqual([]);
  });
});
