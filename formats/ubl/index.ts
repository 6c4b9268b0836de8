// The specification identifiers (BT-24 CustomizationID, BT-23 ProfileID) of the UBL-based built-in formats;
// the writer itself is format-neutral (core/syntax/ubl).
import { EN16931_CUSTOMIZATION_ID } from '../../core/syntax/ubl/index.js';

/** BT-24 / BT-23 values of the three UBL-based formats. */
export const UBL_IDS = {
  en16931: EN16931_CUSTOMIZATION_ID,
  peppol: 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
  xrechnung: 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
  peppolBillingProcess: 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
} as const;
