// The whole EN 16931 model through both syntaxes: the full-model fixtures (every optional term the canonical
// invoice has) convert to every format and pass its official rules (fixtures.test.ts and test/cii/rules.test.ts
// run them with all other fixtures); here each new term comes back from the document it was written to, the
// amount due holds the paid and rounding amounts, and an embedded attachment over the limit is a clear 422.
// The fixtures together fill every EN 16931 term the canonical invoice holds (core/en16931/business-terms.ts),
// so each term is written by both syntaxes and read back by both readers; a profile that cannot carry a term
// lists exactly the fields it leaves out in dropped_fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildModel } from '../../core/en16931/model.js';
import { MAX_ATTACHMENT_BYTES } from '../../core/en16931/attachment.js';
import { comparable } from '../../core/syntax/common/read/comparable.js';
import { readCii } from '../../core/syntax/cii/read/reader.js';
import { readUbl } from '../../core/syntax/ubl/read/reader.js';
import ciiD16b from '../../formats/cii-d16b/index.js';
import facturx from '../../formats/facturx/index.js';
import peppol from '../../formats/peppol-bis-3/index.js';
import ubl21 from '../../formats/ubl-2-1/index.js';
import xrechnung from '../../formats/xrechnung/index.js';
import type { FormatPlugin } from '../../plugins/contracts.js';
import { Invoice, type InvoiceInput } from '../../src/schemas/invoice.js';
import { builtinContext } from '../helpers/country-values.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { loadFixtures } from './helpers/fixtures.js';
import { FIELD_TERMS, termsFilled } from './helpers/terms-of.js';

const fixtures = new Map(loadFixtures().map((f) => [f.name, f.invoice]));
const FULL = ['full-model', 'full-model-other-terms', 'full-model-credit-note', 'direct-debit', 'card-payment', 'line-allowances-and-charges-list'];

/** Every format and profile that carries the whole model, with the reader of its syntax. */
const TARGETS: Array<{ plugin: FormatPlugin; profile: string; read: (xml: string) => { invoice: unknown; losses: unknown[] } }> = [
  { plugin: peppol, profile: 'peppol_bis_billing_3', read: (xml) => readUbl(xml, builtinContext.countries) },
  { plugin: xrechnung, profile: 'xrechnung_ubl', read: (xml) => readUbl(xml, builtinContext.countries) },
  { plugin: ubl21, profile: 'ubl_en16931', read: (xml) => readUbl(xml, builtinContext.countries) },
  { plugin: xrechnung, profile: 'xrechnung_cii', read: readCii },
  { plugin: facturx, profile: 'facturx_en16931', read: readCii },
  { plugin: facturx, profile: 'facturx_extended', read: readCii },
];

function modelOf(input: InvoiceInput) {
  const built = buildModel(Invoice.parse(input));
  if (!built.ok) throw new Error(JSON.stringify(built.issues));
  return built.model;
}

describe('the whole EN 16931 model', () => {
  describe.each(FULL)('%s', (name) => {
    const input = fixtures.get(name)!;
    it.each(TARGETS.map((t) => [t.profile, t] as const))('comes back from %s term by term, nothing dropped, nothing lost', (_profile, target) => {
      const invoice = Invoice.parse(input);
      expect(target.plugin.precheck?.(invoice, target.profile, builtinContext) ?? []).toEqual([]);
      const written = target.plugin.serialize!(modelOf(input), target.profile, builtinContext);
      expect(written.dropped_fields ?? []).toEqual([]);
      const read = target.read(written.xml);
      expect(read.losses).toEqual([]);
      expect(comparable(Invoice.parse(read.invoice))).toEqual(comparable(invoice));
    });
  });

  it('fills every term of EN 16931 the canonical invoice holds as a field, so each comes back from both syntaxes', () => {
    const filled = new Set(FULL.flatMap((name) => [...termsFilled(fixtures.get(name))]));
    expect(FIELD_TERMS.filter((id) => !filled.has(id))).toEqual([]);
  });

  it('reads notes with subject codes, periods, identifiers and attachments into their fields', () => {
    const written = xrechnung.serialize!(modelOf(fixtures.get('full-model')!), 'xrechnung_ubl', builtinContext);
    expect(written.xml).toContain('<cbc:Note>#AAI#Es gelten unsere Allgemeinen Geschäftsbedingungen.</cbc:Note>');
    const read = readUbl(written.xml).invoice;
    expect(read.notes).toEqual([{ content: 'Es gelten unsere Allgemeinen Geschäftsbedingungen.', subject_code: 'AAI' }]);
    expect(read.invoicing_period).toEqual({ start_date: '2026-10-01', end_date: '2026-10-31' });
    expect(read.lines[0]).toMatchObject({ gross_price: '650.00', price_discount: '50.00', standard_item_id: { scheme: '0160' } });
    expect(read.attachments?.[0]).toMatchObject({ mime_code: 'application/pdf', filename: 'stundennachweis-2026-10.pdf' });
  });

  it('writes the VAT point date code in its CII form and reads it back in the EN 16931 form', () => {
    const written = facturx.serialize!(modelOf(fixtures.get('full-model')!), 'facturx_en16931', builtinContext);
    expect(written.xml).toContain('<ram:DueDateTypeCode>29</ram:DueDateTypeCode>');
    expect(readCii(written.xml).invoice.tax_point_date_code).toBe('35');
  });
});

/** Every filled leaf of an invoice by path (`lines.0.period.start_date`), in comparable form. */
function leaves(node: unknown, path = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (node === undefined || node === null) return out;
  if (typeof node !== 'object') return out.set(path, node);
  const entries = Array.isArray(node) ? node.map((v, i) => [String(i), v] as const) : Object.entries(node);
  for (const [key, value] of entries) leaves(value, path ? `${path}.${key}` : key, out);
  return out;
}

/** A line's short-form allowance and charge as the first entries of its list, as the writers write them. */
function listForm(invoice: { lines?: Array<Record<string, unknown>> }) {
  for (const line of invoice.lines ?? []) {
    const short = (['allowance', 'charge'] as const)
      .filter((kind) => line[`${kind}_amount`] !== undefined)
      .map((kind) => ({
        is_charge: kind === 'charge',
        amount: line[`${kind}_amount`],
        reason: line[`${kind}_reason`],
        reason_code: line[`${kind}_reason_code`],
      }));
    for (const kind of ['allowance', 'charge']) for (const part of ['amount', 'reason', 'reason_code']) delete line[`${kind}_${part}`];
    if (short.length > 0) line.allowances = [...short, ...((line.allowances as unknown[]) ?? [])];
  }
  return invoice;
}

/** True when a dropped field path (`lines.*.item_attributes`) covers a leaf path (`lines.0.item_attributes.1.name`). */
const covers = (dropped: string, leaf: string) => {
  const d = dropped.split('.');
  const l = leaf.split('.');
  return d.length <= l.length && d.every((step, i) => step === l[i] || (step === '*' && /^\d+$/.test(l[i]!)));
};

/** The CII profiles that carry less than the whole model: the Factur-X header profiles, and CII D16B with one preceding invoice. */
const PARTIAL: typeof TARGETS = ['cii_en16931', 'facturx_minimum', 'facturx_basic_wl', 'facturx_basic', 'facturx_xrechnung'].map((profile) => ({
  plugin: profile === 'cii_en16931' ? ciiD16b : facturx,
  profile,
  read: readCii,
}));

describe('dropped_fields of every profile', () => {
  describe.each([...FULL, 'credit-note-for-several-invoices', 'party-identifiers', 'two-bank-accounts'])('%s', (name) => {
    it.each([...TARGETS, ...PARTIAL].map((t) => [t.profile, t] as const))(
      '%s: lists exactly the fields that do not come back',
      (_profile, target) => {
        const invoice = Invoice.parse(fixtures.get(name)!);
        const written = target.plugin.serialize!(modelOf(fixtures.get(name)!), target.profile, builtinContext);
        const dropped = written.dropped_fields ?? [];
        const read = target.read(written.xml).invoice;
        const sent = leaves(comparable(listForm(structuredClone(invoice) as never)));
        const back = leaves(comparable(listForm(structuredClone(read) as never)));
        const notBack = [...sent.keys()].filter((path) => back.get(path) !== sent.get(path));
        expect(notBack.filter((path) => !dropped.some((d) => covers(d, path)))).toEqual([]);
        expect(dropped.filter((d) => !notBack.some((path) => covers(d, path)))).toEqual([]);
      },
    );
  });
});

describe('line allowances and charges (BG-27/BG-28)', () => {
  const input = () => fixtures.get('line-allowances-and-charges-list')!;

  it('writes each with its base amount and percentage, and the line net after all of them', () => {
    const model = modelOf(input());
    // 100 × 2.00 − 20.00 − 5.00 + 4.00 and 50 × 0.40 + 1.00.
    expect(model.lines.map((l) => l.netAmount)).toEqual(['179.00', '21.00']);
    const written = peppol.serialize!(model, 'peppol_bis_billing_3', builtinContext);
    expect(written.xml).toContain('<cbc:MultiplierFactorNumeric>10</cbc:MultiplierFactorNumeric>');
    expect(written.xml).toContain('<cbc:BaseAmount currencyID="EUR">200.00</cbc:BaseAmount>');
    const cii = facturx.serialize!(model, 'facturx_en16931', builtinContext);
    expect(cii.xml).toContain('<ram:CalculationPercent>2</ram:CalculationPercent>');
    expect(readCii(cii.xml).invoice.lines[0]!.allowances).toHaveLength(3);
  });

  it('reports the base amounts and percentages in dropped_fields where the profile has no place for them (Factur-X BASIC)', () => {
    const written = facturx.serialize!(modelOf(input()), 'facturx_basic', builtinContext);
    expect(written.dropped_fields).toEqual(expect.arrayContaining(['lines.*.allowances.*.base_amount', 'lines.*.allowances.*.percentage']));
    expect(written.xml).not.toContain('CalculationPercent');
    const read = readCii(written.xml).invoice;
    expect(read.lines[0]!.allowances!.map((a) => a.amount)).toEqual(['20.00', '5.00', '4.00']);
  });

  it('reads one allowance and one charge without base amount or percentage into the short form', () => {
    const written = xrechnung.serialize!(modelOf(fixtures.get('line-allowance-and-charge')!), 'xrechnung_ubl', builtinContext);
    const line = readUbl(written.xml).invoice.lines[0]!;
    expect(line).toMatchObject({ allowance_amount: '3.32', charge_amount: '1.00' });
    expect(line.allowances).toBeUndefined();
  });
});

describe('several preceding invoices (BG-3)', () => {
  const input = () => fixtures.get('credit-note-for-several-invoices')!;
  const references = ['INV-001', 'INV-002', 'INV-003'];

  it.each([
    ['peppol_bis_billing_3', peppol, (xml: string) => readUbl(xml).invoice],
    ['facturx_en16931', facturx, (xml: string) => readCii(xml).invoice],
  ] as const)('come back from %s, the first in preceding_invoice_reference', (profile, plugin, read) => {
    const written = plugin.serialize!(modelOf(input()), profile, builtinContext);
    expect(written.dropped_fields ?? []).toEqual([]);
    for (const reference of references) expect(written.xml).toContain(reference);
    expect(comparable(Invoice.parse(read(written.xml)))).toEqual(comparable(Invoice.parse(input())));
  });

  it.each([
    ['xrechnung_cii', xrechnung],
    ['cii_en16931', ciiD16b],
  ] as const)('are reported in dropped_fields by %s, whose CII D16B schema has one preceding invoice', (profile, plugin) => {
    const written = plugin.serialize!(modelOf(input()), profile, builtinContext);
    expect(written.dropped_fields).toEqual(['preceding_invoices']);
    expect(written.xml.match(/<ram:InvoiceReferencedDocument>/g)).toHaveLength(1);
    expect(readCii(written.xml).invoice.preceding_invoice_reference).toBe('INV-001');
  });
});

describe('several seller identifiers (BT-29)', () => {
  const input = () => fixtures.get('party-identifiers')!;

  it.each([
    ['peppol_bis_billing_3', peppol, (xml: string) => readUbl(xml, builtinContext.countries).invoice],
    ['xrechnung_cii', xrechnung, (xml: string) => readCii(xml).invoice],
  ] as const)('come back from %s, the first in identifier', (profile, plugin, read) => {
    const written = plugin.serialize!(modelOf(input()), profile, builtinContext);
    expect(written.dropped_fields ?? []).toEqual([]);
    const seller = Invoice.parse(read(written.xml)).seller;
    expect(comparable(seller.additional_identifiers)).toEqual(comparable(input().seller.additional_identifiers));
    expect(seller.identifier).toBe(input().seller.identifier);
  });

  it.each([
    ['peppol_bis_billing_3', peppol],
    ['facturx_en16931', facturx],
  ] as const)('are one for the buyer (BT-46): %s reports further ones in dropped_fields', (profile, plugin) => {
    const invoice = { ...input(), buyer: { ...input().buyer, additional_identifiers: [{ id: 'B-2' }] } };
    const written = plugin.serialize!(modelOf(invoice), profile, builtinContext);
    expect(written.dropped_fields).toEqual(expect.arrayContaining([expect.stringMatching(/^buyer\.additional_identifiers/)]));
    expect(written.xml).not.toContain('B-2');
  });
});

describe('several credit transfer accounts (BG-17)', () => {
  const input = () => fixtures.get('two-bank-accounts')!;

  it.each([
    ['peppol_bis_billing_3', peppol, (xml: string) => readUbl(xml, builtinContext.countries)],
    ['xrechnung_ubl', xrechnung, (xml: string) => readUbl(xml, builtinContext.countries)],
    ['xrechnung_cii', xrechnung, readCii],
    ['facturx_en16931', facturx, readCii],
  ] as const)('come back from %s, one payment means each, the first in bank_account', (profile, plugin, reader) => {
    const written = plugin.serialize!(modelOf(input()), profile, builtinContext);
    expect(written.dropped_fields ?? []).toEqual([]);
    expect(written.xml.match(/<(cac:PaymentMeans|ram:SpecifiedTradeSettlementPaymentMeans)>/g)).toHaveLength(3);
    const read = (reader as (xml: string) => { invoice: unknown; losses: unknown[] })(written.xml);
    expect(read.losses).toEqual([]);
    expect(comparable(Invoice.parse(read.invoice).payment)).toEqual(comparable(Invoice.parse(input()).payment));
  });

  it('reports an account without IBAN in dropped_fields', () => {
    const invoice = { ...input(), payment: { ...input().payment!, bank_accounts: [{ account_name: 'Nur ein Name' }] } };
    for (const [plugin, profile] of [
      [peppol, 'peppol_bis_billing_3'],
      [facturx, 'facturx_en16931'],
    ] as const) {
      const written = plugin.serialize!(modelOf(invoice), profile, builtinContext);
      expect(written.dropped_fields).toContain('payment.bank_accounts.0');
      expect(written.xml).not.toContain('Nur ein Name');
    }
  });
});

describe('amount due with a paid and a rounding amount', () => {
  it('is total with VAT − paid amount + rounding amount, in decimals', () => {
    const model = modelOf(fixtures.get('full-model')!);
    // Lines 1185.00 + 125.00, allowance 10.00: 1300.00 net, 247.00 VAT.
    expect(model.totals).toMatchObject({ taxInclusive: '1547.00', prepaid: '100.00', rounding: '0.01', payable: '1447.01' });
  });

  it('refuses a paid amount with more than two decimals (BR-DEC-16)', () => {
    const built = buildModel(Invoice.parse({ ...fixtures.get('standard-rate-single-line')!, prepaid_amount: '10.001' }));
    expect(built.ok).toBe(false);
    if (!built.ok) expect(built.issues).toContainEqual(expect.objectContaining({ field: 'prepaid_amount', rule: 'BR-DEC-16' }));
  });

  it('refuses a rounding amount a header profile cannot state, since the amount due includes it', () => {
    const invoice = Invoice.parse(fixtures.get('full-model')!);
    expect(facturx.precheck!(invoice, 'facturx_basic', builtinContext)).toContainEqual(
      expect.objectContaining({ field: 'rounding_amount', code: 'not_carried_by_profile', rule: 'BR-CO-16' }),
    );
  });
});

describe('attachments (BG-24)', () => {
  const base = fixtures.get('standard-rate-single-line')!;
  /** Base64 text that decodes to `bytes` bytes. */
  const base64Of = (bytes: number) => Buffer.alloc(bytes, 7).toString('base64');
  const attachment = (bytes: number, id = 'A-1') => ({ id, content_base64: base64Of(bytes), mime_code: 'application/pdf', filename: 'a.pdf' });

  it('accepts embedded documents up to the limit together', () => {
    const half = MAX_ATTACHMENT_BYTES / 2;
    expect(Invoice.safeParse({ ...base, attachments: [attachment(half), attachment(half, 'A-2')] }).success).toBe(true);
  });

  it('refuses more than the limit together, at the attachment that crosses it, with a stable code', () => {
    const result = Invoice.safeParse({
      ...base,
      attachments: [attachment(MAX_ATTACHMENT_BYTES / 2), attachment(MAX_ATTACHMENT_BYTES / 2 + 1, 'A-2')],
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues;
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ path: ['attachments', 1, 'content_base64'], params: { code: 'attachment_too_large' } });
  });

  it('needs a MIME code and a file name with embedded content, and base64 text', () => {
    const result = Invoice.safeParse({ ...base, attachments: [{ id: 'A-1', content_base64: 'not base64!' }] });
    const codes = result.error!.issues.map((i) => `${i.path.join('.')} ${(i as { params?: { code?: string } }).params?.code}`);
    expect(codes).toEqual(
      expect.arrayContaining(['attachments.0.content_base64 invalid_base64', 'attachments.0.mime_code required', 'attachments.0.filename required']),
    );
  });

  describe('over HTTP', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer();
    });
    afterAll(() => server.close());

    it('answers 422 VALIDATION_ERROR with code attachment_too_large naming the field', async () => {
      const res = await server.call('POST', '/v1/convert', {
        key: 'convert',
        body: { invoice: { ...base, attachments: [attachment(MAX_ATTACHMENT_BYTES + 1)] }, target_format: 'xrechnung' },
      });
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
      expect(res.body.error.errors).toContainEqual(
        expect.objectContaining({ field: 'invoice.attachments.0.content_base64', code: 'attachment_too_large' }),
      );
    });
  });
});
