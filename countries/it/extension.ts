// Italy: country_extensions.it carries what FatturaPA and SDI need beyond EN 16931.
//
// Codice destinatario: 7 characters for businesses and consumers (FatturaPA FPR12), '0000000' when the
// invoice goes to a PEC address or the buyer's tax drawer, 'XXXXXXX' for foreign buyers. Public
// administrations are addressed by their 6-character Codice Univoco Ufficio from the IPA register
// (FatturaPA FPA12). Decision: both lengths are accepted; the length says which transmission format applies.
import type { FieldIssue } from '../../plugins/contracts.js';
import { z } from '@hono/zod-openapi';
import { text, type Invoice } from '../../core/en16931/invoice.js';
import { XmlText } from '../../core/schemas/primitives.js';
import { checkCodiceFiscale, checkPartitaIva, issuesFrom } from '../_checks/index.js';

/** country_extensions.it: within a present member the required fields must be given; content checks follow. */
export const ItalianExtension = z
  .strictObject({
    codice_destinatario: XmlText.min(6).max(7).openapi({
      description:
        'SDI recipient code: 7 characters (0000000 for PEC delivery, XXXXXXX for foreign buyers), or the 6-character Codice Univoco Ufficio of a public administration (FatturaPA FPA12)',
      example: 'ABC1234',
    }),
    codice_fiscale_seller: text().optional().openapi({
      description: "The seller's codice fiscale (16 characters for a person, 11 digits for a company; checked)",
      example: 'RSSMRA85T10A562S',
    }),
    codice_fiscale_buyer: text()
      .optional()
      .openapi({ description: "The buyer's codice fiscale (16 characters for a person, 11 digits for a company; checked)", example: '00743110157' }),
    regime_fiscale: text(4).default('RF01').openapi({
      description: "The seller's tax regime, FatturaPA RegimeFiscale code list RF01, RF02, RF04 … RF19 (RF01: ordinary regime)",
      example: 'RF01',
    }),
    tipo_documento: text(4).default('TD01').openapi({
      description: 'Document type, FatturaPA TipoDocumento code list TD01 … TD09, TD16 … TD29 (TD01: invoice, TD04: credit note)',
      example: 'TD01',
    }),
  })
  .openapi({ description: 'Italy: what FatturaPA and SDI need beyond EN 16931 (recipient code, codici fiscali, tax regime, document type).' });
export type ItalianExtension = z.output<typeof ItalianExtension>;

/** The member as the kernel parsed it with ItalianExtension. */
function member(invoice: Invoice): ItalianExtension | null | undefined {
  return invoice.country_extensions?.it as ItalianExtension | null | undefined;
}

/** RegimeFiscale values of FatturaPA 1.2.x (RF03 was withdrawn). */
export const REGIMI_FISCALI = ['RF01', 'RF02', ...Array.from({ length: 16 }, (_, i) => `RF${String(i + 4).padStart(2, '0')}`)];

/** TipoDocumento values of the technical specifications 1.9 (TD07–TD09 belong to the simplified invoice). */
export const TIPI_DOCUMENTO = [
  'TD01',
  'TD02',
  'TD03',
  'TD04',
  'TD05',
  'TD06',
  'TD07',
  'TD08',
  'TD09',
  ...Array.from({ length: 14 }, (_, i) => `TD${i + 16}`),
];

export type TransmissionFormat = 'FPA12' | 'FPR12';

/** The FatturaPA FormatoTrasmissione a codice destinatario implies: 6 characters address a public administration. */
export function transmissionFormatFor(codiceDestinatario: string): TransmissionFormat {
  return codiceDestinatario.trim().length === 6 ? 'FPA12' : 'FPR12';
}

function checkCodiceDestinatario(code: string): FieldIssue[] {
  const field = 'country_extensions.it.codice_destinatario';
  if (/^[A-Z0-9]{7}$/.test(code) || /^[A-Z0-9]{6}$/.test(code)) return [];
  return [
    {
      field,
      code: 'invalid_format',
      message:
        'must be 7 upper-case letters or digits (SDI recipient code; 0000000 for PEC delivery, XXXXXXX for foreign buyers) or 6 for a public administration office code (Codice Univoco Ufficio)',
    },
  ];
}

/** Italian VAT ids (IT + partita IVA) of seller and buyer are checked when the invoice is Italian. */
function checkItalianVatIds(invoice: Invoice): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const party of ['seller', 'buyer'] as const) {
    const vatId = invoice[party].vat_id;
    if (vatId !== undefined && /^IT/i.test(vatId.trim())) issues.push(...issuesFrom(`${party}.vat_id`, checkPartitaIva(vatId)));
  }
  return issues;
}

export function checkItalianExtension(invoice: Invoice): FieldIssue[] {
  const it = member(invoice);
  if (!it) return [];
  const issues = checkCodiceDestinatario(it.codice_destinatario);
  for (const key of ['codice_fiscale_seller', 'codice_fiscale_buyer'] as const) {
    const code = it[key];
    if (code !== undefined) issues.push(...issuesFrom(`country_extensions.it.${key}`, checkCodiceFiscale(code)));
  }
  if (!REGIMI_FISCALI.includes(it.regime_fiscale)) {
    issues.push({
      field: 'country_extensions.it.regime_fiscale',
      code: 'invalid_value',
      message: 'must be a FatturaPA RegimeFiscale code RF01–RF19 (RF03 no longer exists)',
    });
  }
  if (!TIPI_DOCUMENTO.includes(it.tipo_documento)) {
    issues.push({
      field: 'country_extensions.it.tipo_documento',
      code: 'invalid_value',
      message: 'must be a FatturaPA TipoDocumento code: TD01–TD09 or TD16–TD29',
    });
  }
  issues.push(...checkItalianVatIds(invoice));
  return issues;
}
