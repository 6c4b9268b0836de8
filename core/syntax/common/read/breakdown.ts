// The VAT breakdown (BG-23) of a received document: both readers note each stated group, then hold it
// through the lines and allowances it groups once those are read.
import type { XNode } from '../../../xml/xdm.js';
import type { SourceReader } from './source-reader.js';
import { rateKey } from './values.js';

type Obj = Record<string, unknown>;

export interface BreakdownGroup {
  key: string;
  nodes: Array<XNode | undefined>;
  reason: XNode | undefined;
  code: XNode | undefined;
}

/**
 * The canonical invoice holds a VAT breakdown group through the lines and allowances it groups (the model
 * recomputes it), and its exemption reason (BT-120/121) on the first of them, which is where the model takes
 * it from. A stated group no line or allowance belongs to cannot be held: it stays in the loss report.
 */
export function takeBreakdown(r: SourceReader, groups: BreakdownGroup[], holders: Obj[]): void {
  for (const group of groups) {
    const holder = holders.find((x) => groupKey(String(x.vat_category ?? ''), x.vat_rate as string | undefined) === group.key);
    if (!holder) continue;
    for (const node of group.nodes) r.take(node);
    if ((group.reason || group.code) && holder.vat_exemption_reason === undefined && holder.vat_exemption_reason_code === undefined) {
      holder.vat_exemption_reason = r.text(group.reason);
      holder.vat_exemption_reason_code = r.text(group.code);
    }
  }
}

/** Category + rate of a VAT breakdown group, as the model groups lines (category O has no rate). */
export function groupKey(category: string, rate: string | undefined): string {
  return category === 'O' ? 'O|' : rateKey(category, rate ?? '0');
}
