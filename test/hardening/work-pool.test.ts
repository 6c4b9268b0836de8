// The Node worker pool: validation and conversion give the same answers on worker threads as in the request
// thread (errors included), a full queue and a task past its time limit answer 503 SERVER_BUSY with
// Retry-After, and /health answers while every worker is busy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createWorkPool } from '../../src/runtime/work-pool.js';
import { loadConfig } from '../../src/config.js';
import { defaultCacheDir } from '../../schematron/node.js';
import { ConvertRequest } from '../../src/schemas/conversion.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { manyLineInvoice } from '../convert/helpers/fixtures.js';
import { convertBody } from './helpers.js';
import { startChatCompletionsStandIn, type ChatCompletionsStandIn } from '../parse/helpers/chat-completions-server.js';

const config = loadConfig();
const workerData = {
  artefactsDir: config.artefactsDir,
  cacheDir: defaultCacheDir(),
  schematronEngine: config.schematronEngine,
  plugins: [],
  allowUnchecked: false,
};
// The pools that compare answers allow a first task as long as the test's own time-out: a fresh worker compiles
// its TypeScript and loads its rule sets while the suite keeps both cores busy. The time limit has its own test.
const COMPARING_TASK_LIMIT_MS = 110_000;
const peppolDocument = (JSON.parse(readFileSync('examples/requests/validate-peppol.json', 'utf8')) as { document: string }).document;

describe('validate and convert on worker threads', () => {
  let pooled: TestServer;
  let inThread: TestServer;
  const pool = createWorkPool({ threads: 1, taskTimeoutMs: COMPARING_TASK_LIMIT_MS, workerData });
  beforeAll(async () => {
    pooled = await startServer({ deps: { executor: pool } });
    inThread = await startServer();
  }, 120_000);
  afterAll(async () => {
    await pooled?.close();
    await inThread?.close();
    await pool.close();
  });

  it('gives the same validation report as the request thread', async () => {
    const [a, b] = await Promise.all(
      [pooled, inThread].map((s) => s.call('POST', '/v1/validate', { key: 'validate', body: { document: peppolDocument } })),
    );
    expect(a!.status).toBe(200);
    const comparable = (r: any) => ({ ...r.body.data, processing_ms: 0 });
    expect(comparable(a)).toEqual(comparable(b));
  }, 120_000);

  it('converts, stores in the request thread, and the document downloads', async () => {
    const res = await pooled.call('POST', '/v1/convert', { key: 'convert', body: convertBody() });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.validation.error_count).toBe(0);
    const download = await pooled.call('GET', new URL(res.body.data.download_url).pathname, { key: 'convert' });
    expect(download.status).toBe(200);
    expect(download.bytes.byteLength).toBe(res.body.data.document_size_bytes);
  }, 60_000);

  it('anonymizes a long preview text on a worker, with the same result as the request thread', async () => {
    const text = 'Hallo Frau Berger, bitte überweisen Sie 1.190,00 EUR auf DE89 3704 0044 0532 0130 00. Tel. +49 30 1234567. '.repeat(30);
    expect(text.length).toBeGreaterThan(2_000);
    const [a, b] = await Promise.all(
      [pooled, inThread].map((s) => s.call('POST', '/v1/intelligent/preview', { key: 'parse', body: { text, language: 'de' } })),
    );
    expect(a!.status).toBe(200);
    expect(a!.body.data).toEqual(b!.body.data);
  });

  it('renders on a worker: the same page as the request thread, and a PDF', async () => {
    const body = { document: peppolDocument, output: 'html', language: 'fr' };
    const before = pool.pool.completed;
    const [a, b] = await Promise.all([pooled, inThread].map((s) => s.call('POST', '/v1/render', { key: 'convert', body })));
    expect(pool.pool.completed).toBe(before + 1);
    expect(a!.status).toBe(200);
    expect(a!.body).toBe(b!.body);
    const pdf = await pooled.call('POST', '/v1/render', { key: 'convert', body: { ...body, output: 'pdf' } });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(pdf.bytes.subarray(0, 5))).toBe('%PDF-');
    const refused = await pooled.call('POST', '/v1/render', { key: 'convert', body: { document: '<Unknown/>' } });
    expect(refused.body.error.code).toBe('UNSUPPORTED_FORMAT');
  });

  it('carries errors from the worker with their status, code and field', async () => {
    const hint = await pooled.call('POST', '/v1/validate', { key: 'validate', body: { document: peppolDocument, format_hint: 'nope' } });
    expect(hint.status).toBe(422);
    expect(hint.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'format_hint' });
    const unknown = await pooled.call('POST', '/v1/validate', { key: 'validate', body: { document: '<Unknown/>' } });
    expect(unknown.body.error.code).toBe('UNSUPPORTED_FORMAT');
  });
});

describe('parse of a long text on a worker', () => {
  // The model stand-in is configured the way an operator configures a model: through the environment.
  const AI_ENV = ['EINVOICE_AI_PROVIDER', 'EINVOICE_AI_BASE_URL', 'EINVOICE_AI_MODEL', 'EINVOICE_AI_API_KEY'] as const;
  const saved = Object.fromEntries(AI_ENV.map((k) => [k, process.env[k]]));
  const pool = createWorkPool({ threads: 1, taskTimeoutMs: COMPARING_TASK_LIMIT_MS, workerData });
  let standIn: ChatCompletionsStandIn;
  let pooled: TestServer;
  let inThread: TestServer;
  beforeAll(async () => {
    standIn = await startChatCompletionsStandIn();
    Object.assign(process.env, {
      EINVOICE_AI_PROVIDER: 'openai-compatible',
      EINVOICE_AI_BASE_URL: standIn.baseUrl,
      EINVOICE_AI_MODEL: 'pool-test',
      EINVOICE_AI_API_KEY: 'sk-local-test',
    });
    pooled = await startServer({ deps: { executor: pool } });
    inThread = await startServer();
  }, 120_000);
  afterAll(async () => {
    await pooled?.close();
    await inThread?.close();
    await pool.close();
    await standIn?.close();
    for (const k of AI_ENV) saved[k] === undefined ? delete process.env[k] : (process.env[k] = saved[k]);
  });

  it('anonymizes on the pool, sends the model only placeholders, and maps its answer back as the request thread does', async () => {
    const lines = Array.from({ length: 40 }, (_, i) => `${i + 1} x Beratung Stunde à 95,00 EUR = 95,00 EUR`).join('\n');
    const text =
      `Rechnung RE-2026-0417 vom 12.03.2026\nVerkäufer: Huber Haustechnik GmbH, Lindenstraße 12, 80331 München, USt-IdNr. DE129273398\n` +
      `Rechnung an: Berger Logistik KG, Hafenweg 3, 20457 Hamburg\n${lines}\nBitte überweisen auf DE89 3704 0044 0532 0130 00.`;
    expect(text.length).toBeGreaterThan(2_000);
    const before = pool.pool.completed;
    const a = await pooled.call('POST', '/v1/intelligent/parse', { key: 'parse', body: { text } });
    expect(pool.pool.completed).toBe(before + 1);
    const b = await inThread.call('POST', '/v1/intelligent/parse', { key: 'parse', body: { text } });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    const [toPooled, toInThread] = standIn.received.slice(-2).map((r) => JSON.stringify(r.body.messages));
    expect(toPooled).toEqual(toInThread);
    for (const value of ['Huber', 'Lindenstraße', 'DE129273398', 'DE89 3704']) expect(toPooled).not.toContain(value);
    expect(a.body.data.invoice).toEqual(b.body.data.invoice);
    expect(a.body.data.invoice.seller.vat_id).toBe('DE129273398');
  }, 60_000);
});

describe('a saturated pool', () => {
  let bigXml: string;
  beforeAll(async () => {
    const helper = createWorkPool({ threads: 1, taskTimeoutMs: COMPARING_TASK_LIMIT_MS, workerData });
    try {
      const produced = await helper.produce(ConvertRequest.parse({ invoice: manyLineInvoice(1000), target_format: 'peppol_bis_3' }) as never);
      bigXml = new TextDecoder().decode(produced.body);
    } finally {
      await helper.close();
    }
  }, 120_000);

  it('answers 503 SERVER_BUSY with Retry-After once the queue is full, and /health meanwhile', async () => {
    const pool = createWorkPool({ threads: 1, maxQueue: 1, workerData });
    const server = await startServer({ deps: { executor: pool } });
    try {
      const validations = Array.from({ length: 6 }, () =>
        server.call('POST', '/v1/validate', { key: 'validate', body: { document: bigXml } }).then((r) => ({ ...r, at: Date.now() })),
      );
      await new Promise((r) => setTimeout(r, 100));
      const health = await server.call('GET', '/health');
      const healthAt = Date.now();
      const results = await Promise.all(validations);
      expect(health.status).toBe(200);
      expect(healthAt).toBeLessThan(Math.max(...results.map((r) => r.at)));
      const busy = results.filter((r) => r.status === 503);
      expect(busy.length).toBeGreaterThan(0);
      for (const r of busy) {
        expect(r.body.error.code).toBe('SERVER_BUSY');
        expect(r.headers.get('retry-after')).toBe('2');
      }
      expect(results.filter((r) => r.status === 200).length).toBeGreaterThan(0);
    } finally {
      await server.close();
      await pool.close();
    }
  }, 120_000);

  it('stops a task past its time limit with 503 SERVER_BUSY, and the pool keeps working', async () => {
    const pool = createWorkPool({ threads: 1, taskTimeoutMs: 20, workerData });
    const server = await startServer({ deps: { executor: pool } });
    try {
      const slow = await server.call('POST', '/v1/validate', { key: 'validate', body: { document: bigXml } });
      expect(slow.status).toBe(503);
      expect(slow.body.error.code).toBe('SERVER_BUSY');
      expect(slow.body.error.message).toContain('longer than');
      expect((await server.call('GET', '/health')).status).toBe(200);
    } finally {
      await server.close();
      await pool.close();
    }
  }, 120_000);
});
