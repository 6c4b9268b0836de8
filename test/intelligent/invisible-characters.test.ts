// Invisible formatting characters inside personal data (zero-width spaces, joiners, word joiners, bidi marks,
// soft hyphens) must not hide it from the anonymizer or from the residual check.
import { describe, expect, it } from 'vitest';
import { createAnonymizer } from '../../src/intelligent/anonymize/index.js';

const anonymizer = createAnonymizer();
const INVISIBLE = ['\u200B', '\u200C', '\u200D', '\u2060', '\u00AD', '\u200E', '\u200F', '\uFEFF'];

/** Digits and letters only: what an invisible character cannot hide. */
const visible = (text: string) => text.replace(/[^A-Za-z0-9@.]/g, '');

const VALUES: Array<[string, string]> = [
  ['IBAN', 'DE89 3704 0044 0532 0130 00'],
  ['phone', '+49 30 1234567'],
  ['VAT id', 'DE136695976'],
  ['e-mail', 'anna.berg@example.com'],
];

describe('invisible characters inside personal data', () => {
  for (const [kind, value] of VALUES) {
    for (const mark of INVISIBLE) {
      const hidden = value.includes(' ') ? value.replaceAll(' ', mark) : `${value.slice(0, 4)}${mark}${value.slice(4, 7)}${mark}${value.slice(7)}`;
      it(`${kind} with U+${mark.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} inside is replaced`, () => {
        const result = anonymizer.anonymize(`Rechnung RE-17 über 1.190,00 EUR. Kontakt: ${hidden}. Danke.`, { language: 'de' });
        expect(visible(result.anonymizedText)).not.toContain(visible(value));
        expect(anonymizer.residualCategories(result.anonymizedText)).toEqual([]);
        expect(anonymizer.residualCategories(`Kontakt: ${hidden}`).length).toBeGreaterThan(0);
      });
    }
  }
});
