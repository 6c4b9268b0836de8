// The identifier scheme (BT-30-1 / BT-47-1) of a legal registration identifier where the value itself says
// which register it is from. Dutch parties: 8 digits are a KvK number (ICD 0106), 20 digits an OIN (0190);
// Danish parties: 8 digits are a CVR number (0184). Peppol requires these schemes for Dutch and Danish
// suppliers (NL-R-003, NL-R-005, DK-R-014). Elsewhere no scheme is guessed.
import type { Party } from '../../en16931/invoice.js';

export function inferredLegalIdScheme(party: Party): string | undefined {
  const id = party.legal_registration_id?.replace(/\s+/g, '');
  if (!id) return undefined;
  switch (party.address.country_code) {
    case 'NL':
      return /^\d{8}$/.test(id) ? '0106' : /^\d{20}$/.test(id) ? '0190' : undefined;
    case 'DK':
      return /^\d{8}$/.test(id) ? '0184' : undefined;
    default:
      return undefined;
  }
}
