// Security checks as tests: nothing secret or personal in logs, no submitted value echoed in
// errors, protective headers, CORS off, hostile bodies refused quickly, unguessable download ids.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createParseDeps, loadAiSettings } from '../../src/intelligent/parse/index.js';
import type { Logger, LogLine } from '../../src/http/logger.js';
import type { RuleSetValidator } from '../../src/convert/service.js';
import { startServer, TEST_KEYS, type TestServer } from '../helpers/server.js';
import { basicInvoice, convertBody, headerNames, passingValidator } from './helpers.js';
import { exceedsJsonDepth } from '../../src/http/json-depth.js';

/** Personal data sent in the run; none of it may reach a log line. */
const PII = {
  name: 'Thomas Quellenberger',
  company: 'Quellenberger Feinmechanik GmbH',
  street: 'Ahornweg 77',
  iban: 'DE89370400440532013000',
  email: 'thomas.quellenberger@example.de',
  phone: '+49 30 98765432',
  vat: 'DE136695976',
};

const PII_TEXT = [
  'Rechnung Nr. 2026-118 vom 03.11.2026',
  `Rechnung an: Beispiel AG, Musterweg 12, 80331 München`,
  '10 Std. Beratung je 95,00 € = 950,00 €, zzgl. 19 % MwSt.',
  `Bitte überweisen Sie auf ${PII.iban}. Fragen an ${PII.email} oder ${PII.phone}.`,
  `${PII.name}, ${PII.company}, ${PII.street}, 10969 Berlin, USt-IdNr.: ${PII.vat}`,
].join('\n');

const PII_INVOICE = {
  ...basicInvoice,
  seller: {
    ...basicInvoice.seller,
    name: PII.company,
    vat_id: PII.vat,
    address: { ...basicInvoice.seller.address, street: PII.street },
    contact: { name: PII.name, email: PII.email, phone: PII.phone },
  },
  payment: { means_code: '58', bank_account: { iban: PII.iban } },
};

const INVALID_KEY = 'eik_notARealKeyButSecretAnyway0000000000000000';

/** Collects every log line of the app and everything written to the console while the run lasts. */
function captureLogs(): { logger: Logger; text: () => string; lines: LogLine[]; restore: () => void } {
  const lines: LogLine[] = [];
  const consoleText: string[] = [];
  const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void consoleText.push(args.map(String).join(' '))),
  );
  return {
    lines,
    logger: { log: (line) => void lines.push(line) },
    text: () => JSON.stringify(lines) + consoleText.join('\n'),
    restore: () => spies.forEach((s) => s.mockRestore()),
  };
}

/** A validation engine that fails with the document in its message, as a careless library might. */
const leakyValidator: RuleSetValidator = {
  async validate({ xml }) {
    throw new Error(`rule engine crashed on ${xml}`);
  },
};

describe('security', () => {
  let server: TestServer;
  let crashing: TestServer;
  /** With the real validation engine, for validate's own refusals. */
  let validating: TestServer;
  const logs = captureLogs();
  const offline = createParseDeps({ settings: loadAiSettings({ EINVOICE_AI_PROVIDER: 'offline' }) });

  beforeAll(async () => {
    server = await startServer({ deps: { logger: logs.logger, validation: passingValidator as never, parse: offline } });
    crashing = await startServer({ deps: { logger: logs.logger, validation: leakyValidator as never, parse: offline } });
    validating = await startServer({ deps: { logger: logs.logger } });
  }, 60_000);
  afterAll(async () => {
    logs.restore();
    await server.close();
    await crashing.close();
    await validating.close();
  });

  it('keeps keys and personal data out of the logs across a run of requests, failures included', async () => {
    const requests: Array<Promise<{ status: number }>> = [
      server.call('POST', '/v1/convert', { key: 'all', body: convertBody(PII_INVOICE) }),
      server.call('POST', '/v1/intelligent/preview', { key: 'parse', body: { text: PII_TEXT } }),
      server.call('POST', '/v1/intelligent/parse', { key: 'parse', body: { text: PII_TEXT } }),
      validating.call('POST', '/v1/validate', { key: 'validate', body: { document: `<Invoice><Note>${PII.name} ${PII.iban}</Note></Invoice>` } }),
      server.call('GET', '/v1/formats', { key: INVALID_KEY }),
      server.call('POST', '/v1/convert', {
        key: 'convert',
        body: { invoice: { ...PII_INVOICE, currency_code: PII.email }, target_format: 'peppol_bis_3' },
      }),
      crashing.call('POST', '/v1/convert', { key: 'convert', body: convertBody(PII_INVOICE) }),
    ];
    const statuses = (await Promise.all(requests)).map((r) => r.status);
    expect(statuses.slice(0, 3)).toEqual([201, 200, 200]);
    expect(statuses.at(-1)).toBe(500);
    // The crash was logged (so the scan below looked at real lines), by name and place only.
    expect(logs.lines.some((l) => l.level === 'error' && l.cause === 'Error')).toBe(true);
    const text = logs.text();
    for (const secret of [...Object.values(TEST_KEYS), INVALID_KEY, ...Object.values(PII)]) expect(text).not.toContain(secret);
  });

  it('never echoes submitted values in error messages', async () => {
    const marker = 'Xyzzy-Marker-8841';
    const responses = await Promise.all([
      server.call('POST', '/v1/convert', {
        key: 'convert',
        body: {
          invoice: { ...basicInvoice, invoice_number: 5, issue_date: marker, currency_code: marker, lines: marker, buyer: { name: [marker] } },
          target_format: marker,
          target_profile: marker,
          output: marker,
        },
      }),
      server.call('POST', '/v1/convert', { key: 'convert', body: { invoice: basicInvoice, target_format: marker } }),
      // The root element and its namespace are named on purpose (UNSUPPORTED_FORMAT); attributes and text are not.
      validating.call('POST', '/v1/validate', {
        key: 'validate',
        body: { document: `<Invoice xmlns="urn:example:unknown" id="${marker}">${marker}</Invoice>` },
      }),
      validating.call('POST', '/v1/validate', { key: 'validate', body: { document: `<Invoice>${marker}` } }),
      validating.call('POST', '/v1/validate', { key: 'validate', body: { document: '<Invoice/>', rule_set: marker } }),
      server.call('POST', '/v1/intelligent/preview', { key: 'parse', body: { text: marker, language: marker } }),
      server.call('POST', '/v1/intelligent/parse', { key: 'parse', body: { text: PII_TEXT, context: { currency: marker, seller_country: marker } } }),
      server.call('GET', `/v1/requirements/${marker}`, { key: 'convert' }),
      server.call('GET', `/v1/download/${marker}`, { key: 'convert' }),
      server.call('GET', '/v1/formats', { key: `eik_${marker}` }),
      server.call('POST', '/v1/convert', { key: 'convert', rawBody: `{"invoice": "${marker}`, headers: { 'content-type': 'application/json' } }),
      server.call('GET', '/v1/formats', { key: 'convert', headers: { 'X-Request-Id': `${marker} <script>` } }),
    ]);
    // Validate reports broken documents in a 200 body; the unusable request id is replaced, not echoed.
    expect(responses.map((r) => r.status)).toEqual([422, 422, 422, 200, 422, 422, 422, 422, 422, 401, 400, 200]);
    for (const res of responses) {
      expect(new TextDecoder().decode(res.bytes)).not.toContain(marker);
    }
  });

  it('sends nosniff and no framework banner on every kind of response, and a restrictive CSP on /docs', async () => {
    const responses = [
      await server.call('GET', '/health'),
      await server.call('GET', '/v1/formats', { key: 'convert' }),
      await server.call('GET', '/v1/formats'),
      await server.call('GET', '/nowhere'),
      await server.call('POST', '/v1/convert', { key: 'convert', body: {} }),
      await server.call('GET', '/docs'),
    ];
    for (const res of responses) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-powered-by')).toBeNull();
      expect(res.headers.get('server')).toBeNull();
    }
    const csp = responses.at(-1)!.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('has CORS off: neither a preflight nor a cross-origin request gets an Access-Control header', async () => {
    const origin = { Origin: 'https://attacker.example' };
    const preflight = await server.call('OPTIONS', '/v1/convert', {
      headers: { ...origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'x-api-key' },
    });
    const simple = await server.call('GET', '/v1/formats', { key: 'convert', headers: origin });
    for (const res of [preflight, simple]) {
      expect(headerNames(res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    }
    expect(preflight.status).toBeLessThan(500);
  });

  it('refuses a JSON body nested 10 000 levels deep with 400, quickly, on every JSON endpoint', async () => {
    const nested = (open: string, close: string) => `{"invoice":${open.repeat(10_000)}1${close.repeat(10_000)},"text":"x","document":"x"}`;
    for (const body of [nested('[', ']'), nested('{"a":', '}')]) {
      for (const path of ['/v1/convert', '/v1/validate', '/v1/intelligent/preview', '/v1/intelligent/parse']) {
        const started = performance.now();
        const res = await server.call('POST', path, { key: 'all', rawBody: body, headers: { 'content-type': 'application/json' } });
        expect(performance.now() - started).toBeLessThan(2000);
        expect([path, res.status, res.body.error.code]).toEqual([path, 400, 'INVALID_JSON']);
      }
    }
    // Ordinary invoices are far from the limit.
    expect((await server.call('POST', '/v1/convert', { key: 'convert', body: convertBody() })).status).toBe(201);
  });

  it('refuses a body over 6 MB with 413, with or without Content-Length', async () => {
    const big = `{"text":"${'a'.repeat(6 * 1024 * 1024 + 10)}"}`;
    const started = performance.now();
    const declared = await server.call('POST', '/v1/intelligent/preview', {
      key: 'parse',
      rawBody: big,
      headers: { 'content-type': 'application/json' },
    });
    expect([declared.status, declared.body.error.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);

    const bytes = new TextEncoder().encode(big);
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 512 * 1024) controller.enqueue(bytes.subarray(i, i + 512 * 1024));
        controller.close();
      },
    });
    const res = await fetch(`${server.url}/v1/convert`, {
      method: 'POST',
      headers: { 'X-API-Key': TEST_KEYS.convert, 'content-type': 'application/json' },
      body: chunked,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('gives documents uuid v4 ids, all different', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => server.call('POST', '/v1/convert', { key: 'convert', body: convertBody() })));
    const ids = results.map((r) => r.body.data.conversion_id as string);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('JSON depth scan', () => {
  it('counts brackets outside strings only, escapes included', () => {
    expect(exceedsJsonDepth('[[[1]]]', 3)).toBe(false);
    expect(exceedsJsonDepth('[[[[1]]]]', 3)).toBe(true);
    expect(exceedsJsonDepth(`{"a":"${'['.repeat(100)}\\"{{{{"}`, 2)).toBe(false);
    expect(exceedsJsonDepth('[{"a":[1]},{"b":[2]},[3]]', 3)).toBe(false);
  });
});
