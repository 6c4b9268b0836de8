import { describe, expect, it } from 'vitest';
import { foldOcrConfusables } from './ocr-confusables.js';

describe('look-alike characters OCR mixed up', () => {
  it('reads a stray digit inside a word as the letter', () => {
    expect(foldOcrConfusables('Ma1te Krause, 12623 Ber1in, T0RINO, BAR CASA PAC0')).toBe('Malte Krause, 12623 Berlin, TORINO, BAR CASA PACO');
  });
  it('reads a 0 opening a word of letters as an O, not the inward code of a British postcode', () => {
    expect(foldOcrConfusables('Herrn 0tto Brenner, 45-100 0lesno, Reading RG1 0AB')).toBe('Herrn Otto Brenner, 45-100 Olesno, Reading RG1 0AB');
  });
  it('reads a stray O or l inside a number as the digit', () => {
    expect(foldOcrConfusables('1O245 Berlin, St.-Nr. 29/5l4/O3317, 03/06/2O24')).toBe('10245 Berlin, St.-Nr. 29/514/03317, 03/06/2024');
    expect(foldOcrConfusables('VAT No. IE 97l44O2F, 2O934456V')).toBe('VAT No. IE 9714402F, 20934456V');
  });
  it('reads S and B as digits only in a pair between digit groups', () => {
    expect(foldOcrConfusables('Tél. 02 47 3B 61 05')).toBe('Tél. 02 47 38 61 05');
    expect(foldOcrConfusables('Tel: 01632 96S 118')).toBe('Tel: 01632 965 118');
    expect(foldOcrConfusables("Unit 4 Glen lndustrial Estate, 8 rue de l'lndustrie")).toBe("Unit 4 Glen Industrial Estate, 8 rue de l'Industrie");
    expect(foldOcrConfusables('Llanberis, lwów, 5 lbs, 2 ltr')).toBe('Llanberis, lwów, 5 lbs, 2 ltr');
    expect(foldOcrConfusables('Southampton SO14 3TJ, Belfast BT8 7BS, NL 8671.03.887.B01')).toBe(
      'Southampton SO14 3TJ, Belfast BT8 7BS, NL 8671.03.887.B01',
    );
  });
  it('leaves codes, units and model names as written', () => {
    const text = 'Schrauben M8x40, Miele C1, Galaxy Tab S9, 1er trimestre, 15min, 500g, C2TE, IP40, A4, London SW1A 2AA';
    expect(foldOcrConfusables(text)).toBe(text);
  });
  it('keeps every offset', () => {
    const text = 'Ber1in 1O245 x';
    expect(foldOcrConfusables(text)).toHaveLength(text.length);
  });
  it('reads an l inside a word in capitals as an I, and a digit inside a word of three before a lower-case letter', () => {
    expect(foldOcrConfusables('CLlENTE: PAOLA GlUSTl, V1a Roma 2l')).toBe('CLIENTE: PAOLA GIUSTI, Via Roma 21');
    expect(foldOcrConfusables('Skl, K1A 0B1, A4')).toBe('Skl, K1A 0B1, A4');
  });
});
