// The `dropped_fields` of a CII document: input fields the caller filled that the document does not carry.
// Three sources: elements the profile's XSD does not allow (from prune.ts, as canonical field paths),
// country-extension values that found no free EN 16931 term (or whose term the profile drops), and the
// few fields no CII profile has a place for.
import type { InvoiceModel } from '../../en16931/model.js';
import type { Invoice } from '../../en16931/invoice.js';
import type { EffectiveInvoice } from '../../en16931/carried.js';

/** True when the caller gave a value at `path` (dot notation; `*` matches every list item). */
export function hasValue(node: unknown, path: string): boolean {
  const [head, ...rest] = path.split('.');
  if (node === undefined || node === null || head === undefined) return false;
  if (head === '*') return Array.isArray(node) && node.some((item) => hasValue(item, rest.join('.')));
  const next = (node as Record<string, unknown>)[head];
  if (rest.length === 0) return next !== undefined && next !== null && next !== '' && !(Array.isArray(next) && next.length === 0);
  return hasValue(next, rest.join('.'));
}

/** Leaf paths under invoice.country_extensions that hold a value. */
function extensionLeaves(invoice: Invoice): string[] {
  const out: string[] = [];
  const walk = (node: unknown, path: string) => {
    if (node === undefined || node === null) return;
    if (typeof node === 'object' && !Array.isArray(node)) for (const [k, v] of Object.entries(node)) walk(v, `${path}.${k}`);
    else out.push(path);
  };
  walk(invoice.country_extensions, 'country_extensions');
  return out;
}

/** `effective` is the invoice as written, with the country extension values the writer placed. */
export function droppedFields(model: InvoiceModel, prunedFields: string[], effective: EffectiveInvoice): string[] {
  const inv = model.invoice;
  const { carriedFrom } = effective;
  const carried = effective.offered.filter((c) => carriedFrom.has(c.from));
  const out = new Set<string>();

  const isPruned = (field: string) => prunedFields.some((p) => field === p || field.startsWith(`${p}.`));
  for (const field of prunedFields) if (hasValue(inv, field)) out.add(field);
  // BT-111 is written only together with BT-6 (see the writer).
  if (prunedFields.includes('vat_accounting_currency') && inv.vat_total_in_accounting_currency !== undefined)
    out.add('vat_total_in_accounting_currency');
  // An extension value is lost when every term it was placed in was dropped by the profile
  // (a SIRET in BT-47 and BT-49 survives in BT-47 when the profile has no BT-49).
  for (const from of new Set(carried.map((c) => c.from))) {
    if (carried.filter((c) => c.from === from).every((c) => isPruned(c.invoice_field))) out.add(from);
  }
  for (const leaf of extensionLeaves(inv)) if (!carriedFrom.has(leaf)) out.add(leaf);

  if (inv.buyer.tax_registration_id) out.add('buyer.tax_registration_id'); // EN 16931 has no buyer BT-32
  if (inv.buyer.additional_legal_info) out.add('buyer.additional_legal_info'); // nor a buyer BT-33
  if (inv.buyer.additional_identifiers?.length) out.add('buyer.additional_identifiers'); // one buyer BT-46
  if (inv.payment?.card?.network) out.add('payment.card.network'); // a UBL element, no EN 16931 term
  // Parts written only with the term they belong to.
  if (inv.preceding_invoice_date && !inv.preceding_invoice_reference) out.add('preceding_invoice_date');
  if (inv.delivery?.location?.id_scheme && !inv.delivery.location.id) out.add('delivery.location.id_scheme');
  inv.lines.forEach((line, i) => {
    if (line.base_quantity_unit && line.base_quantity === undefined) out.add(`lines.${i}.base_quantity_unit`);
    for (const kind of ['allowance', 'charge'] as const) {
      const amount = line[`${kind}_amount`];
      if (amount !== undefined && !/^[+-]?0*\.?0*$/.test(amount)) continue;
      for (const key of [`${kind}_reason`, `${kind}_reason_code`] as const) if (line[key]) out.add(`lines.${i}.${key}`);
    }
  });
  if (inv.payment?.bank_account?.bank_name) out.add('payment.bank_account.bank_name'); // informational only
  inv.payment?.bank_accounts?.forEach((account, i) => {
    if (account.bank_name) out.add(`payment.bank_accounts.${i}.bank_name`); // informational only
    if (!account.iban) out.add(`payment.bank_accounts.${i}`); // CII needs the IBAN in an account (CII-SR-470)
  });
  if (!inv.payment?.bank_account?.iban) {
    for (const key of ['bic', 'account_name'] as const) if (inv.payment?.bank_account?.[key]) out.add(`payment.bank_account.${key}`);
  }
  if (model.vatAccountingCurrency === null) {
    for (const key of ['vat_accounting_currency', 'vat_total_in_accounting_currency'] as const) if (inv[key] !== undefined) out.add(key);
  }
  // Category O carries no rate (BR-O-05…07): a rate the caller gave is not written.
  if (model.lines.some((l) => l.vat.rate === null && l.source.vat_rate !== undefined)) out.add('lines.*.vat_rate');
  if (model.allowanceCharges.some((a) => a.vat.rate === null && a.source.vat_rate !== undefined)) out.add('allowances.*.vat_rate');
  return [...out].sort();
}
