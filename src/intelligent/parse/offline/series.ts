// An invoice number's series written before it in capitals, where the same letters are also a label: "Numer FV 41/11/2026",
// "Número: FV25-00612". The label reader stops at the label; the number as the invoice writes it keeps its series.
import { alternation } from './labels.js';
import { LABELS } from './vocabulary.js';

/** A label that is also the series of the number, written in capitals right before it: "FV 41/11/2026", "FV25-00612". */
const SERIES_BEFORE = new RegExp(`(?<![\\p{L}\\p{N}])(${alternation(LABELS.invoiceNumber.filter((l) => /^\p{L}{2,4}$/u.test(l)))})( ?)$`, 'iu');

export function withSeries<T extends { value: string; line: number }>(lines: readonly string[], found: T | null): T | null {
  if (!found) return null;
  const line = lines[found.line]!;
  const at = line.indexOf(found.value);
  const series = at > 0 ? SERIES_BEFORE.exec(line.slice(0, at)) : null;
  if (!series || series[1] !== series[1]!.toUpperCase()) return found;
  return { ...found, value: `${series[1]}${series[2]}${found.value}` };
}
