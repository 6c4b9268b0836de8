import { describe, expect, it } from 'vitest';
import { recognizeChatSpeakers } from './chat-speakers.js';

const found = (text: string) => recognizeChatSpeakers(text, { language: 'it' }).map((s) => [s.type, text.slice(s.start, s.end)]);

describe('the speakers of a pasted chat', () => {
  it('are persons, also when the name is a common word', () => {
    const chat = 'sole: hai il numero?\nmarco: si 118\nsole: grazie\nmarco: figurati';
    expect(found(chat)).toEqual([
      ['PERSON', 'sole'],
      ['PERSON', 'marco'],
      ['PERSON', 'sole'],
      ['PERSON', 'marco'],
    ]);
  });
  it('are read after a time stamp and before an emoji', () => {
    const chat = '[09:01] Lilie 🌷: Rechnung da?\n[09:02] Bau Team: ja\n[09:03] Lilie 🌷: danke\n[09:05] Bau Team: gern';
    expect(found(chat).map(([, v]) => v)).toEqual(['Lilie', 'Bau Team', 'Lilie', 'Bau Team']);
  });
  it('need two speakers who each speak twice', () => {
    expect(found('Totale: 120,00\nNota: pagato\nTotale: 146,40')).toEqual([]);
  });
  it('are never the labels of forwarded e-mail headers', () => {
    const thread = 'From: a\nSent: Monday\nSubject: invoice\n\nok\n\nFrom: b\nSent: Tuesday\nSubject: invoice';
    expect(found(thread)).toEqual([]);
  });
  it('are a word of invoice vocabulary after a time stamp, never as a field label', () => {
    const chat = '[09:14] lena: rechnung da?\n[09:15] mo: welche\n[09:16] lena: die neue\n[09:17] mo: ok';
    expect(found(chat).map(([, v]) => v)).toEqual(['lena', 'mo', 'lena', 'mo']);
    expect(found('Mo: 8 Std\nDatum: 3.11.\nMo: 6 Std\nDatum: 4.11.')).toEqual([]);
  });
});
