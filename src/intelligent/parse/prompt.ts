// The instructions and the prompt an AI model receives. The prompt carries only the anonymized text and the
// caller's context codes: nothing else from the request reaches the model.
import type { ExtractionRequest } from './provider.js';

export const INSTRUCTIONS = [
  'You extract invoice data from a text (an email, a chat message, OCR output) into the given JSON schema.',
  'Personal data in the text has been replaced by placeholders: bracketed tokens such as [PERSON_1], [COMPANY_2], [LOCATION_3],',
  'addresses such as person1@example.invalid, and identifiers made of zeros with a small counter such as DE09 0000 0000 0000 0000 01.',
  'A place placeholder stands for a street or for a postal code with its city (put the latter in city). Copy every placeholder exactly,',
  'character for character, into the field it belongs to; never change, shorten, merge, translate or invent a placeholder, and never',
  'invent personal data.',
  'Write only what the text states or what follows from it with certainty; use null for anything else.',
  'Decimals: a dot as decimal separator, no thousands separators, no currency signs (1234.50). Dates: YYYY-MM-DD.',
  'Codes: currency ISO 4217 (EUR), country ISO 3166-1 alpha-2 (DE), unit UN/ECE Rec 20 (C62 for pieces, HUR for hours, DAY for days),',
  'VAT category UNTDID 5305 (S standard rate, Z zero, E exempt, AE reverse charge), vat_rate as a number without % (19).',
  'Each invoice line: description, quantity, unit, unit_price (net, per unit), net_amount (quantity × unit_price).',
  'The seller issues the invoice and is paid; the buyer receives it. Set contains_invoice to false when the text holds no invoice data.',
].join('\n');

export function buildPrompt(request: ExtractionRequest): string {
  const context = request.context ?? {};
  const hints = [
    context.seller_country ? `Seller country if the text names none: ${context.seller_country}` : null,
    context.buyer_country ? `Buyer country if the text names none: ${context.buyer_country}` : null,
    context.currency ? `Currency if the text names none: ${context.currency}` : null,
    `Language of the text: ${request.language}`,
  ].filter((h): h is string => h !== null);
  return `${hints.join('\n')}\n\nText:\n"""\n${request.anonymizedText}\n"""`;
}
