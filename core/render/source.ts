// What the renderer reads: the invoice and the totals to show, from either origin. A canonical invoice (a
// convert request) brings the totals the model computed; a received document brings the totals it states
// (a person reading a received invoice must see what it says, not a recalculation). The invoice of a received
// document may be incomplete, so every field is optional here and the view shows what is there.
import type { InvoiceInput } from '../en16931/invoice.js';
import type { InvoiceModel } from '../en16931/model.js';
import type { Loss, StatedTotals } from '../syntax/common/read/read-result.js';
import type { CarriedValue } from '../en16931/carried-value.js';

type DeepPartial<T> = T extends readonly (infer U)[] ? DeepPartial<U>[] : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

/** The canonical invoice as far as the source holds it; decimals as strings or numbers. */
export type RenderInvoice = DeepPartial<InvoiceInput> & Record<string, unknown>;

export interface RenderVatGroup {
  category: string;
  rate: string | null;
  taxable: string | null;
  tax: string | null;
  exemptionReason: string | null;
  exemptionReasonCode: string | null;
}

export interface RenderTotals {
  lineNetTotal: string | null;
  allowanceTotal: string | null;
  chargeTotal: string | null;
  taxExclusive: string | null;
  vatTotal: string | null;
  vatTotalInAccountingCurrency: string | null;
  taxInclusive: string | null;
  prepaid: string | null;
  rounding: string | null;
  payable: string | null;
}

export interface RenderSource {
  invoice: RenderInvoice;
  totals: RenderTotals;
  vatBreakdown: RenderVatGroup[];
  /** Values the country plugins carry into the document (a labelled one names an empty buyer reference). */
  carried?: readonly CarriedValue[];
  /** Values of a received document the canonical invoice cannot hold (its loss report), shown under other details. */
  beyondModel?: ReadonlyArray<{ business_term: string | null; xpath: string; value: string }>;
}

/** From the EN 16931 model of a canonical invoice: the computed totals and breakdown. */
export function sourceOfModel(model: InvoiceModel, carried: readonly CarriedValue[] = []): RenderSource {
  const t = model.totals;
  return {
    invoice: model.invoice as RenderInvoice,
    totals: {
      lineNetTotal: t.lineNetTotal,
      allowanceTotal: t.allowanceTotal,
      chargeTotal: t.chargeTotal,
      taxExclusive: t.taxExclusive,
      vatTotal: t.vatTotal,
      vatTotalInAccountingCurrency: model.vatAccountingCurrency ? t.vatTotalInAccountingCurrency : null,
      taxInclusive: t.taxInclusive,
      prepaid: t.prepaid,
      rounding: t.rounding,
      payable: t.payable,
    },
    vatBreakdown: model.vatBreakdown.map((g) => ({
      category: g.category,
      rate: g.rate,
      taxable: g.taxableAmount,
      tax: g.taxAmount,
      exemptionReason: g.exemptionReason,
      exemptionReasonCode: g.exemptionReasonCode,
    })),
    carried,
  };
}

/** From a received document: its invoice as read and the totals as it states them. */
export function sourceOfDocument(invoice: RenderInvoice, stated: StatedTotals, losses: readonly Loss[] = []): RenderSource {
  const s = (v: string | undefined) => v ?? null;
  // The reader puts a group's exemption reason on the lines and allowances of its category.
  const exemptionOf = (category: string) => {
    const holders = [...(invoice.lines ?? []), ...(invoice.allowances ?? [])] as Array<Record<string, unknown> | undefined>;
    const holder = holders.find((h) => h?.vat_category === category && (h.vat_exemption_reason || h.vat_exemption_reason_code));
    return { reason: (holder?.vat_exemption_reason as string) ?? null, code: (holder?.vat_exemption_reason_code as string) ?? null };
  };
  const beyondModel = losses.filter((l): l is Loss & { value: string } => l.value !== undefined && l.value.trim() !== '');
  return {
    invoice,
    beyondModel,
    totals: {
      lineNetTotal: s(stated.line_net_total),
      allowanceTotal: s(stated.allowance_total),
      chargeTotal: s(stated.charge_total),
      taxExclusive: s(stated.tax_exclusive),
      vatTotal: s(stated.vat_total),
      vatTotalInAccountingCurrency: s(stated.vat_total_in_accounting_currency),
      taxInclusive: s(stated.tax_inclusive),
      prepaid: s(stated.prepaid),
      rounding: s(stated.rounding),
      payable: s(stated.payable),
    },
    vatBreakdown: stated.vat_breakdown.map((g) => {
      const exemption = exemptionOf(g.category);
      return {
        category: g.category,
        rate: g.rate ?? null,
        taxable: g.taxable_amount ?? null,
        tax: g.tax_amount ?? null,
        exemptionReason: exemption.reason,
        exemptionReasonCode: exemption.code,
      };
    }),
  };
}
