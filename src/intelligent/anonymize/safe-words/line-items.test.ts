import { describe, expect, it } from 'vitest';
import { lineItemRanges } from './line-items.js';

const itemLines = (text: string) => lineItemRanges(text).map((r) => text.slice(r.start, r.end));

describe('the line items of a text', () => {
  it('are short lines with a price or a quantity', () => {
    expect(itemLines('Hallo,\nWartung Therme 189,00 €\nDanke')).toEqual(['Wartung Therme 189,00 €']);
  });
  it('are a chat message only when it opens like an item line', () => {
    const chat = 'ana: did the glassworks invoice come, 84.20?\nben: yes\nana: 3 x vases 84.20\nben: ok';
    expect(itemLines(chat)).toEqual(['ana: 3 x vases 84.20']);
  });
});
