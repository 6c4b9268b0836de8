// The parse pipeline with scripted `ai` SDK mock models: mapping back, integrity failures, unusable answers,
// retries and timeouts, statuses, defaults and readiness. No network.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/http/errors.js';
import { parseInvoiceText, type ParseDeps } from '../../src/intelligent/parse/pipeline.js';
import { createModelProvider } from '../../src/intelligent/parse/model-provider.js';
import { createAnonymizer } from '../../src/intelligent/anonymize/index.js';
import { Invoice } from '../../src/schemas/invoice.js';
import { answer, scriptedModel, serverError, type Reply } from './helpers/mock-model.js';

const TEXT = [
  'From: Anna Schmidt <anna.schmidt@mueller-gmbh.de>',
  'Invoice RE-2026-0042, date 14.11.2026, due 14.12.2026',
  'Seller: Müller GmbH, Hauptstraße 5, 10115 Berlin, Germany, VAT DE123456789',
  'Buyer: Dupont SARL, 12 rue de la Paix, 75002 Paris, France',
  '2 x Consulting day à 1.250,00 EUR = 2.500,00 EUR, VAT 19%',
  'Please pay to IBAN DE89370400440532013000',
].join('\n');

const PII = [
  'Anna Schmidt',
  'Müller GmbH',
  'Dupont SARL',
  'Hauptstraße 5',
  '10115 Berlin',
  '12 rue de la Paix',
  'anna.schmidt@mueller-gmbh.de',
  'DE123456789',
  '123456789',
  'DE89370400440532013000',
];

const anonymizer = createAnonymizer();
const anonymized = anonymizer.anonymize(TEXT);
/** The placeholder the anonymizer gave an original value. */
function ph(original: string): string {
  for (const [placeholder, entry] of anonymized.mapping.entries) if (entry.original === original) return placeholder;
  throw new Error(`no placeholder for ${original}`);
}

function goodInvoice(overrides: { unit_price?: string; net_amount?: string; sellerName?: string; iban?: string } = {}) {
  return {
    invoice_number: 'RE-2026-0042',
    issue_date: '2026-11-14',
    due_date: '2026-12-14',
    currency_code: 'EUR',
    seller: {
      name: overrides.sellerName ?? ph('Müller GmbH'),
      // The anonymizer hides "10115 Berlin" as one place: the model can only copy it into one field.
      address: { street: ph('Hauptstraße 5'), city: ph('10115 Berlin'), postal_code: null, country_code: 'DE' },
      contact: { name: ph('Anna Schmidt'), email: ph('anna.schmidt@mueller-gmbh.de') },
    },
    buyer: { name: ph('Dupont SARL'), address: { street: ph('12 rue de la Paix'), city: ph('75002 Paris'), postal_code: null, country_code: 'FR' } },
    lines: [
      {
        description: 'Consulting day',
        quantity: '2',
        unit: 'DAY',
        unit_price: overrides.unit_price ?? '1250.00',
        net_amount: overrides.net_amount ?? '2500.00',
        vat_category: 'S',
        vat_rate: '19',
      },
    ],
    payment: { bank_account: { iban: overrides.iban ?? ph('DE89370400440532013000') } },
  };
}

function depsWith(replies: Reply[], timeoutMs = 2000): { deps: ParseDeps; prompts: string[] } {
  const { model, prompts } = scriptedModel(replies);
  const provider = createModelProvider({ name: 'mock', model, timeoutMs });
  return { deps: { anonymizer, provider, precheck: null }, prompts };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('parse pipeline with a model', () => {
  it('maps every placeholder back, normalises and reports a convert-ready invoice', async () => {
    const { deps, prompts } = depsWith([answer(goodInvoice())]);
    const result = await parseInvoiceText({ text: TEXT }, deps);
    const inv = result.invoice as any;
    expect(inv.seller.name).toBe('Müller GmbH');
    expect(inv.seller.address).toEqual({ street: 'Hauptstraße 5', postal_code: '10115', city: 'Berlin', country_code: 'DE' });
    expect(result.field_status['seller.address.postal_code']).toBe('extracted');
    expect(inv.seller.contact).toEqual({ name: 'Anna Schmidt', email: 'anna.schmidt@mueller-gmbh.de' });
    expect(inv.buyer.name).toBe('Dupont SARL');
    expect(inv.payment.bank_account.iban).toBe('DE89370400440532013000');
    expect(inv.payment.means_code).toBe('58');
    expect(result.field_status['payment.means_code']).toBe('inferred');
    expect(inv.type_code).toBe('380');
    expect(result.field_status.type_code).toBe('default');
    expect(result.field_status['seller.name']).toBe('extracted');
    expect(result.field_status.issue_date).toBe('extracted');
    expect(result.field_status['lines.0.net_amount']).toBe('extracted');
    expect(result.field_status['lines.0.unit']).toBe('inferred'); // DAY is not written in the text
    expect(result.field_status.buyer_reference).toBe('missing');
    expect(result.missing_fields).toEqual([]);
    expect(result.ready_to_convert).toBe(true);
    expect(Invoice.safeParse(result.invoice).success).toBe(true);
    expect(result.confidence).toBeGreaterThan(0.8);
    expect(result.confidence).toBeLessThanOrEqual(0.95);
    expect(result.anonymized_text).toBe(anonymized.anonymizedText);
    expect(result.detected_entity_counts).toMatchObject({ COMPANY_NAME: 2, PERSON: 1, IBAN_CODE: 1 });
    expect(result.legal_notice).toMatch(/verified/);
    // The model saw the anonymized text and no personal value.
    expect(prompts).toHaveLength(1);
    expect(prompts[0]).toContain(JSON.stringify(anonymized.anonymizedText).slice(1, 40));
    for (const value of PII) expect(prompts[0]).not.toContain(value);
  });

  it('lists every field path, with statuses from the allowed set', async () => {
    const { deps } = depsWith([answer(goodInvoice())]);
    const result = await parseInvoiceText({ text: TEXT }, deps);
    expect(Object.keys(result.field_status)).toEqual(
      expect.arrayContaining([
        'invoice_number',
        'seller.address.city',
        'lines.0.quantity',
        'payment.bank_account.bic',
        'country_extensions.de.leitweg_id',
      ]),
    );
    for (const status of Object.values(result.field_status)) expect(['extracted', 'inferred', 'default', 'missing', 'invalid']).toContain(status);
  });

  it('gives every extracted value the span of the original text, mapped-back names included', async () => {
    const { deps } = depsWith([answer(goodInvoice())]);
    const result = await parseInvoiceText({ text: TEXT }, deps);
    const at = (path: string) => TEXT.slice(result.evidence[path]!.start, result.evidence[path]!.end);
    expect([at('seller.name'), at('buyer.name'), at('issue_date'), at('lines.0.unit_price'), at('payment.bank_account.iban')]).toEqual([
      'Müller GmbH',
      'Dupont SARL',
      '14.11.2026',
      '1.250,00',
      'DE89370400440532013000',
    ]);
    // The seller's city is the one in the seller's block, not another "Berlin" elsewhere.
    expect(result.evidence['seller.address.city']!.start).toBeGreaterThan(TEXT.indexOf('Seller:'));
    for (const [path, status] of Object.entries(result.field_status)) expect(status === 'extracted', path).toBe(result.evidence[path] !== undefined);
  });

  it('drops a number or date the text does not write and marks it invalid, and infers what arithmetic gives', async () => {
    const inv = goodInvoice({ net_amount: '2600.00' }) as any;
    inv.due_date = '2026-12-31';
    const { deps } = depsWith([answer(inv)]);
    const result = await parseInvoiceText({ text: TEXT }, deps);
    const out = result.invoice as any;
    expect(out.due_date).toBeUndefined();
    expect(result.field_status.due_date).toBe('invalid');
    // The invented net amount is gone; quantity × unit price gives the right one, marked inferred.
    expect(out.lines[0].net_amount).toBe('2500.00');
    expect(result.field_status['lines.0.net_amount']).toBe('inferred');
    expect(result.evidence['lines.0.net_amount']).toBeUndefined();
  });

  it('reads amounts written with commas and thousands separators', async () => {
    const { deps } = depsWith([answer(goodInvoice({ unit_price: '1.250,00', net_amount: '2.500,00' }))]);
    const result = await parseInvoiceText({ text: TEXT }, deps);
    expect((result.invoice as any).lines[0]).toMatchObject({ unit_price: '1250.00', net_amount: '2500.00', quantity: '2' });
    expect(result.field_status['lines.0.unit_price']).toBe('extracted');
    expect(result.ready_to_convert).toBe(true);
  });

  it('reads what models often write instead of the asked forms: numbers, names, local dates, signs', async () => {
    const inv = goodInvoice() as any;
    inv.issue_date = '14.11.2026';
    inv.currency_code = '€';
    inv.seller.address.country_code = 'Germany';
    inv.lines[0] = { ...inv.lines[0], quantity: 2, unit_price: 1250, net_amount: '2.500,00 EUR', vat_rate: '19 %' };
    const { deps } = depsWith([answer(inv)]);
    const result = await parseInvoiceText({ text: TEXT }, deps);
    const out = result.invoice as any;
    expect([out.issue_date, out.currency_code, out.seller.address.country_code]).toEqual(['2026-11-14', 'EUR', 'DE']);
    expect(out.lines[0]).toMatchObject({ quantity: '2', unit_price: '1250', net_amount: '2500.00', vat_rate: '19' });
    expect([result.field_status.issue_date, result.field_status.currency_code, result.field_status['seller.address.country_code']]).toEqual([
      'extracted',
      'extracted',
      'extracted',
    ]);
    expect(result.ready_to_convert).toBe(true);
  });

  it('refuses an altered placeholder with 502 ANONYMIZATION_INTEGRITY_ERROR and returns no invoice', async () => {
    const altered = ph('Müller GmbH').replace(/_(\d+)\]/, (_, n) => `_${Number(n) + 7}]`);
    expect(altered).not.toBe(ph('Müller GmbH'));
    const { deps } = depsWith([answer(goodInvoice({ sellerName: altered }))]);
    const error = await failure(parseInvoiceText({ text: TEXT }, deps));
    expect(error.status).toBe(502);
    expect(error.code).toBe('ANONYMIZATION_INTEGRITY_ERROR');
    expect(error.extras.errors).toEqual([expect.objectContaining({ field: 'seller.name', code: 'unknown_placeholder' })]);
    expect(JSON.stringify(error.extras)).not.toContain('Müller');
  });

  it('never returns a placeholder as if it were the value: the VAT id as written is mapped back or refused', async () => {
    const written = /VAT (\S+)/.exec(anonymized.anonymizedText)![1]!;
    const inv = goodInvoice() as any;
    inv.seller.vat_id = written;
    const { deps } = depsWith([answer(inv)]);
    try {
      const result = await parseInvoiceText({ text: TEXT }, deps);
      expect((result.invoice as any).seller.vat_id).toBe('DE123456789');
    } catch (error) {
      expect((error as ApiError).code).toBe('ANONYMIZATION_INTEGRITY_ERROR');
      expect((error as ApiError).extras.errors).toEqual([expect.objectContaining({ field: 'seller.vat_id' })]);
    }
  });

  it('refuses an invented placeholder', async () => {
    const { deps } = depsWith([answer({ ...goodInvoice(), buyer_reference: '[PERSON_9]' })]);
    const error = await failure(parseInvoiceText({ text: TEXT }, deps));
    expect(error.code).toBe('ANONYMIZATION_INTEGRITY_ERROR');
    expect(error.extras.errors).toEqual([expect.objectContaining({ field: 'buyer_reference' })]);
  });

  it('refuses a placeholder the model dropped part of', async () => {
    const broken = ph('Dupont SARL').replace(/\]$/, '');
    const inv = goodInvoice();
    inv.buyer.name = broken;
    const { deps } = depsWith([answer(inv)]);
    const error = await failure(parseInvoiceText({ text: TEXT }, deps));
    expect(error.code).toBe('ANONYMIZATION_INTEGRITY_ERROR');
    expect(error.extras.errors).toEqual([expect.objectContaining({ field: 'buyer.name', code: 'broken_placeholder' })]);
  });

  it('refuses personal data the model wrote itself (its original would have to be guessed)', async () => {
    const { deps } = depsWith([answer(goodInvoice({ iban: 'DE02120300000000202051' }))]);
    const error = await failure(parseInvoiceText({ text: TEXT }, deps));
    expect(error.code).toBe('ANONYMIZATION_INTEGRITY_ERROR');
    expect(error.extras.errors).toEqual([expect.objectContaining({ field: 'payment.bank_account.iban', code: 'unmapped_personal_data' })]);
  });

  it('retries once after invalid JSON and lowers the confidence for it', async () => {
    const first = depsWith([answer(goodInvoice())]);
    const clean = await parseInvoiceText({ text: TEXT }, first.deps);
    const { deps, prompts } = depsWith(['{"contains_invoice": true, "invoice": {"invoice_number": ', answer(goodInvoice())]);
    const result = await parseInvoiceText({ text: TEXT }, deps);
    expect(prompts).toHaveLength(2);
    expect(result.ready_to_convert).toBe(true);
    expect(result.confidence).toBeLessThan(clean.confidence);
  });

  it('gives 502 AI_PROVIDER_ERROR when the answer is unusable after the retry', async () => {
    const { deps, prompts } = depsWith(['not json at all', '["still", "not", "an", "object"]']);
    const error = await failure(parseInvoiceText({ text: TEXT }, deps));
    expect(error.status).toBe(502);
    expect(error.code).toBe('AI_PROVIDER_ERROR');
    expect(prompts).toHaveLength(2);
  });

  it('gives 503 AI_UNAVAILABLE when the model times out twice', async () => {
    const { deps, prompts } = depsWith(['hang'], 50);
    const error = await failure(parseInvoiceText({ text: TEXT }, deps));
    expect(error.status).toBe(503);
    expect(error.code).toBe('AI_UNAVAILABLE');
    expect(prompts).toHaveLength(2);
  });

  it('recovers from one transient provider error', async () => {
    const { deps, prompts } = depsWith([serverError(503), answer(goodInvoice())]);
    const result = await parseInvoiceText({ text: TEXT }, deps);
    expect(prompts).toHaveLength(2);
    expect(result.ready_to_convert).toBe(true);
  });

  it('does not retry a request the provider rejects, and reports bad credentials as not configured', async () => {
    const rejected = depsWith([serverError(400)]);
    expect((await failure(parseInvoiceText({ text: TEXT }, rejected.deps))).code).toBe('AI_PROVIDER_ERROR');
    expect(rejected.prompts).toHaveLength(1);
    const unauthorised = depsWith([serverError(401)]);
    const error = await failure(parseInvoiceText({ text: TEXT }, unauthorised.deps));
    expect([error.status, error.code]).toEqual([503, 'FEATURE_NOT_CONFIGURED']);
  });

  it('gives 400 NO_INVOICE_DATA when the model finds no invoice', async () => {
    for (const reply of [answer(null, false), answer({ invoice_number: null, lines: [] })]) {
      const { deps } = depsWith([reply]);
      const error = await failure(parseInvoiceText({ text: 'Hello, see you at lunch tomorrow?' }, deps));
      expect([error.status, error.code]).toEqual([400, 'NO_INVOICE_DATA']);
    }
  });

  it('stops with 422 UNANONYMIZED_PII_DETECTED before any model call, listing categories only', async () => {
    const leaky = { ...anonymizer, residualCategories: () => ['iban' as const, 'email' as const] };
    const { model, prompts } = scriptedModel([answer(goodInvoice())]);
    const deps: ParseDeps = { anonymizer: leaky, provider: createModelProvider({ name: 'mock', model, timeoutMs: 1000 }), precheck: null };
    const error = await failure(parseInvoiceText({ text: TEXT }, deps));
    expect([error.status, error.code]).toEqual([422, 'UNANONYMIZED_PII_DETECTED']);
    expect(error.extras.errors).toEqual([{ category: 'iban' }, { category: 'email' }]);
    expect(prompts).toHaveLength(0);
  });

  it('gives 503 FEATURE_NOT_CONFIGURED without a provider and 422 on bad input', async () => {
    const error = await failure(parseInvoiceText({ text: TEXT }, { anonymizer, provider: null, precheck: null, unavailableReason: 'off' }));
    expect([error.status, error.code, error.message]).toEqual([503, 'FEATURE_NOT_CONFIGURED', 'off']);
    const { deps } = depsWith([answer(goodInvoice())]);
    const short = await failure(parseInvoiceText({ text: 'too short' }, deps));
    expect([short.status, short.code, short.extras.field]).toEqual([422, 'VALIDATION_ERROR', 'text']);
    const long = await failure(parseInvoiceText({ text: 'x'.repeat(10_001) }, deps));
    expect([long.code, long.extras.field]).toEqual(['VALIDATION_ERROR', 'text']);
    const badContext = await failure(parseInvoiceText({ text: TEXT, context: { currency: 'euro' } }, deps));
    expect(badContext.extras.field).toBe('context.currency');
  });

  it('fills context defaults and infers what follows from other fields', async () => {
    const inv = goodInvoice() as any;
    inv.currency_code = null;
    inv.buyer.address.country_code = null;
    inv.seller.address.country_code = null;
    inv.lines = [{ description: 'Consulting day', quantity: '2', unit_price: '1250', net_amount: null, vat_rate: '19%' }];
    const { deps } = depsWith([answer(inv)]);
    const result = await parseInvoiceText({ text: TEXT, context: { currency: 'CHF', buyer_country: 'FR', seller_country: 'DE' } }, deps);
    const out = result.invoice as any;
    expect([out.currency_code, result.field_status.currency_code]).toEqual(['CHF', 'default']);
    expect([out.buyer.address.country_code, result.field_status['buyer.address.country_code']]).toEqual(['FR', 'default']);
    expect([out.seller.address.country_code, result.field_status['seller.address.country_code']]).toEqual(['DE', 'default']);
    expect(out.lines[0]).toMatchObject({ id: '1', unit: 'C62', net_amount: '2500.00', vat_category: 'S', vat_rate: '19' });
    expect(result.field_status['lines.0.net_amount']).toBe('inferred');
    expect(result.field_status['lines.0.unit']).toBe('default');
    expect(result.ready_to_convert).toBe(true);
  });

  it('marks unreadable values invalid, keeps them as written, and is not ready to convert', async () => {
    const inv = goodInvoice() as any;
    inv.issue_date = 'next Tuesday';
    inv.seller.address.city = null;
    const { deps } = depsWith([answer(inv)]);
    const result = await parseInvoiceText({ text: TEXT }, deps);
    expect(result.field_status.issue_date).toBe('invalid');
    expect((result.invoice as any).issue_date).toBe('next Tuesday');
    // EN 16931 requires only an address's country: a missing city is for the target format's pre-check to name.
    expect(result.missing_fields).toEqual([]);
    expect(result.ready_to_convert).toBe(false);
  });

  it('uses the format pre-check for readiness', async () => {
    const { deps } = depsWith([answer(goodInvoice())]);
    const strict = { ...deps, precheck: () => [{ field: 'buyer_reference', code: 'required', message: 'is required' }] };
    const result = await parseInvoiceText({ text: TEXT }, strict);
    expect(result.ready_to_convert).toBe(false);
    expect(result.missing_fields).toEqual(['buyer_reference']);
  });
});
