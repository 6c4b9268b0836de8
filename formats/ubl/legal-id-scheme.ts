// The identifier scheme (BT-30-1 / BT-47-1) of a legal registration identifier where the value itself says
// which register it is from. Dutch parties: 8 digits are a KvK number (ICD 0106), 20 digits an OIN (0190);
// Peppol requires the scheme for Dutch suppliers (NL-R-003, NL-R-005). Elsewhere no scheme is guessed.
import type { Party } from '../../src/schemas/invoice.js';

export function inferredLegalIdScheme(party: Party): string | undefined {
  const id = party.legal_registration_id?.replace(/\s+/g, '');
  if (!id || party.address.country_code !== 'NL') return undefined;
  if (/^\d{8}$/.test(id)) return '0106';
  if (/^\d{20}$/.test(id)) return '0190';
  return undefined;
}
