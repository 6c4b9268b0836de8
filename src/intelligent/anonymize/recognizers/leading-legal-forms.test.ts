import { describe, expect, it } from 'vitest';
import { recognizeLeadingLegalForms } from './leading-legal-forms.js';

const found = (text: string) => recognizeLeadingLegalForms(text, { language: 'fr' }).map((s) => text.slice(s.start, s.end));

describe('a legal form before the name', () => {
  it('makes the capitalised words after it a business, ordinary words or not', () => {
    expect(found('Client / Klant :\nASBL Les Petits Pas / vzw De Kleine Stapjes')).toEqual(['ASBL Les Petits Pas', 'vzw De Kleine Stapjes']);
    expect(found("Brouwerij vzw 't Klokske")).toEqual(["vzw 't Klokske"]);
  });
  it('needs a capitalised word after it', () => {
    expect(found('une sarl de travaux')).toEqual([]);
  });
});
