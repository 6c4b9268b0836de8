import { describe, expect, it } from 'vitest';
import { mailHeaderLines } from './mail.js';
import { extractParties } from './parties.js';
import { belongsTo, mailEnds } from './request-mail.js';

const partiesOf = (text: string) => {
  const lines = text.split('\n');
  return extractParties(lines, mailHeaderLines(lines));
};

describe('a mail the buyer writes to ask for the invoice', () => {
  const request = [
    'Van: Ilse Bakker <inkoop@drukkerij-zeewind.nl>',
    'Aan: Koffiebranderij De Molen <info@koffie-demolen.nl>',
    'Onderwerp: Graag een factuur',
    '',
    'Beste mensen,',
    '',
    'Mogen wij een factuur voor de koffiebonen van oktober? 12 kg à € 18,50.',
    '',
    'Factuuradres:',
    'Drukkerij Zeewind B.V.',
    'Havenweg 4',
    '1781 AB Den Helder',
    '',
    'Met vriendelijke groet,',
    'Ilse Bakker',
    'Inkoop',
  ].join('\n');

  it('reads who writes to whom from the header', () => {
    const lines = request.split('\n');
    const ends = mailEnds(lines, mailHeaderLines(lines));
    expect(ends.sender).toEqual({ name: 'Ilse Bakker', email: 'inkoop@drukkerij-zeewind.nl' });
    expect(ends.recipient?.name).toBe('Koffiebranderij De Molen');
    expect(belongsTo(ends.sender!, 'Drukkerij Zeewind B.V.')).toBe(true);
    expect(belongsTo(ends.recipient!, 'Drukkerij Zeewind B.V.')).toBe(false);
  });

  it('makes the recipient the seller, not the buyer’s employee who signs', () => {
    const { seller, buyer } = partiesOf(request);
    expect(buyer.name).toMatch(/^Drukkerij Zeewind B\.V/);
    expect(seller.name).toBe('Koffiebranderij De Molen');
  });

  it('keeps a seller who writes the invoice mail himself', () => {
    const reply = [
      'Van: Koffiebranderij De Molen <info@koffie-demolen.nl>',
      'Aan: Ilse Bakker <inkoop@drukkerij-zeewind.nl>',
      'Onderwerp: Factuur 2026-311',
      '',
      'Factuur 2026-311',
      'Klant: Drukkerij Zeewind B.V., Havenweg 4, 1781 AB Den Helder',
      'Koffiebonen 12 kg à € 18,50 = € 222,00',
      '',
      'Groeten,',
      'Wim',
      '',
      'Koffiebranderij De Molen',
      'Molenstraat 1, 1781 AA Den Helder',
      'BTW NL812345678B01',
    ].join('\n');
    expect(partiesOf(reply).seller.name).toBe('Koffiebranderij De Molen');
  });
});
