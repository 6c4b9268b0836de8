import { describe, expect, it } from 'vitest';
import { recognizeBics, recognizeCards } from './payment.js';

const cards = (text: string) => recognizeCards(text, { language: 'en' }).map((s) => text.slice(s.start, s.end));
const bics = (text: string) => recognizeBics(text, { language: 'en' }).map((s) => text.slice(s.start, s.end));

describe('payment details', () => {
  it('are card numbers whose check digit holds, and no others', () => {
    expect(cards('paid with 4111 1111 1111 1111, order 4111 1111 1111 1112')).toEqual(['4111 1111 1111 1111']);
  });
  it('are BICs after their label, not a bank name in capitals', () => {
    expect(bics('BIC: COBADEFFXXX, COMMERZBANK')).toEqual(['COBADEFFXXX']);
    expect(bics('COMMERZBANK BERLIN')).toEqual([]);
  });
});
