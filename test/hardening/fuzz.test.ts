// Fuzzing in CI: seeded fast-check runs, bounded to a few seconds each. Convert input that is
// near-valid or garbage, mutated corpus XML for validate, adversarial text for preview: never a 500, never a
// hang, every 422 names a field, and preview's residual-PII guarantee holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { startServer, type TestServer } from '../helpers/server.js';
import { basicInvoice, passingValidator } from './helpers.js';
import { sharedPath } from '../../src/shared-dir.js';

/** One seed for the whole file (EINVOICE_FUZZ_SEED explores others): a failure prints its path; the same seed replays it. */
const SEED = Number(process.env.EINVOICE_FUZZ_SEED ?? 20261121);
/** CPU time one request may take (client and server share this process): a super-linear blow-up shows as
 * seconds of CPU, while other processes loading the machine do not count, as wall time would. */
const MAX_CPU_MS = 2000;
const cpuMsSince = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

const CORPUS_INVOICE = readFileSync(sharedPath('corpus/examples/peppol/examples/base-example.xml'), 'utf8');

/** Dot paths of every leaf of the fixture invoice, the places a near-valid invoice gets damaged. */
function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leafPaths(v, [...prefix, k]));
}
const LEAVES = leafPaths(basicInvoice);

function withValueAt(root: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(root) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  if (value === undefined) delete node[path.at(-1)!];
  else node[path.at(-1)!] = value;
  return copy;
}

const unicodeEdge = fc.constantFrom('', ' ', '\u0000', '\uFEFF', '\u202E', '\uD800', '😀'.repeat(50), 'Ω≈ç√∫', 'a\u0301', '𝟘𝟙', 'x'.repeat(5000));
const numberish = fc.constantFrom('1e400', '-0', 'NaN', 'Infinity', '0x10', '99999999999999999999.99999999', '1,5', '', ' 1 ', '-1', '1.', '.5');
const wrongValue = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  unicodeEdge,
  numberish,
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.anything({ maxDepth: 1 }), { maxKeys: 3 }),
);

const nearValidInvoice = fc
  .array(fc.tuple(fc.constantFrom(...LEAVES), wrongValue), { minLength: 1, maxLength: 3 })
  .map((damage) => damage.reduce<unknown>((invoice, [path, value]) => withValueAt(invoice, path, value), basicInvoice));

const hugeLines = fc.constantFrom(
  { ...basicInvoice, lines: Array.from({ length: 3000 }, () => 1) },
  { ...basicInvoice, lines: [] },
  { ...basicInvoice, lines: Array.from({ length: 200 }, () => basicInvoice.lines[0]) },
);

const convertInput = fc.oneof(
  { weight: 6, arbitrary: nearValidInvoice.map((invoice) => ({ invoice, target_format: 'peppol_bis_3' })) },
  { weight: 1, arbitrary: hugeLines.map((invoice) => ({ invoice, target_format: 'xrechnung' })) },
  { weight: 1, arbitrary: fc.record({ invoice: fc.anything({ maxDepth: 4 }), target_format: fc.oneof(fc.string(), fc.constant('ubl_2_1')) }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 5 }) },
);

describe('fuzzing', () => {
  let server: TestServer;
  let validating: TestServer;
  beforeAll(async () => {
    server = await startServer({ deps: { validation: passingValidator as never } });
    validating = await startServer();
    // Warm the Peppol rule set once, so the runs below measure answers, not compilation.
    await validating.call('POST', '/v1/validate', { key: 'validate', body: { document: CORPUS_INVOICE } });
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await validating.close();
  });

  it('convert: near-valid and garbage input never gives a 500 or a slow answer; every 422 names a field', async () => {
    await fc.assert(
      fc.asyncProperty(convertInput, async (body) => {
        const started = process.cpuUsage();
        const res = await server.call('POST', '/v1/convert', { key: 'convert', body });
        expect(cpuMsSince(started)).toBeLessThan(MAX_CPU_MS);
        expect(res.status).toBeLessThan(500);
        expect([201, 400, 422]).toContain(res.status);
        if (res.status === 422) {
          expect(res.body.error.field).toEqual(expect.any(String));
          for (const e of res.body.error.errors) expect(e.field).toMatch(/\S/);
        }
      }),
      { seed: SEED, numRuns: 120 },
    );
  }, 60_000);

  /** Damage that breaks XML in the ways parsers trip over. */
  const xmlMutation = fc.oneof(
    fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 200 }) }),
    fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 400 }) }),
    fc.record({
      kind: fc.constant('insert' as const),
      at: fc.nat(),
      text: fc.oneof(
        fc.constantFrom(
          '<',
          '>',
          '&',
          '&amp',
          ']]>',
          '<![CDATA[',
          '<!--',
          '\u0000',
          '\uFFFE',
          '<x:y>',
          '</cbc:ID>',
          'xmlns:cbc="urn:other"',
          '<?xml version="1.0"?>',
        ),
        fc.string({ unit: 'binary', maxLength: 20 }),
      ),
    }),
    fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
  );

  type XmlMutation = { kind: 'delete' | 'duplicate' | 'insert' | 'truncate'; at: number; length?: number; text?: string };

  function mutate(xml: string, mutations: XmlMutation[]): string {
    let out = xml;
    for (const m of mutations) {
      const at = m.at % (out.length + 1);
      const length = m.length ?? 0;
      if (m.kind === 'delete') out = out.slice(0, at) + out.slice(at + length);
      else if (m.kind === 'duplicate') out = out.slice(0, at + length) + out.slice(at, at + length) + out.slice(at + length);
      else if (m.kind === 'insert') out = out.slice(0, at) + (m.text ?? '') + out.slice(at);
      else out = out.slice(0, at);
    }
    return out;
  }

  it('validate: random mutations of a corpus invoice never give a 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(xmlMutation, { minLength: 1, maxLength: 4 }), async (mutations: XmlMutation[]) => {
        const res = await validating.call('POST', '/v1/validate', { key: 'validate', body: { document: mutate(CORPUS_INVOICE, mutations) } });
        expect(res.status).toBeLessThan(500);
        expect([200, 400, 413, 422]).toContain(res.status);
      }),
      { seed: SEED, numRuns: 25 },
    );
  }, 60_000);

  it('validate: entity tricks neither expand nor read files', async () => {
    const doctypes = [
      '<!DOCTYPE Invoice [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
      '<!DOCTYPE Invoice [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;"><!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;"><!ENTITY f "&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;">]>',
    ];
    for (const [doctype, entity] of [
      [doctypes[0]!, '&xxe;'],
      [doctypes[1]!, '&f;'],
    ] as const) {
      const document = CORPUS_INVOICE.replace(/<Invoice\b/, `${doctype}\n<Invoice`).replace(/<cbc:Note>[^<]*/, `<cbc:Note>${entity}`);
      const started = process.cpuUsage();
      const res = await validating.call('POST', '/v1/validate', { key: 'validate', body: { document } });
      expect(cpuMsSince(started)).toBeLessThan(5000);
      expect(res.status).toBeLessThan(500);
      expect(new TextDecoder().decode(res.bytes)).not.toMatch(/root:x:0|aaaaaaaaaaaaaaaaaaaa/);
    }
  }, 30_000);

  /** Characters that are invisible or reorder text, put around personal data to hide it from recognizers. */
  const INVISIBLE = [
    '\u200B',
    '\u200C',
    '\u200D',
    '\u2060',
    '\uFEFF',
    '\u200E',
    '\u200F',
    '\u202A',
    '\u202B',
    '\u202E',
    '\u2066',
    '\u2067',
    '\u2069',
    '\u061C',
  ];
  const PII_VALUES = [
    'DE89370400440532013000',
    'DE89 3704 0044 0532 0130 00',
    'anna.schmidt@example.com',
    '+49 30 12345678',
    'DE136695976',
    'FR40303265045',
    'GB29NWBK60161331926819',
  ];
  const invisibleRun = fc.array(fc.constantFrom(...INVISIBLE), { minLength: 1, maxLength: 3 }).map((a) => a.join(''));
  const filler = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 60 }),
    fc.constantFrom('Rechnung an', 'Bitte überweisen Sie auf', 'IBAN:', 'Tel.', 'USt-IdNr.:', 'مرحبا بالعالم', 'שלום', '\n', ' '),
  );
  const piece = fc.oneof(
    { weight: 2, arbitrary: filler },
    {
      weight: 1,
      arbitrary: fc.tuple(invisibleRun, fc.constantFrom(...PII_VALUES), invisibleRun).map(([a, pii, b]) => ({ pii, text: `${a}${pii}${b}` })),
    },
  );
  const adversarialText = fc.tuple(fc.array(piece, { minLength: 1, maxLength: 30 }), fc.boolean()).map(([pieces, padded]) => {
    const pii = pieces.flatMap((p) => (typeof p === 'string' ? [] : [p.pii]));
    let text = pieces.map((p) => (typeof p === 'string' ? p : ` ${p.text} `)).join('');
    // Some inputs sit at the 10 000-character maximum.
    if (padded) text = (text + ' Lorem ipsum dolor sit amet.'.repeat(400)).slice(0, 10_000);
    return { text: text.slice(0, 10_000) || 'x', pii };
  });

  const compact = (s: string) => s.replace(/[^\p{L}\p{N}@+]/gu, '').toUpperCase();

  it('preview: adversarial text never gives a 500, and no personal value survives in a 200', async () => {
    await fc.assert(
      fc.asyncProperty(adversarialText, async ({ text, pii }) => {
        const started = process.cpuUsage();
        const res = await server.call('POST', '/v1/intelligent/preview', { key: 'parse', body: { text } });
        expect(cpuMsSince(started)).toBeLessThan(MAX_CPU_MS);
        expect(res.status).toBeLessThan(500);
        if (res.status === 422) {
          expect(['UNANONYMIZED_PII_DETECTED', 'VALIDATION_ERROR']).toContain(res.body.error.code);
          return;
        }
        expect(res.status).toBe(200);
        const out = compact(res.body.data.anonymized_text);
        for (const value of pii) expect(out).not.toContain(compact(value));
      }),
      { seed: SEED, numRuns: 80 },
    );
  }, 60_000);
});
