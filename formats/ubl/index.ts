// The UBL 2.1 family's shared pieces: the writer, the BT → XPath table and the specification identifiers.
export { writeUbl, droppedFields, type UblProfile } from './writer.js';
export { withCarriedValues, type EffectiveInvoice } from './carried.js';
export { BT_PLACEMENTS, UBL_NAMESPACES, xpathFor, valuesAt, type BtPlacement, type Comparison } from './bt-paths.js';

/** BT-24 / BT-23 values of the three UBL-based formats. */
export const UBL_IDS = {
  en16931: 'urn:cen.eu:en16931:2017',
  peppol: 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
  xrechnung: 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
  peppolBillingProcess: 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
} as const;
