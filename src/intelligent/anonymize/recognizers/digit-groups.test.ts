import { describe, expect, it } from 'vitest';
import { recognizeDigitGroups } from './digit-groups.js';

const found = (text: string) => recognizeDigitGroups(text, { language: 'en' }).map((s) => text.slice(s.start, s.end));

describe('numbers in groups of digits', () => {
  it('are phone numbers when they hold eight to thirteen digits', () => {
    expect(found('call Charmaine on 2144 7780, or 05241/23 98 71, mobile 0160 98112374')).toEqual(['2144 7780', '05241/23 98 71', '0160 98112374']);
  });
  it('leave amounts, dates, invoice numbers and short numbers alone', () => {
    expect(found('total 1 234 567,89 €, on 12 03 2024, invoice 2024/0419, 4 200 pcs, 12 500 000 EUR, 12 345 678 szt.')).toEqual([]);
  });
});
