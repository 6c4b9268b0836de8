// Spain: country_extensions.es carries the seller's NIF and the three DIR3 codes FACe routes
// invoices to public administrations by (oficina contable, órgano gestor, unidad tramitadora).
import type { FieldIssue } from '../../plugins/contracts.js';
import type { Invoice } from '../../core/en16931/invoice.js';
import { checkSpanishNif, issuesFrom } from '../_checks/index.js';
import type { CarriedValue } from '../../core/en16931/carried-value.js';

const DIR3_FIELDS = ['face_oficina_contable', 'face_organo_gestor', 'face_unidad_tramitadora'] as const;

export function checkSpanishExtension(invoice: Invoice): FieldIssue[] {
  const es = invoice.country_extensions?.es;
  if (!es) return [];
  const issues = issuesFrom('country_extensions.es.nif_seller', checkSpanishNif(es.nif_seller));
  // FACe needs all three DIR3 roles together; one or two of them cannot route an invoice.
  const given = DIR3_FIELDS.filter((key) => es[key] !== undefined);
  if (given.length > 0 && given.length < DIR3_FIELDS.length) {
    for (const key of DIR3_FIELDS.filter((k) => es[k] === undefined)) {
      issues.push({
        field: `country_extensions.es.${key}`,
        code: 'missing_value',
        message: 'is required when any FACe DIR3 code is given: FACe needs oficina contable, órgano gestor and unidad tramitadora together',
      });
    }
  }
  return issues;
}

/** The seller's NIF as its tax registration identifier (BT-32) when the caller has not set one. */
export function spanishCarriedValues(invoice: Invoice): CarriedValue[] {
  const es = invoice.country_extensions?.es;
  if (!es || invoice.seller.tax_registration_id !== undefined) return [];
  const result = checkSpanishNif(es.nif_seller);
  if (!result.valid) return [];
  return [{ business_term: 'BT-32', invoice_field: 'seller.tax_registration_id', from: 'country_extensions.es.nif_seller', value: result.value }];
}
