// Properties over generated inputs: every valid IBAN and card number is found wherever it sits, its
// placeholder keeps the promised shape, and the way back restores the text; arbitrary text never breaks
// the pipeline.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAnonymizer } from '../../src/intelligent/anonymize/index.js';
import { IBAN_LENGTHS, ibanChecksumValid, lettersToDigits, luhnValid, mod97 } from '../../core/ids/index.js';

const anonymizer = createAnonymizer();
const countries = Object.keys(IBAN_LENGTHS);

/** A valid IBAN of the country with a numeric BBAN. */
const validIban = fc
  .tuple(fc.constantFrom(...countries), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 30, maxLength: 30 }), fc.boolean())
  .map(([country, digits, grouped]) => {
    const bban = digits.slice(0, IBAN_LENGTHS[country]! - 4).join('');
    const check = String(98 - mod97(lettersToDigits(`${bban}${country}00`))).padStart(2, '0');
    const compact = `${country}${check}${bban}`;
    return grouped ? compact.replace(/(.{4})/g, '$1 ').trim() : compact;
  });

/** A Luhn-valid 16-digit Visa number, grouped by four. */
const validCard = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 14, maxLength: 14 }).map((digits) => {
  const body = `4${digits.join('')}`;
  const last = [...Array(10).keys()].find((d) => luhnValid(`${body}${d}`))!;
  return `${body}${last}`.replace(/(.{4})/g, '$1 ').trim();
});

const sentence = fc.constantFrom(
  (v: string) => `Bitte überweisen Sie auf ${v}. Danke!`,
  (v: string) => `IBAN: ${v}\nBIC: see below`,
  (v: string) => `pay to ${v} asap`,
  (v: string) => `(${v})`,
);

describe('generated identifiers', () => {
  it('finds every valid IBAN, replaces it by a valid IBAN of the same country and length, and maps it back', () => {
    fc.assert(
      fc.property(validIban, sentence, (iban, wrap) => {
        const text = wrap(iban);
        const r = anonymizer.anonymize(text);
        expect(r.entityCounts.IBAN_CODE).toBe(1);
        const [placeholder] = [...r.mapping.entries].find(([, e]) => e.type === 'IBAN_CODE')!;
        expect(placeholder.length).toBe(iban.length);
        expect(placeholder.slice(0, 2)).toBe(iban.slice(0, 2));
        expect(ibanChecksumValid(placeholder.replace(/\s/g, ''))).toBe(true);
        expect(anonymizer.residualCategories(r.anonymizedText)).toEqual([]);
        expect(anonymizer.reidentify(r.anonymizedText, r.mapping).value).toBe(text);
      }),
      { numRuns: 150 },
    );
  });

  it('finds every valid card number', () => {
    fc.assert(
      fc.property(validCard, sentence, (card, wrap) => {
        const r = anonymizer.anonymize(wrap(card));
        expect(r.entityCounts.CREDIT_CARD).toBe(1);
        expect(anonymizer.residualCategories(r.anonymizedText)).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });
});

describe('arbitrary text', () => {
  it('never throws, and every placeholder it issues is known to re-identification', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400, unit: 'binary' }), (text) => {
        const r = anonymizer.anonymize(text);
        anonymizer.residualCategories(r.anonymizedText);
        const back = anonymizer.reidentify(r.anonymizedText, r.mapping);
        const suspiciousInInput = anonymizer.reidentify(text, { entries: new Map() }).unknownPlaceholders;
        expect(back.unknownPlaceholders.filter((p) => !suspiciousInInput.includes(p))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('leaves text made of words without digits, @ or capitals unchanged unless a given name occurs', () => {
    const word = fc.constantFrom('invoice', 'rechnung', 'faktura', 'per', 'und', 'total', 'ordine', 'la', 'de', 'betrag', 'kwota', 'hours');
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 30 }), (words) => {
        const text = words.join(' ');
        expect(anonymizer.anonymize(text).anonymizedText).toBe(text);
      }),
      { numRuns: 200 },
    );
  });
});
