// Filling gaps after reading: the caller's context defaults, convert's own defaults, and values that follow
// from other fields (a line's net amount from quantity × price). Each fill records why, as a field status.
import Big from 'big.js';
import type { ParseContext } from '../../schemas/parse.js';
import type { FieldStatus } from '../../schemas/parse.js';
import { FIELD_SPECS } from './field-kinds.js';
import type { Fields } from './fields.js';
import { homeCurrency } from './country-currencies.js';

function fill(fields: Fields, path: string, value: string | undefined | null, status: FieldStatus): void {
  const field = fields.get(path);
  const spec = field?.spec ?? FIELD_SPECS.get(path.replace(/\.\d+\./g, '.*.'));
  if (!spec || value === undefined || value === null) return;
  if (field && field.value !== null) return;
  fields.set(path, { value, status, spec });
}

const decimal = (fields: Fields, path: string): Big | null => {
  const v = fields.get(path);
  if (!v || typeof v.value !== 'string' || v.status === 'invalid') return null;
  try {
    return new Big(v.value);
  } catch {
    return null;
  }
};

/** Fewest decimals that still write the value exactly (at most `max`), or null when more would be needed. */
function exact(value: Big, max: number): string | null {
  const fixed = value.toFixed(max);
  return new Big(fixed).eq(value) ? new Big(fixed).toString() : null;
}

/** Line arithmetic: net = quantity × unit price, whichever one of the three is missing. */
function completeLine(fields: Fields, i: number): void {
  const p = (name: string) => `lines.${i}.${name}`;
  let qty = decimal(fields, p('quantity'));
  const price = decimal(fields, p('unit_price'));
  const net = decimal(fields, p('net_amount'));
  if (!qty && price && net && !price.eq(0)) {
    const q = exact(net.div(price), 4);
    if (q) fill(fields, p('quantity'), q, 'inferred');
  }
  if (!qty && !price && net) {
    // A single amount on a line: one unit at that price.
    fill(fields, p('quantity'), '1', 'inferred');
    fill(fields, p('unit_price'), net.toString(), 'inferred');
  }
  qty = decimal(fields, p('quantity'));
  if (qty && price && !net) fill(fields, p('net_amount'), new Big(qty).times(price).round(2).toFixed(2), 'inferred');
  if (qty && !price && net && !qty.eq(0)) {
    const up = exact(net.div(qty), 4);
    if (up) fill(fields, p('unit_price'), up, 'inferred');
  }
  fill(fields, p('id'), String(i + 1), 'default');
  fill(fields, p('unit'), 'C62', 'default'); // UN/ECE Rec 20 "one": the unit when none is named
  const rate = decimal(fields, p('vat_rate'));
  if (rate && rate.gt(0)) fill(fields, p('vat_category'), 'S', 'inferred');
}

function lineCount(fields: Fields): number {
  let n = 0;
  for (const path of fields.keys()) {
    const dot = path.indexOf('.', 6);
    if (!path.startsWith('lines.') || dot < 0) continue;
    const index = Number(path.slice(6, dot));
    if (index + 1 > n) n = index + 1;
  }
  return n;
}

/** A VAT id starts with its country's code (Greece writes EL): a safer source than any guess from a city. */
function countryFromVatId(fields: Fields, party: 'seller' | 'buyer'): string | null {
  const vat = fields.get(`${party}.vat_id`)?.value;
  if (typeof vat !== 'string') return null;
  const m = /^([A-Z]{2})[0-9A-Z]/.exec(vat.replace(/\s+/g, '').toUpperCase());
  if (!m) return null;
  return m[1] === 'EL' ? 'GR' : m[1]!;
}

export function applyDefaults(fields: Fields, context: ParseContext | null | undefined): void {
  const ctx = context ?? {};
  for (const party of ['seller', 'buyer'] as const) {
    fill(fields, `${party}.address.country_code`, countryFromVatId(fields, party), 'inferred');
  }
  fill(fields, 'seller.address.country_code', ctx.seller_country, 'default');
  fill(fields, 'buyer.address.country_code', ctx.buyer_country, 'default');
  fill(fields, 'currency_code', ctx.currency, 'default');
  // No currency written and none given: the seller's home currency (a British seller's "Total 306.00" is in pounds).
  const sellerCountry = fields.get('seller.address.country_code')?.value;
  if (typeof sellerCountry === 'string') fill(fields, 'currency_code', homeCurrency(sellerCountry), 'inferred');
  fill(fields, 'type_code', '380', 'default');
  const lines = lineCount(fields);
  for (let i = 0; i < lines; i++) completeLine(fields, i);
  // Payment: a bank account means a credit transfer (58 = SEPA credit transfer when an IBAN is given).
  const hasPayment = [...fields].some(([path, f]) => path.startsWith('payment.') && f.value !== null);
  if (hasPayment) {
    const iban = fields.get('payment.bank_account.iban')?.value;
    fill(fields, 'payment.means_code', typeof iban === 'string' ? '58' : '30', typeof iban === 'string' ? 'inferred' : 'default');
  }
}
