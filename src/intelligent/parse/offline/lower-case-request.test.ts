import { describe, expect, it } from 'vitest';
import { extractParties } from './parties.js';

const buyerOf = (lines: string[]) => extractParties(lines).buyer;

describe('a chat naming the buyer in lower case, the address on the next line', () => {
  it('reads the words after the request as the buyer and the next line as its address', () => {
    const buyer = buyerOf(['kun je een factuur maken voor bakkerij het zoete hoekje', 'molenstraat 8, 3811 AB amersfoort', 'taart 2x 35']);
    expect(buyer.name).toBe('bakkerij het zoete hoekje');
    expect(buyer.postal_code).toBe('3811 AB');
  });

  it('takes the fuller name that opens the address line', () => {
    const buyer = buyerOf(['tu peux faire la facture pour mme lebrun stp', 'agnes lebrun, 4 rue des tilleuls, 69003 lyon', 'ménage 3h a 25']);
    expect(buyer.name).toBe('agnes lebrun');
  });

  it('leaves the request’s words to the job when the next line names the party as a name', () => {
    const buyer = buyerOf(['can u do an invoice for the kitchen job', 'bill it to Orchard Lane Cafe Ltd, 3 Mill Road, Leeds LS1 4AB']);
    expect(buyer.name).not.toBe('kitchen job');
  });
});
