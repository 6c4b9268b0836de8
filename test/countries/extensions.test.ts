// Country extension checks on the canonical invoice: one FieldIssue per failing field, named by its path,
// and the values each country carries into EN 16931 business terms.
import { describe, expect, it } from 'vitest';
import { Invoice, type InvoiceInput } from '../../src/schemas/invoice.js';
import { builtinCountries } from '../../countries/index.js';
import { leitwegIdCarriedValues } from '../../countries/de/index.js';
import { frenchCarriedValues } from '../../countries/fr/index.js';
import { transmissionFormatFor } from '../../countries/it/index.js';
import { nipForKsef } from '../../countries/pl/index.js';
import { spanishCarriedValues } from '../../countries/es/index.js';

const base: InvoiceInput = {
  invoice_number: 'INV-1',
  issue_date: '2026-11-02',
  currency_code: 'EUR',
  seller: { name: 'Seller GmbH', address: { street: 'Hauptstr. 1', city: 'Berlin', postal_code: '10115', country_code: 'DE' } },
  buyer: { name: 'Buyer AG', address: { street: 'Ring 2', city: 'Bremen', postal_code: '28195', country_code: 'DE' } },
  lines: [{ id: '1', description: 'Service', quantity: 1, unit: 'C62', unit_price: 100, net_amount: 100, vat_category: 'S', vat_rate: 19 }],
};

/** A parsed invoice (defaults applied, as the convert route sees it) with some changes. */
const invoice = (changes: Partial<InvoiceInput>) => Invoice.parse({ ...base, ...changes });

const check = (key: string, inv: Invoice) => {
  const plugin = builtinCountries.find((p) => p.extension?.key === key);
  if (!plugin?.extension) throw new Error(`no extension ${key}`);
  return plugin.extension.check(inv);
};

const fields = (issues: { field: string; code: string }[]) => issues.map((i) => `${i.field} ${i.code}`);

describe('de: Leitweg-ID', () => {
  it('accepts a valid Leitweg-ID and carries it as BT-10 and, without a buyer address, BT-49 scheme 0204', () => {
    const inv = invoice({ country_extensions: { de: { leitweg_id: '04011000-1234512345-06' } } });
    expect(check('de', inv)).toEqual([]);
    expect(leitwegIdCarriedValues(inv)).toEqual([
      {
        business_term: 'BT-10',
        invoice_field: 'buyer_reference',
        from: 'country_extensions.de.leitweg_id',
        value: '04011000-1234512345-06',
        label: 'Leitweg-ID',
      },
      {
        business_term: 'BT-49',
        invoice_field: 'buyer.electronic_address',
        from: 'country_extensions.de.leitweg_id',
        value: '04011000-1234512345-06',
        scheme: '0204',
      },
    ]);
  });
  it('names the field for wrong check digits and wrong shapes', () => {
    expect(fields(check('de', invoice({ country_extensions: { de: { leitweg_id: '04011000-1234512345-07' } } })))).toEqual([
      'country_extensions.de.leitweg_id invalid_check_digit',
    ]);
    expect(fields(check('de', invoice({ country_extensions: { de: { leitweg_id: 'Amt 12' } } })))).toEqual([
      'country_extensions.de.leitweg_id invalid_format',
    ]);
  });
  it('reports a buyer_reference that differs from the Leitweg-ID, and accepts an equal one', () => {
    const de = { leitweg_id: '04011000-1234512345-06' };
    expect(fields(check('de', invoice({ buyer_reference: 'PO-7', country_extensions: { de } })))).toEqual(['buyer_reference conflicting_value']);
    expect(check('de', invoice({ buyer_reference: '04011000-1234512345-06', country_extensions: { de } }))).toEqual([]);
  });
});

describe('it: SDI codes and Italian identifiers', () => {
  const it7 = { codice_destinatario: 'ABC1234' };
  it('accepts a 7-character recipient code (FPR12) and a 6-character public-administration code (FPA12)', () => {
    expect(check('it', invoice({ country_extensions: { it: it7 } }))).toEqual([]);
    expect(check('it', invoice({ country_extensions: { it: { codice_destinatario: 'UFY9MH' } } }))).toEqual([]);
    expect(transmissionFormatFor('ABC1234')).toBe('FPR12');
    expect(transmissionFormatFor('UFY9MH')).toBe('FPA12');
  });
  it('rejects lower-case or punctuated recipient codes, and the schema rejects other lengths', () => {
    expect(fields(check('it', invoice({ country_extensions: { it: { codice_destinatario: 'abc-123' } } })))).toEqual([
      'country_extensions.it.codice_destinatario invalid_format',
    ]);
    expect(Invoice.safeParse({ ...base, country_extensions: { it: { codice_destinatario: 'ABCDE' } } }).success).toBe(false);
    expect(Invoice.safeParse({ ...base, country_extensions: { it: { codice_destinatario: 'ABCDEFGH' } } }).success).toBe(false);
  });
  it('checks both codici fiscali, regime fiscale, tipo documento and IT VAT ids', () => {
    const inv = invoice({
      seller: { ...base.seller, vat_id: 'IT12345678904' },
      buyer: { ...base.buyer, vat_id: 'DE123456789' },
      country_extensions: {
        it: {
          ...it7,
          codice_fiscale_seller: '06363391001',
          codice_fiscale_buyer: 'RSSMRA85T10A562T',
          regime_fiscale: 'RF03',
          tipo_documento: 'TD99',
        },
      },
    });
    expect(fields(check('it', inv))).toEqual([
      'country_extensions.it.codice_fiscale_buyer invalid_check_digit',
      'country_extensions.it.regime_fiscale invalid_value',
      'country_extensions.it.tipo_documento invalid_value',
      'seller.vat_id invalid_check_digit',
    ]);
  });
  it('accepts the defaults RF01 and TD01 and valid identifiers', () => {
    const inv = invoice({
      seller: { ...base.seller, vat_id: 'IT06363391001' },
      country_extensions: { it: { ...it7, codice_fiscale_buyer: 'RSSMRA85T10A562S' } },
    });
    expect(check('it', inv)).toEqual([]);
  });
});

describe('pl: NIP and GTU codes', () => {
  it('accepts valid NIPs and GTU codes and gives KSeF the bare digits', () => {
    const inv = invoice({ country_extensions: { pl: { nip_seller: '5260250274', nip_buyer: 'PL 774-000-14-54', gtu_codes: ['GTU_01', 'GTU_13'] } } });
    expect(check('pl', inv)).toEqual([]);
    expect(nipForKsef('PL 774-000-14-54')).toBe('7740001454');
    expect(nipForKsef('5260250275')).toBeUndefined();
  });
  it('names each failing NIP and GTU entry', () => {
    const inv = invoice({
      country_extensions: { pl: { nip_seller: '5260250275', nip_buyer: '123', gtu_codes: ['GTU_01', 'GTU_14', 'GTU_01', 'gtu_02'] } },
    });
    expect(fields(check('pl', inv))).toEqual([
      'country_extensions.pl.nip_seller invalid_check_digit',
      'country_extensions.pl.nip_buyer invalid_format',
      'country_extensions.pl.gtu_codes.1 invalid_value',
      'country_extensions.pl.gtu_codes.2 duplicate_value',
      'country_extensions.pl.gtu_codes.3 invalid_value',
    ]);
  });
});

describe('es: NIF and FACe codes', () => {
  it('accepts a valid NIF and carries it as BT-32', () => {
    const inv = invoice({ country_extensions: { es: { nif_seller: 'B12345674' } } });
    expect(check('es', inv)).toEqual([]);
    expect(spanishCarriedValues(inv)).toEqual([
      { business_term: 'BT-32', invoice_field: 'seller.tax_registration_id', from: 'country_extensions.es.nif_seller', value: 'B12345674' },
    ]);
  });
  it('rejects a wrong check letter and an incomplete set of DIR3 codes', () => {
    const inv = invoice({ country_extensions: { es: { nif_seller: '12345678A', face_oficina_contable: 'L01280796' } } });
    expect(fields(check('es', inv))).toEqual([
      'country_extensions.es.nif_seller invalid_check_digit',
      'country_extensions.es.face_organo_gestor missing_value',
      'country_extensions.es.face_unidad_tramitadora missing_value',
    ]);
  });
});

describe('fr: SIRET', () => {
  it('accepts valid SIRETs (La Poste included) and carries them with scheme 0009', () => {
    const inv = invoice({ country_extensions: { fr: { siret_seller: '73282932000074', siret_buyer: '35600000049837', service_code: 'SERV-1' } } });
    expect(check('fr', inv)).toEqual([]);
    expect(frenchCarriedValues(inv)).toEqual([
      {
        business_term: 'BT-30',
        invoice_field: 'seller.legal_registration_id',
        from: 'country_extensions.fr.siret_seller',
        value: '73282932000074',
        scheme: '0009',
      },
      {
        business_term: 'BT-47',
        invoice_field: 'buyer.legal_registration_id',
        from: 'country_extensions.fr.siret_buyer',
        value: '35600000049837',
        scheme: '0009',
      },
      {
        business_term: 'BT-49',
        invoice_field: 'buyer.electronic_address',
        from: 'country_extensions.fr.siret_buyer',
        value: '35600000049837',
        scheme: '0009',
      },
      { business_term: 'BT-10', invoice_field: 'buyer_reference', from: 'country_extensions.fr.service_code', value: 'SERV-1' },
    ]);
  });
  it('does not overwrite terms the caller set', () => {
    const inv = invoice({
      buyer_reference: 'PO-1',
      seller: { ...base.seller, legal_registration_id: '732829320' },
      country_extensions: { fr: { siret_seller: '73282932000074', service_code: 'SERV-1' } },
    });
    expect(frenchCarriedValues(inv)).toEqual([]);
  });
  it('asks for a printed SIRET as bare digits, since formats copy the value as given', () => {
    const issues = check('fr', invoice({ country_extensions: { fr: { siret_seller: '732 829 320 00074' } } }));
    expect(issues).toEqual([
      {
        field: 'country_extensions.fr.siret_seller',
        code: 'invalid_format',
        message: 'must be written as 14 digits without spaces or dots',
        suggestion: 'Send "73282932000074"',
      },
    ]);
  });
  it('names each failing SIRET', () => {
    const inv = invoice({ country_extensions: { fr: { siret_seller: '73282932000075', siret_buyer: '732829320' } } });
    expect(fields(check('fr', inv))).toEqual([
      'country_extensions.fr.siret_seller invalid_check_digit',
      'country_extensions.fr.siret_buyer invalid_format',
    ]);
  });
});
