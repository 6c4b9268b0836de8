// The UBL 2.1 writer and its BT → XPath table, for every CIUS on UBL (each passes its own CustomizationID).
export { writeUbl, droppedFields, type UblProfile } from './writer.js';
export { BT_PLACEMENTS, UBL_NAMESPACES, xpathFor, valuesAt, type BtPlacement, type Comparison } from './bt-paths.js';

/** BT-24 of a document that follows the EN 16931 core with no CIUS on top. */
export const EN16931_CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017';
