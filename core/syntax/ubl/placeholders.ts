// Values UBL requires where EN 16931 has nothing to say: the writer puts them there, the reader knows them as
// its own and holds nothing for them.

/** The order id (cbc:OrderReference/cbc:ID, mandatory in UBL) of a sales order reference (BT-14) given alone. */
export const NO_ORDER_ID = 'NA';

/** The card network (cbc:NetworkID, mandatory in UBL, no EN 16931 term) when the caller gave none. */
export const CARD_NETWORK_UNKNOWN = 'NA';
