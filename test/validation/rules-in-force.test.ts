// Rules in force on the day, over HTTP: validate and convert run the version of the rule set in force on the day
// (an injected clock, never today's date), `as_of` and `rules_version` pick others, results name the version with
// its validity period and the next one; GET /v1/formats lists the versions per profile, GET /health flags a
// release that is overdue. Plus the pure selection functions on the rule set data.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { loadConfig } from '../../src/config.js';
import { buildRuleSets, defaultCacheDir } from '../../rules/build.js';
import { BUILTIN_RULE_SETS } from '../../rules/rule-sets.js';
import { chooseVersion, groupVersions, inForceOn, validityOf } from '../../src/validation/versions.js';
import { overdueSince, ruleSetStatus } from '../../src/validation/rules-status.js';
import { createValidationEngine } from '../../src/validation/engine.js';
import { createNodeLoader } from '../../schematron/node.js';

const CORPUS = resolve(process.cwd(), '../shared/corpus');
const read = (path: string) => readFileSync(join(CORPUS, path), 'utf8');
const base3021 = read('peppol-3.0.21/billing/base-example.xml');
const withResponse = read('peppol-3.0.21/billing/base-example_profile02.xml');
const selfBilling = read('peppol-3.0.21/SB-base-example.xml');
const convertRequest = JSON.parse(readFileSync(resolve(process.cwd(), 'examples/requests/convert-peppol.json'), 'utf8'));

const peppolVersions = groupVersions(BUILTIN_RULE_SETS).get('peppol-bis-3-ubl')!;

describe('versions as data', () => {
  it('keeps Peppol BIS Billing 3.0.19, 3.0.20 and 3.0.21 side by side, each with the CEN copy it bundles', () => {
    expect(peppolVersions.map((v) => [v.version, v.inForceFrom, v.schematron.map((s) => s.version)])).toEqual([
      ['3.0.19', '2025-08-25', ['1.3.14.1', '3.0.19']],
      ['3.0.20', '2026-02-23', ['1.3.15', '3.0.20']],
      ['3.0.21', '2026-08-17', ['1.3.16', '3.0.21']],
    ]);
  });

  it('derives each validity period from the next version: in force until the day before it', () => {
    expect(peppolVersions.map((v) => validityOf(v, peppolVersions))).toEqual([
      { version: '3.0.19', valid_from: '2025-08-25', valid_until: '2026-02-22', published_on: '2025-05-22' },
      { version: '3.0.20', valid_from: '2026-02-23', valid_until: '2026-08-16', published_on: '2025-11-24' },
      { version: '3.0.21', valid_from: '2026-08-17', valid_until: null, published_on: '2026-05-18' },
    ]);
  });

  it('picks the version in force on a day, switching on the morning a release becomes mandatory', () => {
    expect(inForceOn(peppolVersions, '2026-08-16')?.version).toBe('3.0.20');
    expect(inForceOn(peppolVersions, '2026-08-17')?.version).toBe('3.0.21');
    expect(inForceOn(peppolVersions, '2026-02-23')?.version).toBe('3.0.20');
    expect(inForceOn(peppolVersions, '2025-08-24')).toBeNull();
    expect(chooseVersion(peppolVersions, { asOf: '2026-01-01', rulesVersion: 'upcoming' }).version).toBe('3.0.21');
    expect(() => chooseVersion(peppolVersions, { asOf: '2025-01-01' })).toThrow(/3\.0\.19 \(in force from 2025-08-25\)/);
  });

  it('keeps Peppol CII on 3.0.19, the newest release with CII rules', () => {
    const cii = groupVersions(BUILTIN_RULE_SETS).get('peppol-bis-3-cii')!;
    expect(cii.map((v) => v.version)).toEqual(['3.0.19']);
    expect(inForceOn(cii, '2026-11-24')?.version).toBe('3.0.19');
  });

  it('says a scheduled rule set may be outdated only once a release month has ended without a known release', () => {
    // Peppol releases in May and November; the newest known release was published 2026-05-18.
    expect(overdueSince([5, 11], '2026-05-18', '2026-11-30')).toBeNull();
    expect(overdueSince([5, 11], '2026-05-18', '2026-12-01')).toBe('2026-11-01');
    expect(overdueSince([5, 11], '2026-05-18', '2027-03-10')).toBe('2026-11-01');
    expect(overdueSince([5, 11], '2025-11-24', '2026-06-01')).toBe('2026-05-01');
    expect(overdueSince(null, '2020-01-01', '2026-12-01')).toBeNull();
  });
});

let server: TestServer;
let now = new Date('2026-11-24T08:00:00Z');

beforeAll(async () => {
  await buildRuleSets(loadConfig().artefactsDir, defaultCacheDir(), ['peppol-bis-3-ubl', 'peppol-self-billing-3-ubl']);
  server = await startServer({ deps: { clock: () => now } });
});

afterAll(() => server?.close());

const validate = (body: Record<string, unknown>) => server.call('POST', '/v1/validate', { key: 'validate', body });

describe('POST /v1/validate on the day', () => {
  it('runs the version in force today by default and names it with its validity period', async () => {
    const res = await validate({ document: base3021 });
    expect(res.status).toBe(200);
    expect(res.body.data.is_valid).toBe(true);
    expect(res.body.data.rule_set).toMatchObject({
      id: 'peppol-bis-3-ubl',
      version: '3.0.21',
      valid_from: '2026-08-17',
      valid_until: null,
      as_of: '2026-11-24',
      selected_by: 'date',
      newer_version: null,
      profile: { id: 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0', name: 'Peppol Billing' },
    });
  });

  it('runs the release in force on an as_of day, and announces the next one with its date', async () => {
    const res = await validate({ document: base3021, as_of: '2026-06-01' });
    expect(res.body.data.rule_set).toMatchObject({
      version: '3.0.20',
      valid_from: '2026-02-23',
      valid_until: '2026-08-16',
      as_of: '2026-06-01',
      selected_by: 'date',
      newer_version: { version: '3.0.21', valid_from: '2026-08-17', published_on: '2026-05-18' },
    });
    expect(res.body.data.rule_set.artefacts.map((a: { version: string }) => a.version)).toEqual(['2.1 OS', '1.3.15', '3.0.20']);
  });

  it('follows the injected clock: the day before 3.0.21 became mandatory, 3.0.20 answers and 3.0.21 is upcoming', async () => {
    now = new Date('2026-08-16T23:59:59Z');
    try {
      const before = await validate({ document: base3021 });
      expect(before.body.data.rule_set).toMatchObject({ version: '3.0.20', newer_version: { version: '3.0.21' } });
      const upcoming = await validate({ document: base3021, rules_version: 'upcoming' });
      expect(upcoming.body.data.rule_set).toMatchObject({ version: '3.0.21', selected_by: 'upcoming' });
      now = new Date('2026-08-17T00:00:00Z');
      const after = await validate({ document: base3021 });
      expect(after.body.data.rule_set).toMatchObject({ version: '3.0.21', as_of: '2026-08-17' });
    } finally {
      now = new Date('2026-11-24T08:00:00Z');
    }
  });

  it('runs a version named by rules_version, and answers 422 naming the known versions for an unknown one', async () => {
    const named = await validate({ document: base3021, rules_version: '3.0.19' });
    expect(named.body.data.rule_set).toMatchObject({ version: '3.0.19', selected_by: 'rules_version' });
    const unknown = await validate({ document: base3021, rules_version: '3.0.99' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'rules_version' });
    for (const v of ['3.0.19', '3.0.20', '3.0.21']) expect(unknown.body.error.message).toContain(v);
  });

  it('answers 422 for a day before the first known version and for a date that is no calendar day', async () => {
    const early = await validate({ document: base3021, as_of: '2024-01-01' });
    expect(early.status).toBe(422);
    expect(early.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'as_of' });
    expect(early.body.error.message).toContain('3.0.19 (in force from 2025-08-25)');
    const bad = await validate({ document: base3021, as_of: '2026-02-30' });
    expect(bad.status).toBe(422);
    expect(bad.body.error.field).toBe('as_of');
  });

  it('recognises billing with response from 3.0.21 on; the release before rejects its profile', async () => {
    const current = await validate({ document: withResponse });
    expect(current.body.data).toMatchObject({ is_valid: true });
    expect(current.body.data.rule_set.profile).toEqual({ id: 'urn:peppol:bis:billing_with_response', name: 'Peppol Billing with response' });
    const before = await validate({ document: withResponse, as_of: '2026-08-16' });
    expect(before.body.data.is_valid).toBe(false);
    expect(before.body.data.rule_set).toMatchObject({ version: '3.0.20', profile: null });
    expect(before.body.data.rules.map((r: { rule_id: string }) => r.rule_id)).toContain('PEPPOL-EN16931-R007');
  });

  it('recognises the French Peppol profiles from 3.0.21 on', async () => {
    const french = base3021.replace('urn:fdc:peppol.eu:2017:poacc:billing:01:1.0', 'urn:peppol:france:billing:regulated');
    const current = await validate({ document: french });
    expect(current.body.data.rule_set.profile).toMatchObject({ id: 'urn:peppol:france:billing:regulated' });
    expect(current.body.data.rules.map((r: { rule_id: string }) => r.rule_id)).not.toContain('PEPPOL-EN16931-R007');
    const before = await validate({ document: french, rules_version: '3.0.20' });
    expect(before.body.data.rules.map((r: { rule_id: string }) => r.rule_id)).toContain('PEPPOL-EN16931-R007');
  });

  it('validates Peppol self-billing with its own rule set, detected by its own identifiers', async () => {
    const res = await validate({ document: selfBilling });
    expect(res.body.data).toMatchObject({ is_valid: true, format_detected: 'peppol_bis_3' });
    expect(res.body.data.rule_set).toMatchObject({
      id: 'peppol-self-billing-3-ubl',
      version: '3.0.2',
      valid_from: '2026-08-17',
      profile: { id: 'urn:fdc:peppol.eu:2017:poacc:selfbilling:01:1.0' },
    });
    expect(res.body.data.rule_set.artefacts.at(-1)).toMatchObject({ name: 'Peppol BIS Self-Billing 3.0 rules (UBL)', version: '3.0.2' });
    // Self-billing has release numbers of its own: a billing release name is no version of it.
    const billingName = await validate({ document: selfBilling, rules_version: '3.0.21' });
    expect(billingName.status).toBe(422);
    expect(billingName.body.error.message).toContain('3.0.2 (in force from 2026-08-17)');
  });
});

describe('3.0.21 rules on both engines', () => {
  it('reads a global let that failed while a rule context was matched as empty, as saxon-js does', async () => {
    // Two buyers: Peppol 3.0.21's $customerCountryIsDE cannot be computed (normalize-space of two countries). The
    // German rules' context then does not match, and P0112 (type 384 only between German parties) reads the
    // variable as empty and fires, instead of aborting the step.
    const twoBuyers = base3021
      .replace(/<cbc:InvoiceTypeCode>380</, '<cbc:InvoiceTypeCode>384<')
      .replace(/(<cac:AccountingCustomerParty>[\s\S]*?<\/cac:AccountingCustomerParty>)/, '$1$1')
      .replace(/(<cac:AccountingSupplierParty>[\s\S]*?<cbc:IdentificationCode>)[A-Z]{2}</, '$1DE<');
    const { artefactsDir } = loadConfig();
    const run = (schematronEngine: 'native' | 'saxon-js') =>
      createValidationEngine({ artefactsDir, loader: createNodeLoader(defaultCacheDir()), schematronEngine }).validate({
        xml: twoBuyers,
        ruleSetId: 'peppol-bis-3-ubl',
        rulesVersion: '3.0.21',
      });
    const [native, saxon] = [await run('native'), await run('saxon-js')];
    const findings = (r: typeof native) =>
      r.rules
        .filter((x) => x.rule_id !== 'XSD')
        .map((x) => `${x.rule_id} ${x.location}`)
        .sort();
    expect(native.rule_set?.engine).toBe('native');
    expect(findings(native)).toEqual(findings(saxon));
    expect(native.rules.map((r) => r.rule_id)).toContain('PEPPOL-EN16931-P0112');
  });
});

describe('POST /v1/convert on the day', () => {
  const convert = (extra: Record<string, unknown>) => server.call('POST', '/v1/convert', { key: 'convert', body: { ...convertRequest, ...extra } });

  it('checks the document against the version in force on the day of conversion and names it', async () => {
    const res = await convert({});
    expect(res.status).toBe(201);
    expect(res.body.data.validation).toMatchObject({
      rule_set: 'peppol-bis-3-ubl',
      rules_version: '3.0.21',
      valid_from: '2026-08-17',
      valid_until: null,
      as_of: '2026-11-24',
      newer_version: null,
      error_count: 0,
    });
  });

  it('takes as_of and rules_version like validate', async () => {
    const past = await convert({ as_of: '2026-01-15' });
    expect(past.status).toBe(201);
    expect(past.body.data.validation).toMatchObject({
      rules_version: '3.0.19',
      valid_until: '2026-02-22',
      as_of: '2026-01-15',
      newer_version: { version: '3.0.20', valid_from: '2026-02-23' },
    });
    const named = await convert({ rules_version: '3.0.20' });
    expect(named.body.data.validation).toMatchObject({ rules_version: '3.0.20' });
    const unknown = await convert({ rules_version: 'nope' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.message).toContain('3.0.21');
  });
});

describe('GET /v1/formats and GET /health', () => {
  it('lists per profile the versions of its rule set with their dates, the one in force and the newest', async () => {
    const res = await server.call('GET', '/v1/formats', { key: 'convert' });
    const peppol = res.body.data.formats.find((f: { code: string }) => f.code === 'peppol_bis_3');
    expect(peppol.version).toBe('3.0.21');
    const ruleSet = peppol.profiles[0].rule_set;
    expect(ruleSet).toMatchObject({
      id: 'peppol-bis-3-ubl',
      in_force: '3.0.21',
      upcoming: null,
      may_be_outdated: false,
      newest: { version: '3.0.21', published_on: '2026-05-18' },
    });
    expect(ruleSet.versions.map((v: { version: string; valid_from: string }) => `${v.version}@${v.valid_from}`)).toEqual([
      '3.0.19@2025-08-25',
      '3.0.20@2026-02-23',
      '3.0.21@2026-08-17',
    ]);
    const xrechnung = res.body.data.formats.find((f: { code: string }) => f.code === 'xrechnung');
    expect(xrechnung.profiles.map((p: { rule_set: { id: string; in_force: string } }) => [p.rule_set.id, p.rule_set.in_force])).toEqual([
      ['xrechnung-3-ubl', '3.0.2'],
      ['xrechnung-3-cii', '3.0.2'],
    ]);
  });

  it('gives each rule set its newest known version on /health, and says the rules may be outdated once a release is overdue', async () => {
    const fresh = await server.call('GET', '/health');
    expect(fresh.body.rule_versions).toMatchObject({ may_be_outdated: false, message: null, update_command: null });
    const peppol = fresh.body.rule_versions.rule_sets.find((r: { id: string }) => r.id === 'peppol-bis-3-ubl');
    expect(peppol.newest).toMatchObject({ version: '3.0.21', published_on: '2026-05-18', valid_from: '2026-08-17' });

    now = new Date('2026-12-02T09:00:00Z');
    try {
      const stale = await server.call('GET', '/health');
      expect(stale.body.rule_versions).toMatchObject({ may_be_outdated: true, update_command: 'npm run artefacts:install' });
      expect(stale.body.rule_versions.message).toMatch(/may be outdated/);
      const outdated = stale.body.rule_versions.rule_sets
        .filter((r: { may_be_outdated: boolean }) => r.may_be_outdated)
        .map((r: { id: string }) => r.id);
      expect(outdated).toEqual(expect.arrayContaining(['peppol-bis-3-ubl', 'peppol-self-billing-3-ubl']));
      // XRechnung is not released on a fixed schedule: no staleness claim.
      expect(outdated).not.toContain('xrechnung-3-ubl');
      const formats = await server.call('GET', '/v1/formats', { key: 'convert' });
      const peppolFormat = formats.body.data.formats.find((f: { code: string }) => f.code === 'peppol_bis_3');
      expect(peppolFormat.profiles[0].rule_set).toMatchObject({ may_be_outdated: true, expected_since: '2026-11-01' });
    } finally {
      now = new Date('2026-11-24T08:00:00Z');
    }
  });

  it('shows an announced version as upcoming before its date', () => {
    const versions = createValidationEngine({ artefactsDir: loadConfig().artefactsDir, loader: createNodeLoader(defaultCacheDir()) })
      .ruleSetVersions()
      .find((r) => r.id === 'peppol-bis-3-ubl')!;
    expect(ruleSetStatus(versions, '2026-06-01')).toMatchObject({ in_force: '3.0.20', upcoming: '3.0.21', may_be_outdated: false });
  });
});
