import { describe, expect, it } from 'vitest';
import { recognizeLabelledCards } from './labelled-cards.js';

const found = (text: string) => recognizeLabelledCards(text, { language: 'en' }).map((s) => text.slice(s.start, s.end));

describe('card numbers after a card word', () => {
  it('are found whatever the check digit', () => {
    expect(found('card number 4111 1111 1111 1112 please')).toEqual(['4111 1111 1111 1112']);
  });
  it('leave the same digits after another word alone', () => {
    expect(found('order 1234 5678 9012 3456')).toEqual([]);
  });
});

describe('masked card numbers and card endings', () => {
  it('take the masked number whole and the last four digits after an ending phrase', () => {
    expect(found('paid by VISA 4539 71** **** 0466, thanks')).toEqual(['4539 71** **** 0466']);
    expect(found('KARTE ************5210 GENEHMIGT')).toEqual(['************5210']);
    expect(found('the card ending in 7731 was declined')).toEqual(['7731']);
  });
  it('leave a masked number with fewer than four digits shown and a plain ending alone', () => {
    expect(found('Karte **** **** **** *12')).toEqual([]);
    expect(found('the lease ends on 2027')).toEqual([]);
  });
  it('leave a card ending no digit of its own once replaced, so the residual check passes it', async () => {
    const { anonymize } = await import('../index.js');
    const { residualCategories } = await import('../residual.js');
    const text = anonymize('Paid by card ending 6147 on 3 May.', { language: 'en' }).anonymizedText;
    expect(text).not.toContain('6147');
    expect(residualCategories(text)).toEqual([]);
  });
});
