// The text's own sums among the items read: "ok is + btw 343,64", "soit un montant de 1 380 €", "Dat maakt 10.548,78
// totaal", "Base 1.030", "ergibt das 3.079,60 € brutto". Whatever words carry it, an amount that equals what the items
// before it add up to (net, or with VAT at a rate the text names) restates them: it is a total, never another item.
import Big from 'big.js';
import type { LineFacts } from './lines.js';
import { PERCENT } from './vocabulary.js';

const close = (a: Big, b: Big) => a.minus(b).abs().lte(0.011);

/** The line's net amount as stated, or its count times its price when only those are. */
export function netOf(line: LineFacts): Big | null {
  if (line.net_amount) return new Big(line.net_amount);
  if (line.quantity && line.unit_price) return new Big(line.quantity).times(line.unit_price);
  return null;
}

/** What a line adds up to with its VAT at `rate` percent, to the cent. */
export const withVat = (net: Big, rate: Big) => net.plus(net.times(rate).div(100).round(2));

/**
 * Whether `amount` is the sum of `nets`: as it is, with VAT at one of `rates`, or with each item's own rate. An amount
 * stated with its VAT (`gross`) is only ever the sum with VAT.
 */
function restates(amount: Big, nets: Array<{ net: Big; rate: string | null }>, rates: readonly string[], gross = false): boolean {
  const sum = nets.reduce((a, n) => a.plus(n.net), new Big(0));
  if (!gross && close(amount, sum)) return true;
  if (rates.some((r) => close(amount, withVat(sum, new Big(r))))) return true;
  if (nets.every((n) => n.rate !== null))
    return close(
      amount,
      nets.reduce((a, n) => a.plus(withVat(n.net, new Big(n.rate!))), new Big(0)),
    );
  return false;
}

/**
 * The items without those that restate the sum of the items before them. Two items or more must come before a sum
 * (one item's amount said twice may be the same amount again); `rates` are the VAT rates the text names.
 */
export function withoutRestatedSums(items: readonly LineFacts[], rates: readonly string[]): LineFacts[] {
  const kept: LineFacts[] = [];
  for (const item of items) {
    // "ergibt das 3.079,60 € brutto", "łącznie 2 792,10 zł brutto": an amount stated with its VAT and nothing else.
    const grossOnly = !item.net_amount && !item.quantity && item.gross_amount ? new Big(item.gross_amount) : null;
    const amount = item.net_amount ? new Big(item.net_amount) : grossOnly;
    const before = kept.map((line) => ({ net: netOf(line), rate: line.vat_rate }));
    if (amount && before.length >= 2 && before.every((b) => b.net !== null)) {
      if (restates(amount, before as Array<{ net: Big; rate: string | null }>, rates, grossOnly !== null)) continue;
    }
    kept.push(item);
  }
  return kept;
}

const STATED_RATE = new RegExp(`(?<![\\d.,])(\\d{1,2}(?:[.,]\\d{1,2})?)\\s*${PERCENT}`, 'giu');

/** Every rate the text states as a percentage ("19 %", "5,5%", "22 per cento"). */
export function statedRates(lines: readonly string[]): string[] {
  const rates = new Set<string>();
  for (const line of lines) for (const m of line.matchAll(STATED_RATE)) rates.add(new Big(m[1]!.replace(',', '.')).toString());
  return [...rates];
}
