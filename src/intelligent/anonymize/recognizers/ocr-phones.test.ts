import { describe, expect, it } from 'vitest';
import { recognizeOcrPhones } from './ocr-phones.js';

const found = (text: string) => recognizeOcrPhones(text, { language: 'en' }).map((s) => text.slice(s.start, s.end));

describe('phone numbers with a letter OCR read for a digit', () => {
  it('are found after a phone label', () => {
    expect(found('Tel: 030 12O4 5678')).toEqual(['030 12O4 5678']);
  });
  it('leave the same shape without a label alone', () => {
    expect(found('invoice 2024 12O4')).toEqual([]);
  });
});
