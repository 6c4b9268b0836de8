// The VAT point date code (BT-8): EN 16931 codes it in UNTDID 2005, CII in UNTDID 2475. The CII writer writes
// the CII code, the reader gives back the EN 16931 one.

/** EN 16931 code → CII code: invoice date 3 → 5, delivery date 35 → 29, paid-to date 432 → 72. */
export const TAX_POINT_CODE_TO_CII: Readonly<Record<string, string>> = { '3': '5', '35': '29', '432': '72' };

/** CII code → EN 16931 code. */
export const TAX_POINT_CODE_FROM_CII: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(TAX_POINT_CODE_TO_CII).map(([en, cii]) => [cii, en]),
);
