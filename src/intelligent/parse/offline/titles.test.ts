import { describe, expect, it } from 'vitest';
import { withoutTitles } from './titles.js';

describe('courtesy titles', () => {
  it('drops the title a name starts with, in every language', () => {
    expect(withoutTitles('Mrs Harriet Openshaw')).toBe('Harriet Openshaw');
    expect(withoutTitles('Herrn Volker Brettschneider')).toBe('Volker Brettschneider');
    expect(withoutTitles('Mme Solène Garnier')).toBe('Solène Garnier');
    expect(withoutTitles('Sig.ra Ornella Baldini')).toBe('Ornella Baldini');
    expect(withoutTitles('sra. Inmaculada Ferrer')).toBe('Inmaculada Ferrer');
    expect(withoutTitles('Pani Bożena Kwiatek')).toBe('Bożena Kwiatek');
    expect(withoutTitles('mevrouw Geertje Bosma')).toBe('Geertje Bosma');
    expect(withoutTitles('Dhr. K. Lammers')).toBe('K. Lammers');
  });

  it('drops the whole run of titles of a couple addressed together', () => {
    expect(withoutTitles('M. et Mme Duvernoy-Pascal')).toBe('Duvernoy-Pascal');
    expect(withoutTitles('Mr and Mrs Holloway')).toBe('Holloway');
    expect(withoutTitles('Dhr. en Mevr. Van Acker')).toBe('Van Acker');
  });

  it('keeps academic titles, and names that merely begin like a title', () => {
    expect(withoutTitles('Dr. Annelie Vosskamp')).toBe('Dr. Annelie Vosskamp');
    expect(withoutTitles('Frau Dr. Annelie Vosskamp')).toBe('Dr. Annelie Vosskamp');
    expect(withoutTitles('Mrsic Consulting')).toBe('Mrsic Consulting');
    expect(withoutTitles('Herrmann Bau GmbH')).toBe('Herrmann Bau GmbH');
    expect(withoutTitles('Mr')).toBe('Mr');
  });
});
