import { describe, expect, it } from 'vitest';
import { withSeries } from './series.js';

describe('an invoice number’s series', () => {
  it('keeps the series in capitals that the label reader took for a label', () => {
    const lines = ['Dane do faktury poniżej.', 'Numer FV 203/12/2026, data wystawienia 01.12.2026.'];
    expect(withSeries(lines, { value: '203/12/2026', line: 1 })?.value).toBe('FV 203/12/2026');
    expect(withSeries(['Número: FV26-00418'], { value: '26-00418', line: 0 })?.value).toBe('FV26-00418');
  });

  it('leaves a number alone after a label in lower case or another word', () => {
    expect(withSeries(['nr fv 203/12/2026'], { value: '203/12/2026', line: 0 })?.value).toBe('203/12/2026');
    expect(withSeries(['Faktura nr 203/12/2026'], { value: '203/12/2026', line: 0 })?.value).toBe('203/12/2026');
    expect(withSeries([], null)).toBeNull();
  });
});
