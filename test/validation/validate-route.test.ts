// POST /v1/validate over HTTP: verdicts, format detection and hints, error codes, and the safety cases
// (XXE, entity expansion, oversize, deep nesting, encodings, DOCTYPE), each answered within a bounded time.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { createValidationEngine } from '../../src/validation/engine.js';
import { loadConfig } from '../../src/config.js';
import { buildRuleSets, defaultCacheDir } from '../../rules/build.js';
import { sharedPath } from '../../src/shared-dir.js';
import { createNodeLoader } from '../../schematron/node.js';

const EXAMPLES = sharedPath('corpus/examples');
const KOSIT = sharedPath('corpus/kosit-instances');
const peppolExample = readFileSync(join(EXAMPLES, 'peppol/examples/base-example.xml'), 'utf8');

let server: TestServer;

beforeAll(async () => {
  await buildRuleSets(loadConfig().artefactsDir, defaultCacheDir(), ['peppol-bis-3-ubl', 'en16931-ubl', 'xrechnung-3-ubl']);
  // A fixed day, so the version in force (Peppol BIS 3.0.21 since 2026-08-17) does not depend on today's date.
  server = await startServer({ deps: { clock: () => new Date('2026-11-24T08:00:00Z') } });
});

afterAll(() => server?.close());

const validate = (body: unknown, key = 'validate') => server.call('POST', '/v1/validate', { key, body });

describe('verdicts', () => {
  it('accepts a valid Peppol BIS 3 invoice and names the rule set that judged it', async () => {
    const res = await validate({ document: peppolExample });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      is_valid: true,
      schema_valid: true,
      business_rules_valid: true,
      format_detected: 'peppol_bis_3',
      error_count: 0,
    });
    expect(res.body.data.rule_set).toMatchObject({ id: 'peppol-bis-3-ubl', engine: 'native' });
    expect(res.body.data.rule_set.artefacts.map((a: { version: string }) => a.version)).toEqual(['2.1 OS', '1.3.16', '3.0.21']);
    expect(res.body.data.rule_set).toMatchObject({
      version: '3.0.21',
      valid_from: '2026-08-17',
      valid_until: null,
      as_of: '2026-11-24',
      selected_by: 'date',
      newer_version: null,
    });
    expect(res.body.data.processing_ms).toBeGreaterThan(0);
  });

  it('reports a broken business rule with id, severity, XPath, business term and suggestion', async () => {
    const broken = peppolExample.replace(/(<cbc:PayableAmount currencyID="EUR">)[^<]*/, '$11.00');
    const res = await validate({ document: broken });
    expect(res.status).toBe(200);
    const { data } = res.body;
    expect(data.is_valid).toBe(false);
    expect(data.schema_valid).toBe(true);
    expect(data.business_rules_valid).toBe(false);
    const rule = data.rules.find((r: { rule_id: string }) => r.rule_id === 'BR-CO-16');
    expect(rule).toMatchObject({ severity: 'error', business_term: 'BT-115' });
    expect(rule.suggestion).toEqual(expect.any(String));
    expect(rule.location).toMatch(/^\/ubl:Invoice\[1\]/);
    expect(data.error_count).toBe(data.rules.filter((r: { severity: string }) => r.severity === 'error').length);
  });

  it('reports XSD errors and still runs the Schematron', async () => {
    const misordered = peppolExample.replace(
      /(<cbc:DocumentCurrencyCode>[^<]*<\/cbc:DocumentCurrencyCode>)([\s\S]*?)(<cbc:BuyerReference>[^<]*<\/cbc:BuyerReference>)/,
      '$3$2$1',
    );
    const res = await validate({ document: misordered.replace('<cbc:ID>Snippet1</cbc:ID>', '<cbc:ID></cbc:ID>') });
    const { data } = res.body;
    expect(data.schema_valid).toBe(false);
    expect(data.rules.some((r: { rule_id: string; location: string }) => r.rule_id === 'XSD' && /^line \d+/.test(r.location))).toBe(true);
    expect(data.rules.some((r: { rule_id: string }) => r.rule_id.startsWith('PEPPOL-') || r.rule_id.startsWith('BR-'))).toBe(true);
  });

  it('reports a rule that cannot be evaluated (a dynamic error in the official XPath) instead of failing', async () => {
    const res = await validate({ document: peppolExample.replace(/(<cbc:PayableAmount currencyID="EUR">)[^<]*/, '$1abc') });
    expect(res.status).toBe(200);
    const { data } = res.body;
    expect(data.is_valid).toBe(false);
    expect(data.schema_valid).toBe(false);
    // CEN's BR-CO-16 computes xs:decimal(cbc:PayableAmount): the official XSLT aborts there as well.
    expect(data.rules.find((r: { rule_id: string }) => r.rule_id === 'SCHEMATRON-ERROR')?.message).toMatch(/could not be evaluated.*abc/);
  });

  it('applies the XRechnung scenario chosen by the CustomizationID', async () => {
    const xml = readFileSync(join(KOSIT, 'ubl-inv/ubl-inv-br-dex-01-extension_mime_code_test.xml'), 'utf8');
    const res = await validate({ document: xml });
    expect(res.body.data.format_detected).toBe('xrechnung');
    expect(res.body.data.rule_set).toMatchObject({ id: 'xrechnung-3-ubl', scenario: 'EN16931 XRechnung Extension (UBL Invoice)' });
  });

  it('uses format_hint to pick the rule set', async () => {
    const res = await validate({ document: peppolExample, format_hint: 'ubl_2_1' });
    expect(res.body.data.rule_set.id).toBe('en16931-ubl');
    expect(res.body.data.format_detected).toBe('ubl_2_1');
  });
});

describe('errors', () => {
  it('rejects an unknown format_hint with 422 VALIDATION_ERROR listing the accepted codes', async () => {
    const res = await validate({ document: peppolExample, format_hint: 'nope' });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(res.body.error)).toContain('peppol_bis_3');
  });

  it('answers 422 UNSUPPORTED_FORMAT for well-formed XML that is no invoice', async () => {
    const res = await validate({ document: '<Order xmlns="urn:example"><ID>1</ID></Order>' });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('UNSUPPORTED_FORMAT');
    expect(res.body.error.message).toContain('<Order>');
  });

  it('needs the einvoice:validate scope', async () => {
    expect((await validate({ document: peppolExample }, 'convert')).status).toBe(403);
  });

  it('answers 503 RULES_NOT_INSTALLED when the artefacts are missing', async () => {
    const bare = await startServer({
      deps: { validation: createValidationEngine({ artefactsDir: '/nonexistent/artefacts', loader: createNodeLoader(defaultCacheDir()) }) },
    });
    try {
      const res = await bare.call('POST', '/v1/validate', { key: 'validate', body: { document: peppolExample } });
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe('RULES_NOT_INSTALLED');
      expect(res.body.error.suggestion).toContain('npm run artefacts:install');
    } finally {
      await bare.close();
    }
  });
});

describe('safety', () => {
  const timed = async (document: string) => {
    const started = Date.now();
    const res = await validate({ document });
    return { res, ms: Date.now() - started };
  };

  it('reports not-well-formed XML as a 200 report with line and column', async () => {
    const { res } = await timed('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">\n  <a></b>\n</Invoice>');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ is_valid: false, schema_valid: false, business_rules_valid: false, format_detected: 'unknown' });
    expect(res.body.data.rules[0]).toMatchObject({
      rule_id: 'XML-WELLFORMED',
      severity: 'error',
      location: expect.stringMatching(/^line 2, column \d+$/),
    });
  });

  it.each([
    [
      'an external file entity (XXE)',
      '<?xml version="1.0"?><!DOCTYPE Invoice [<!ENTITY x SYSTEM "file:///etc/passwd">]><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">&x;</Invoice>',
    ],
    [
      'an external network entity',
      '<!DOCTYPE Invoice [<!ENTITY x SYSTEM "http://127.0.0.1:9/x">]><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">&x;</Invoice>',
    ],
    [
      'a billion laughs',
      `<!DOCTYPE l [<!ENTITY a "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY ${String.fromCharCode(98 + i)} "${`&${String.fromCharCode(97 + i)};`.repeat(10)}">`).join('')}]><l>&j;</l>`,
    ],
    ['a plain DOCTYPE', '<!-- c --><!DOCTYPE Invoice SYSTEM "invoice.dtd"><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>'],
  ])('refuses %s without resolving it', async (_, document) => {
    const { res, ms } = await timed(document);
    expect(res.status).toBe(200);
    expect(res.body.data.is_valid).toBe(false);
    expect(res.body.data.rules.map((r: { rule_id: string }) => r.rule_id)).toEqual(['XML-DOCTYPE']);
    expect(JSON.stringify(res.body)).not.toContain('root:');
    expect(ms).toBeLessThan(5_000);
  });

  it('answers 413 for a document of 5 MB + 1 character', async () => {
    const filler = '<!-- ' + 'x'.repeat(5_242_880 - peppolExample.length) + ' -->';
    const document = peppolExample + filler.slice(0, 5_242_881 - peppolExample.length);
    expect(document.length).toBe(5_242_881);
    const res = await validate({ document });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('stops deeply nested elements at the parser limit', async () => {
    const { res, ms } = await timed('<a>'.repeat(100_000) + '</a>'.repeat(100_000));
    expect(res.status).toBe(200);
    expect(res.body.data.rules[0].rule_id).toBe('XML-WELLFORMED');
    expect(res.body.data.rules[0].message).toMatch(/depth/i);
    expect(ms).toBeLessThan(5_000);
  });

  it('accepts a document that declares UTF-16 and starts with a BOM (the JSON string is already decoded)', async () => {
    const utf16 = '\uFEFF' + peppolExample.replace(/^<\?xml[^>]*\?>/, '<?xml version="1.0" encoding="UTF-16"?>');
    const res = await validate({ document: utf16 });
    expect(res.status).toBe(200);
    expect(res.body.data.is_valid).toBe(true);
  });

  it('answers invalid UTF-8 in the request body clearly, never with a 500', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ document: peppolExample }));
    const res = await server.call('POST', '/v1/validate', {
      key: 'validate',
      rawBody: new Uint8Array([...bytes.slice(0, 50), 0xff, 0xfe, ...bytes.slice(50)]),
      headers: { 'Content-Type': 'application/json' },
    });
    expect([200, 400]).toContain(res.status);
  });
});
