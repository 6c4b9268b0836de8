// Spain: country_extensions.es carries the seller's NIF and the three DIR3 codes FACe routes
// invoices to public administrations by (oficina contable, órgano gestor, unidad tramitadora).
import type { FieldIssue } from '../../plugins/contracts.js';
import { z } from '@hono/zod-openapi';
import { text, type Invoice } from '../../core/en16931/invoice.js';
import { checkSpanishNif, issuesFrom } from '../_checks/index.js';
import type { CarriedValue } from '../../core/en16931/carried-value.js';

/** country_extensions.es: within a present member the required fields must be given; content checks follow. */
export const SpanishExtension = z
  .strictObject({
    nif_seller: text(16).openapi({
      description:
        "The seller's NIF (Spanish tax id, check letter verified); written as the seller's tax registration identifier (BT-32) when that is empty",
      example: 'B12345674',
    }),
    face_oficina_contable: text().optional().openapi({
      description: 'DIR3 code of the oficina contable (accounting office) FACe routes to; give all three DIR3 codes or none',
      example: 'L01281230',
    }),
    face_organo_gestor: text().optional().openapi({
      description: 'DIR3 code of the órgano gestor (managing body) FACe routes to; give all three DIR3 codes or none',
      example: 'L01281230',
    }),
    face_unidad_tramitadora: text().optional().openapi({
      description: 'DIR3 code of the unidad tramitadora (processing unit) FACe routes to; give all three DIR3 codes or none',
      example: 'L01281230',
    }),
  })
  .openapi({ description: "Spain: the seller's NIF and the DIR3 codes FACe routes invoices to public administrations by." });
export type SpanishExtension = z.output<typeof SpanishExtension>;

/** The member as the kernel parsed it with SpanishExtension. */
function member(invoice: Invoice): SpanishExtension | null | undefined {
  return invoice.country_extensions?.es as SpanishExtension | null | undefined;
}

const DIR3_FIELDS = ['face_oficina_contable', 'face_organo_gestor', 'face_unidad_tramitadora'] as const;

export function checkSpanishExtension(invoice: Invoice): FieldIssue[] {
  const es = member(invoice);
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
  const es = member(invoice);
  if (!es || invoice.seller.tax_registration_id !== undefined) return [];
  const result = checkSpanishNif(es.nif_seller);
  if (!result.valid) return [];
  return [{ business_term: 'BT-32', invoice_field: 'seller.tax_registration_id', from: 'country_extensions.es.nif_seller', value: result.value }];
}
