import { describe, expect, it } from 'vitest';
import { recognizePersons } from './persons.js';

const found = (text: string) => [...new Set(recognizePersons(text, { language: 'de' }).map((s) => text.slice(s.start, s.end)))];

describe('person names', () => {
  it('are found after an honorific and below a sign-off', () => {
    expect(found('Sehr geehrter Herr Schneider, anbei die Rechnung. Mit freundlichen Grüßen\nAnna Berg')).toEqual(['Schneider', 'Anna Berg']);
  });
  it('are found after the German titles abbreviated without a dot, in the lower case of a chat too', () => {
    expect(found('moin fr lilie, passt so. gruß an hr fink')).toEqual(['lilie', 'fink']);
    expect(found('Übersetzung EN>FR Bericht, HR Abteilung')).toEqual([]);
  });
  it('take an initial and a surname with its particle written in lower case', () => {
    expect(found('staat op j. van dijk maar maakt niet uit')).toEqual(['j. van dijk']);
    expect(found('siehe S. 12 z. B. der Rest')).toEqual([]);
  });
  it('leave letters glued to a reference number', () => {
    expect(found('anbei Rechnung BEN-0417 und Rechnung 2024/MAX')).toEqual([]);
  });
  it('leave a sentence without a name alone', () => {
    expect(found('Die Rechnung über 12 Stück Schrauben ist bezahlt.')).toEqual([]);
  });
});
