import { describe, expect, it } from 'vitest';
import { mailHeaderLines } from './mail.js';
import { extractParties } from './parties.js';
import { sentToNote } from './sent-to.js';

const partiesOf = (text: string) => {
  const lines = text.split('\n');
  return extractParties(lines, mailHeaderLines(lines));
};

describe('a note naming whom a mail was sent to', () => {
  it('reads the addressee from the last line, in brackets or not, without the attention part', () => {
    expect(sentToNote(['Thanks,', 'Tom', '', '(Sent to: Harbour Bakery Ltd)'])).toBe('Harbour Bakery Ltd');
    expect(sentToNote(['Groet,', 'Ellen', 'Verzonden naar Bakkerij Zoet B.V.'])).toBe('Bakkerij Zoet B.V.');
    expect(sentToNote(['Un saludo,', 'Pilar', 'P.D.: Para Talleres Ruiz S.L., a la atención de Jorge.'])).toBe('Talleres Ruiz S.L.');
  });

  it('reads nothing when the last line is no such note or names nobody', () => {
    expect(sentToNote(['Destinataire : Banque Alpine SA', 'Total TTC 120,00 €'])).toBeNull();
    expect(sentToNote(['Regards,', 'sent to the wrong address, sorry'])).toBeNull();
  });

  it('makes the addressee the seller of a request mail, not the buyer’s employee who signs', () => {
    const request = [
      'To: orders@harbourbakery.example',
      'Subject: Invoice for the party platters',
      '',
      'Hello,',
      '',
      'Please invoice us for the platters of last Friday:',
      '',
      'Kestrel Rowing Club',
      '4 Riverside Walk',
      'Exeter EX2 4AA',
      '',
      '- 6 sandwich platters at £28.00 each',
      '',
      'Kind regards,',
      'Martin Penrose',
      'Treasurer',
      '',
      '(Sent to: Harbour Bakery Ltd)',
    ].join('\n');
    const { seller, buyer } = partiesOf(request);
    expect(seller.name).toBe('Harbour Bakery Ltd');
    expect(buyer.name).toBe('Kestrel Rowing Club');
  });
});
