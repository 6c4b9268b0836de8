// The example third-party plugin (examples/acme-cius) as the tests configure it: by module path, like
// EINVOICE_PLUGINS in production. Its invoices are read from its own fixtures, never imported.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const EXAMPLE_MODULE = fileURLToPath(new URL('../../examples/acme-cius/index.ts', import.meta.url));
/** The BT-24 value the example writes; the tests check it against the produced XML, not against its source. */
export const ACME_CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017#compliant#urn:acme.example:cius:1.0';

/** A fresh copy of the example's valid invoice, to change per test. */
export function acmeInvoice(): Record<string, any> {
  return JSON.parse(readFileSync(new URL('../../examples/acme-cius/fixtures/invoice.json', import.meta.url), 'utf8'));
}
