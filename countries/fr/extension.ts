// France: country_extensions.fr carries SIRETs (establishment numbers) and the Chorus Pro service code.
// A SIRET is carried as the party's legal registration identifier (BT-30 / BT-47) with ICD scheme 0009;
// the buyer's SIRET is also its Chorus Pro address (BT-49, scheme 0009). The Factur-X specification's
// Chorus Pro notes put the service code ("service exécutant") in BT-10.
import type { FieldIssue } from '../../plugins/contracts.js';
import { z } from '@hono/zod-openapi';
import { text, type Invoice } from '../../core/en16931/invoice.js';
import { checkSiret, issuesFrom } from '../_checks/index.js';
import type { CarriedValue } from '../../core/en16931/carried-value.js';

/** country_extensions.fr: within a present member the required fields must be given; content checks follow. */
export const FrenchExtension = z
  .strictObject({
    siret_seller: text().optional().openapi({
      description:
        "The seller's SIRET (14 digits, check digit verified); written as its legal registration identifier (BT-30, scheme 0009) when that is empty",
      example: '73282932000074',
    }),
    siret_buyer: text().optional().openapi({
      description:
        "The buyer's SIRET (14 digits); written as its legal registration identifier (BT-47, scheme 0009) and, when it has no electronic address, as its Chorus Pro address (BT-49, scheme 0009)",
      example: '73282932000074',
    }),
    service_code: text().optional().openapi({
      description: 'Chorus Pro service code (service exécutant) of the public buyer; written as buyer reference (BT-10) when that is empty',
      example: 'SERVICE-001',
    }),
  })
  .openapi({ description: 'France: SIRETs and the Chorus Pro service code.' });
export type FrenchExtension = z.output<typeof FrenchExtension>;

/** The member as the kernel parsed it with FrenchExtension. */
function member(invoice: Invoice): FrenchExtension | null | undefined {
  return invoice.country_extensions?.fr as FrenchExtension | null | undefined;
}

export const SIRET_SCHEME = '0009';

export function checkFrenchExtension(invoice: Invoice): FieldIssue[] {
  const fr = member(invoice);
  if (!fr) return [];
  const issues: FieldIssue[] = [];
  for (const key of ['siret_seller', 'siret_buyer'] as const) {
    const siret = fr[key];
    if (siret === undefined) continue;
    const field = `country_extensions.fr.${key}`;
    const result = checkSiret(siret);
    issues.push(...issuesFrom(field, result));
    // The formats copy the value as given into the document, where a SIRET is 14 bare digits.
    if (result.valid && result.value !== siret) {
      issues.push({
        field,
        code: 'invalid_format',
        message: 'must be written as 14 digits without spaces or dots',
        suggestion: `Send "${result.value}"`,
      });
    }
  }
  return issues;
}

const digitsOnly = (siret: string) => siret.replace(/[\s.]/g, '');

/** Where the French values go; only into terms the caller has left empty. */
export function frenchCarriedValues(invoice: Invoice): CarriedValue[] {
  const fr = member(invoice);
  if (!fr) return [];
  const carried: CarriedValue[] = [];
  if (fr.siret_seller !== undefined && invoice.seller.legal_registration_id === undefined) {
    carried.push({
      business_term: 'BT-30',
      invoice_field: 'seller.legal_registration_id',
      from: 'country_extensions.fr.siret_seller',
      value: digitsOnly(fr.siret_seller),
      scheme: SIRET_SCHEME,
    });
  }
  if (fr.siret_buyer !== undefined) {
    const value = digitsOnly(fr.siret_buyer);
    if (invoice.buyer.legal_registration_id === undefined) {
      carried.push({
        business_term: 'BT-47',
        invoice_field: 'buyer.legal_registration_id',
        from: 'country_extensions.fr.siret_buyer',
        value,
        scheme: SIRET_SCHEME,
      });
    }
    if (!invoice.buyer.electronic_address) {
      carried.push({
        business_term: 'BT-49',
        invoice_field: 'buyer.electronic_address',
        from: 'country_extensions.fr.siret_buyer',
        value,
        scheme: SIRET_SCHEME,
      });
    }
  }
  if (fr.service_code !== undefined && invoice.buyer_reference === undefined) {
    carried.push({ business_term: 'BT-10', invoice_field: 'buyer_reference', from: 'country_extensions.fr.service_code', value: fr.service_code });
  }
  return carried;
}
