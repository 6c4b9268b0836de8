import { describe, expect, it } from 'vitest';
import { recognizeSignatureBusinesses } from './signature-blocks.js';

const found = (text: string) => recognizeSignatureBusinesses(text, { language: 'en' }).map((s) => text.slice(s.start, s.end));

describe('the business in a signature block', () => {
  it('is what follows the name after a separator', () => {
    expect(found('Best regards,\nAnna Berg | Berg Design Studio\n')).toEqual(['Berg Design Studio']);
  });
  it('is nothing when the signature is a name alone', () => {
    expect(found('Best regards,\nAnna Berg\n')).toEqual([]);
  });
});
