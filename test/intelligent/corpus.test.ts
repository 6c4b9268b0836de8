// The labelled corpus and the retired slices written by independent authors: annotations round-trip through
// the loader, and the corpus has the size and mix of genres and languages it promises.
import { describe, expect, it } from 'vitest';
import { loadCorpus, loadRetiredSlice, parseAnnotated, PII_CODES, retiredSliceNames } from '../fixtures/anonymize/corpus.js';
import { LANGUAGES } from '../../src/intelligent/types.js';

const corpus = loadCorpus();
const slices = retiredSliceNames();
const everyText = [...corpus, ...slices.flatMap(loadRetiredSlice)];
const CODE_OF = Object.fromEntries(Object.entries(PII_CODES).map(([code, type]) => [type, code]));

describe('labelled corpus', () => {
  it('has at least 30 texts per language, and at least 8 per language in each retired slice', () => {
    expect(slices.length).toBeGreaterThanOrEqual(2);
    for (const language of LANGUAGES) {
      const texts = everyText.filter((t) => t.language === language);
      expect(texts.filter((t) => t.set === 'labelled').length, language).toBeGreaterThanOrEqual(30);
      for (const slice of slices) expect(texts.filter((t) => t.set === slice).length, `${slice} ${language}`).toBeGreaterThanOrEqual(8);
    }
    expect(new Set(everyText.map((t) => t.id)).size).toBe(everyText.length);
  });

  it('covers the genres: e-mails, chats, OCR, supplier texts, texts without PII and without an invoice', () => {
    const genres = new Set(corpus.map((t) => t.genre));
    for (const genre of ['email', 'chat', 'ocr', 'supplier', 'nopii', 'noinvoice']) expect(genres).toContain(genre);
    for (const t of corpus.filter((x) => x.genre === 'nopii')) expect(t.pii, t.id).toEqual([]);
  });

  it('every annotation points at its value, and re-inserting the markers gives the source back', () => {
    for (const t of everyText) {
      const all = [
        ...t.pii.map((a) => ({ ...a, open: `[[${CODE_OF[a.kind]}:`, close: ']]' })),
        ...t.facts.map((a) => ({
          ...a,
          open: `{{${{ amount: 'AMT', date: 'DATE', quantity: 'QTY', description: 'DESC', 'invoice number': 'INV' }[a.kind]}:`,
          close: '}}',
        })),
      ].sort((a, b) => a.start - b.start);
      let rebuilt = '';
      let cursor = 0;
      for (const a of all) {
        expect(t.text.slice(a.start, a.end), t.id).toBe(a.value);
        expect(a.value.trim(), `${t.id}: annotation with outer spaces`).toBe(a.value);
        rebuilt += t.text.slice(cursor, a.start) + a.open + a.value + a.close;
        cursor = a.end;
      }
      rebuilt += t.text.slice(cursor);
      expect(rebuilt, t.id).toBe(t.source);
    }
  });

  it('rejects unknown codes and unbalanced markers', () => {
    expect(() => parseAnnotated('[[XYZ:a]]')).toThrow(/unknown PII code/);
    expect(() => parseAnnotated('a [[PER:b')).toThrow(/unbalanced/);
  });
});

describe('the whole corpus through the pipeline', async () => {
  const { createAnonymizer } = await import('../../src/intelligent/anonymize/index.js');
  const anonymizer = createAnonymizer();

  it('re-identifies every anonymized text to exactly its original, with no unknown placeholders', () => {
    for (const t of everyText) {
      const result = anonymizer.anonymize(t.text);
      const back = anonymizer.reidentify(result.anonymizedText, result.mapping);
      expect(back.value, t.id).toBe(t.text);
      expect(back.unknownPlaceholders, t.id).toEqual([]);
    }
  });

  it('leaves nothing for the residual check, so strict mode accepts ordinary texts', () => {
    for (const t of corpus) expect(anonymizer.residualCategories(anonymizer.anonymize(t.text).anonymizedText), t.id).toEqual([]);
  });
});
