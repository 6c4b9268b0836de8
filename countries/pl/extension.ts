// Poland: country_extensions.pl carries the NIPs KSeF identifies both parties by, the JPK_V7 GTU codes
// (goods and services groups) and the split-payment flag (MPP).
import type { FieldIssue } from '../../plugins/contracts.js';
import { z } from '@hono/zod-openapi';
import { text, type Invoice } from '../../core/en16931/invoice.js';
import { XmlText } from '../../core/schemas/primitives.js';
import { checkNip, isGtuCode, issuesFrom } from '../_checks/index.js';

/** country_extensions.pl: within a present member the required fields must be given; content checks follow. */
export const PolishExtension = z
  .strictObject({
    nip_seller: text(10).openapi({
      description: "The seller's NIP (Polish tax id, 10 digits, check digit verified) KSeF identifies it by",
      example: '5261040828',
    }),
    nip_buyer: text().optional().openapi({ description: "The buyer's NIP (10 digits, check digit verified)", example: '5213017228' }),
    gtu_codes: z
      .array(XmlText)
      .optional()
      .openapi({
        description: 'JPK_V7 GTU codes (goods and services groups) that apply to the invoice, each once: GTU_01 … GTU_13',
        example: ['GTU_12'],
      }),
    split_payment: z.boolean().default(false).openapi({
      description: 'True when the invoice falls under the split-payment mechanism (MPP, mechanizm podzielonej płatności)',
      example: false,
    }),
  })
  .openapi({ description: 'Poland: the NIPs KSeF identifies both parties by, the GTU codes and the split-payment flag.' });
export type PolishExtension = z.output<typeof PolishExtension>;

/** The member as the kernel parsed it with PolishExtension. */
function member(invoice: Invoice): PolishExtension | null | undefined {
  return invoice.country_extensions?.pl as PolishExtension | null | undefined;
}

export function checkPolishExtension(invoice: Invoice): FieldIssue[] {
  const pl = member(invoice);
  if (!pl) return [];
  const issues = issuesFrom('country_extensions.pl.nip_seller', checkNip(pl.nip_seller));
  if (pl.nip_buyer !== undefined) issues.push(...issuesFrom('country_extensions.pl.nip_buyer', checkNip(pl.nip_buyer)));
  const seen = new Set<string>();
  (pl.gtu_codes ?? []).forEach((code, i) => {
    const field = `country_extensions.pl.gtu_codes.${i}`;
    if (!isGtuCode(code)) issues.push({ field, code: 'invalid_value', message: 'must be one of GTU_01 … GTU_13' });
    else if (seen.has(code)) issues.push({ field, code: 'duplicate_value', message: `${code} is listed twice` });
    seen.add(code);
  });
  return issues;
}

/** The NIP digits as KSeF expects them (no prefix, no hyphens), or undefined when absent or invalid. */
export function nipForKsef(nip: string | undefined): string | undefined {
  if (nip === undefined) return undefined;
  const result = checkNip(nip);
  return result.valid ? result.value : undefined;
}
