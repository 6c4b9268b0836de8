// The invoice the kernel accepts: the canonical EN 16931 fields (core/en16931/invoice.ts) and, in
// country_extensions, one member per country plugin that declares a schema. Within a present member the
// plugin's required fields must be given; its content checks (check digits, formats) run on convert. The
// OpenAPI document is drawn from this schema, so it shows every registered member.
import { z } from '@hono/zod-openapi';
import type { CountryPlugin } from '../../plugins/contracts.js';
import { invoiceSchemaWith, Invoice as CanonicalInvoice } from '../../core/en16931/invoice.js';
import { builtinCountries } from '../plugins.js';

export { Address, Party, InvoiceLine, DocumentAllowanceCharge } from '../../core/en16931/invoice.js';
export type { InvoiceInput } from '../../core/en16931/invoice.js';

/** The country_extensions object of the given plugins, in country-code order. */
function countryExtensionsOf(countries: Iterable<CountryPlugin>) {
  const members: Record<string, z.ZodType> = {};
  for (const plugin of [...countries].sort((a, b) => a.code.localeCompare(b.code))) {
    const extension = plugin.extension;
    if (extension?.schema) members[extension.key] = (extension.schema as z.ZodType).nullable().optional();
  }
  // Closed like every request object: a misspelled member or field is refused, never dropped.
  return z.strictObject(members).openapi('CountryExtensions', {
    description:
      'Country-specific fields, one member per country plugin; inside a member that is present, its required fields must be given. The country plugins check their content on convert.',
  });
}

/**
 * Typed as the canonical invoice: every member parses to an object of its plugin's fields, which is what the
 * model, the writers and the plugins read (each plugin reads its own member with its own schema's type).
 */
type InvoiceSchema = typeof CanonicalInvoice;

const assembled = new WeakMap<object, InvoiceSchema>();

/** The invoice schema with the members of these country plugins (the registry's, so plugins loaded by configuration take part). */
export function invoiceSchemaFor(countries: readonly CountryPlugin[]): InvoiceSchema {
  let schema = assembled.get(countries);
  if (!schema) {
    schema = invoiceSchemaWith(countryExtensionsOf(countries)) as unknown as InvoiceSchema;
    assembled.set(countries, schema);
  }
  return schema;
}

/** With the built-in country plugins: for the parts of the kernel that read invoices outside a request (parse). */
export const Invoice = invoiceSchemaFor(builtinCountries);

/** The invoice after parsing: decimals are strings, defaults applied. */
export type Invoice = z.output<typeof Invoice>;
