// What a person reads on the invoice, as plain strings: built from the EN 16931 model (totals come from the
// model, never recomputed). The layout turns this into pages; keeping it separate lets both be tested alone.
import type { InvoiceModel } from '../en16931/model.js';
import type { Address, Party } from '../en16931/invoice.js';
import type { CarriedValue } from '../en16931/carried-value.js';

export interface SheetParty {
  heading: string;
  lines: string[];
}

export interface SheetLine {
  id: string;
  description: string;
  /** Second, smaller row under the description: note, classification, order line, allowance/charge. */
  details: string[];
  quantity: string;
  unit: string;
  unitPrice: string;
  vat: string;
  net: string;
}

export interface InvoiceSheet {
  title: string;
  /** Label/value pairs beside the title: number, dates, references. */
  facts: Array<[string, string]>;
  seller: SheetParty;
  buyer: SheetParty;
  delivery: SheetParty | null;
  currency: string;
  lines: SheetLine[];
  /** Document-level allowances and charges. */
  allowanceCharges: Array<[string, string]>;
  vatRows: Array<{ label: string; taxable: string; tax: string }>;
  totals: Array<{ label: string; value: string; strong?: boolean }>;
  payment: string[];
  notes: string[];
  /** Footer text on every page. */
  footer: string;
}

function addressLines(a: Address): string[] {
  return [a.street, a.street2, [a.postal_code, a.city].join(' '), [a.country_subdivision, a.country_code].filter(Boolean).join(', ')].filter(
    (s): s is string => Boolean(s),
  );
}

function partyBlock(heading: string, p: Party): SheetParty {
  const lines = [p.name, ...addressLines(p.address)];
  if (p.vat_id) lines.push(`VAT ID: ${p.vat_id}`);
  if (p.tax_registration_id) lines.push(`Tax number: ${p.tax_registration_id}`);
  if (p.legal_registration_id) lines.push(`Registration: ${p.legal_registration_id}`);
  if (p.identifier) lines.push(`ID: ${p.identifier}${p.identifier_scheme ? ` (${p.identifier_scheme})` : ''}`);
  if (p.electronic_address) lines.push(`E-address: ${p.electronic_address.id} (${p.electronic_address.scheme})`);
  const c = p.contact;
  if (c?.name) lines.push(`Contact: ${c.name}`);
  if (c?.phone) lines.push(`Phone: ${c.phone}`);
  if (c?.email) lines.push(`Email: ${c.email}`);
  return { heading, lines };
}

/** `carried`: the values the country plugins carry into the document; a labelled one stands in for an empty buyer reference. */
export function sheetFromModel(model: InvoiceModel, carried: readonly CarriedValue[] = []): InvoiceSheet {
  const inv = model.invoice;
  const cur = model.currency;
  const money = (v: string) => `${v} ${cur}`;
  const title = model.kind === 'credit_note' ? 'CREDIT NOTE' : 'INVOICE';
  const facts: Array<[string, string]> = [
    ['Number', inv.invoice_number],
    ['Issue date', inv.issue_date],
  ];
  if (inv.due_date) facts.push(['Due date', inv.due_date]);
  if (inv.tax_point_date) facts.push(['Tax point date', inv.tax_point_date]);
  const labelledReference = carried.find((c) => c.invoice_field === 'buyer_reference' && c.label);
  if (inv.buyer_reference) facts.push(['Buyer reference', inv.buyer_reference]);
  else if (labelledReference) facts.push([labelledReference.label!, labelledReference.value]);
  if (inv.purchase_order_reference) facts.push(['Order', inv.purchase_order_reference]);
  if (inv.contract_reference) facts.push(['Contract', inv.contract_reference]);
  if (inv.project_reference) facts.push(['Project', inv.project_reference]);
  if (inv.preceding_invoice_reference) facts.push(['Preceding invoice', inv.preceding_invoice_reference]);
  facts.push(['Type code', model.typeCode]);

  const d = inv.delivery;
  const delivery: SheetParty | null =
    d && (d.date || d.location)
      ? {
          heading: 'Delivery',
          lines: [
            ...(d.date ? [`Date: ${d.date}`] : []),
            ...(d.location?.name ? [d.location.name] : []),
            ...(d.location?.address ? addressLines(d.location.address) : []),
          ],
        }
      : null;

  const lines: SheetLine[] = model.lines.map((l) => {
    const details: string[] = [];
    if (l.source.note) details.push(l.source.note);
    if (l.source.item_classification) details.push(`Classification ${l.source.item_classification.scheme} ${l.source.item_classification.code}`);
    if (l.source.order_line_reference) details.push(`Order line ${l.source.order_line_reference}`);
    for (const ac of l.allowanceCharges) details.push(`${ac.isCharge ? 'Charge' : 'Allowance'} ${ac.amount} (${ac.reason})`);
    return {
      id: l.id,
      description: l.source.description,
      details,
      quantity: l.quantity,
      unit: l.unit,
      unitPrice: l.unitPrice,
      vat: l.vat.rate === null ? l.vat.category : `${l.vat.category} ${l.vat.rate}%`,
      net: l.netAmount,
    };
  });

  const allowanceCharges = model.allowanceCharges.map((ac): [string, string] => [
    `${ac.isCharge ? 'Charge' : 'Allowance'}: ${ac.reason ?? ac.reasonCode ?? ''} (VAT ${ac.vat.category}${ac.vat.rate === null ? '' : ` ${ac.vat.rate}%`})`,
    // Allowances are shown as the amount they take off.
    money(ac.isCharge ? ac.amount : ac.amount.startsWith('-') ? ac.amount.slice(1) : `-${ac.amount}`),
  ]);

  const vatRows = model.vatBreakdown.map((g) => ({
    label: `${g.category}${g.rate === null ? '' : ` ${g.rate}%`}${g.exemptionReason ? ` – ${g.exemptionReason}` : ''}${g.exemptionReasonCode ? ` (${g.exemptionReasonCode})` : ''}`,
    taxable: money(g.taxableAmount),
    tax: money(g.taxAmount),
  }));

  const t = model.totals;
  const totals: InvoiceSheet['totals'] = [{ label: 'Sum of line net amounts', value: money(t.lineNetTotal) }];
  if (model.allowanceCharges.some((a) => !a.isCharge)) totals.push({ label: 'Allowances', value: money(t.allowanceTotal) });
  if (model.allowanceCharges.some((a) => a.isCharge)) totals.push({ label: 'Charges', value: money(t.chargeTotal) });
  totals.push({ label: 'Total without VAT', value: money(t.taxExclusive) });
  totals.push({ label: 'VAT', value: money(t.vatTotal) });
  if (model.vatAccountingCurrency && t.vatTotalInAccountingCurrency !== null) {
    totals.push({ label: `VAT in ${model.vatAccountingCurrency}`, value: `${t.vatTotalInAccountingCurrency} ${model.vatAccountingCurrency}` });
  }
  totals.push({ label: 'Total with VAT', value: money(t.taxInclusive) });
  totals.push({ label: 'Amount due', value: money(t.payable), strong: true });

  const payment: string[] = [];
  const p = inv.payment;
  if (p) {
    payment.push(`Payment means: ${p.means_code}${p.means_text ? ` (${p.means_text})` : ''}`);
    if (p.terms) payment.push(`Terms: ${p.terms}`);
    if (p.payment_id) payment.push(`Payment reference: ${p.payment_id}`);
    const b = p.bank_account;
    if (b?.iban) payment.push(`IBAN: ${b.iban}`);
    if (b?.bic) payment.push(`BIC: ${b.bic}`);
    if (b?.account_name) payment.push(`Account holder: ${b.account_name}`);
    if (b?.bank_name) payment.push(`Bank: ${b.bank_name}`);
  }
  if (inv.due_date) payment.push(`Due date: ${inv.due_date}`);

  return {
    title,
    facts,
    seller: partyBlock('Seller', inv.seller),
    buyer: partyBlock('Buyer', inv.buyer),
    delivery,
    currency: cur,
    lines,
    allowanceCharges,
    vatRows,
    totals,
    payment,
    notes: inv.note ? [inv.note] : [],
    footer: `${title} ${inv.invoice_number} · ${inv.seller.name}`,
  };
}
