// The example request of POST /v1/convert in the OpenAPI document and the README: a German B2G invoice
// that passes every UBL-family format (Peppol BIS 3, XRechnung, UBL 2.1).
export const CONVERT_EXAMPLE = {
  target_format: 'xrechnung',
  target_profile: 'xrechnung_ubl',
  invoice: {
    invoice_number: 'RE-2026-0042',
    issue_date: '2026-11-02',
    type_code: '380',
    currency_code: 'EUR',
    due_date: '2026-12-02',
    buyer_reference: '04011000-1234512345-06',
    seller: {
      name: 'Muster Maschinenbau GmbH',
      address: { street: 'Hauptstraße 1', city: 'Berlin', postal_code: '10115', country_code: 'DE' },
      vat_id: 'DE123456789',
      electronic_address: { scheme: '9930', id: 'DE123456789' },
      contact: { name: 'Erika Muster', phone: '+49 30 1234567', email: 'erika.muster@example.com' },
    },
    buyer: {
      name: 'Stadtverwaltung Beispielstadt',
      address: { street: 'Rathausplatz 2', city: 'Köln', postal_code: '50667', country_code: 'DE' },
      electronic_address: { scheme: '0204', id: '04011000-1234512345-06' },
    },
    payment: { means_code: '58', terms: 'Zahlbar innerhalb von 30 Tagen', bank_account: { iban: 'DE02120300000000202051', bic: 'BYLADEM1001' } },
    lines: [
      {
        id: '1',
        description: 'Wartung Fräsmaschine',
        quantity: '1',
        unit: 'C62',
        unit_price: '1200.00',
        net_amount: '1200.00',
        vat_category: 'S',
        vat_rate: '19',
      },
      { id: '2', description: 'Fachbuch', quantity: '3', unit: 'C62', unit_price: '24.90', net_amount: '74.70', vat_category: 'S', vat_rate: '7' },
    ],
  },
} as const;
