// The currency a seller invoices in at home, for a text that names no currency at all: the euro area, and the
// countries with a currency of their own. Countries not listed get no currency from this table.
export const EURO_AREA: readonly string[] = [
  'AT',
  'BE',
  'HR',
  'CY',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PT',
  'SK',
  'SI',
  'ES',
];

export const NATIONAL_CURRENCIES: Readonly<Record<string, string>> = {
  GB: 'GBP',
  PL: 'PLN',
  CH: 'CHF',
  CZ: 'CZK',
  DK: 'DKK',
  SE: 'SEK',
  NO: 'NOK',
  HU: 'HUF',
  RO: 'RON',
  BG: 'BGN',
  US: 'USD',
  IS: 'ISK',
};

export function homeCurrency(country: string): string | null {
  return EURO_AREA.includes(country) ? 'EUR' : (NATIONAL_CURRENCIES[country] ?? null);
}
