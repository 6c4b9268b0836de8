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
