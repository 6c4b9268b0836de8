import { describe, expect, it } from 'vitest';
import { recognizeNameLines } from './name-lines.js';

const found = (text: string) => recognizeNameLines(text, { language: 'en' }).map((s) => [s.type, text.slice(s.start, s.end)]);

describe('a line holding only a given name', () => {
  it('is a person, also when the name is a word', () => {
    expect(found('I think we paid it.\n\nRob\n\nRobert Ajayi | Controller')).toEqual([['PERSON', 'Rob']]);
    expect(found('> Will,\n')).toEqual([['PERSON', 'Will']]);
  });
  it('is a person when it opens a line with a comma before the sentence it addresses', () => {
    expect(found('Fede, la fattura non è arrivata.')).toEqual([['PERSON', 'Fede']]);
    expect(found('Thanks, the invoice is fine.')).toEqual([]);
  });
  it('is an initial signing a message between blank lines or with kisses', () => {
    expect(found('Can you check it?\n\nK xx\n\n---- Forwarded ----')).toEqual([['PERSON', 'K']]);
    expect(found('Thanks!\n\nM\n')).toEqual([['PERSON', 'M']]);
    expect(found('Rate\nS\n20 %')).toEqual([]);
  });
  it('leaves lines with other words alone', () => {
    expect(found('Total\nThanks\nRob the bank')).toEqual([]);
  });
});
