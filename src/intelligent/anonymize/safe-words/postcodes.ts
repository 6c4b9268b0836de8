// Postcodes look like references or codes, which the recall-first layer would let through: British and
// Irish ones (BT8 7BS, W91 X2P4, D15 XK27) as a pair of an outward and an inward code, Dutch ones as four
// digits and two capitals (2691 KR), Maltese ones as three capitals and four digits (BKR 1521). As such a
// pair they are an address.
const OUTWARD = /^(?:[A-Z]{1,2}\d{1,2}[A-Z]?|[A-Z]\d{2}|D6W)$/i;
const INWARD = /^(?:\d[A-Z]{2}|[A-Z0-9]{4})$/i;

export function isPostcodePair(first: string, second: string): boolean {
  if (/^[1-9]\d{3}$/.test(first) && /^[A-Z]{2}$/.test(second)) return true;
  if (/^[A-Z]{3}$/.test(first) && /^\d{4}$/.test(second)) return true;
  return OUTWARD.test(first) && INWARD.test(second) && /\d/.test(second + first) && /[A-Z]/i.test(second);
}
