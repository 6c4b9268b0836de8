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

/** The VAT on `net` at `rate` percent, to the cent. */
const vatOn = (net: Big, rate: Big | string) => net.times(rate).div(100).round(2);

/** What a line adds up to with its VAT at `rate` percent, to the cent. */
export const withVat = (net: Big, rate: Big) => net.plus(vatOn(net, rate));

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

/** Whether `amount` is the VAT on `nets` at one of `rates`, or at each item's own rate. */
function taxOf(amount: Big, nets: Array<{ net: Big; rate: string | null }>, rates: readonly string[]): boolean {
  const sum = nets.reduce((a, n) => a.plus(n.net), new Big(0));
  if (rates.some((r) => close(amount, vatOn(sum, r)))) return true;
  return (
    nets.every((n) => n.rate !== null) &&
    close(
      amount,
      nets.reduce((a, n) => a.plus(vatOn(n.net, n.rate!)), new Big(0)),
    )
  );
}

/** Every number a read line holds: a clause such as "that's £965 net, £193 VAT, £1,158.00 total" is read as one. */
function numbersOf(item: LineFacts): Big[] {
  return [item.net_amount, item.gross_amount, item.unit_price, item.quantity].filter((n): n is string => !!n).map((n) => new Big(n));
}

/**
 * The items without those that restate the items before them: their sum (net, two items or more before it, since
 * one item's amount said twice may be the same amount again), their sum with VAT at a rate the text names, or that
 * VAT alone, said without a count ("ok allora fa 1.755 + 175,50 di iva", "kom je op 998,25", "klopt, 173,25 btw"). Any number of the line
 * counts, for a clause that states net, VAT and total at once is read as one line. `rates` are the text's VAT rates.
 */
export function withoutRestatedSums(items: readonly LineFacts[], rates: readonly string[]): LineFacts[] {
  const kept: LineFacts[] = [];
  for (const item of items) {
    // "ergibt das 3.079,60 € brutto", "łącznie 2 792,10 zł brutto": an amount stated with its VAT and nothing else.
    const grossOnly = !item.net_amount && !item.quantity && item.gross_amount ? new Big(item.gross_amount) : null;
    const before = kept.map((line) => ({ net: netOf(line), rate: line.vat_rate }));
    if (before.length >= 1 && before.every((b) => b.net !== null)) {
      const nets = before as Array<{ net: Big; rate: string | null }>;
      // Only an amount said alone can be the VAT: a count at a price ("2 x 230,00 €") is an item.
      const lone = !item.quantity || !item.unit_price || new Big(item.quantity).lte(1);
      const restated = numbersOf(item).some(
        (n) =>
          n.gte(10) &&
          ((before.length >= 2 && restates(n, nets, rates, grossOnly !== null)) ||
            (before.length === 1 && rates.some((r) => close(n, withVat(nets[0]!.net, new Big(r))))) ||
            (!grossOnly && lone && taxOf(n, nets, rates))),
      );
      if (restated) continue;
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
