// Pre-checks of the facturx / zugferd profiles: a caller error is a 422 naming the field before any XML is
// written, and each profile checks only rules its own Schematron contains.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HEADER_PROFILE_RULES, hybridPluginParts } from '../../formats/facturx/hybrid.js';
import { loadConfig } from '../../src/config.js';
import { Invoice } from '../../src/schemas/invoice.js';
import { serializeCii } from '../../formats/facturx/cii.js';
import { ciiEngine } from './fixtures.js';
import { modelOf } from './samples.js';
import { builtinContext, builtinCountryValues } from '../helpers/country-values.js';

const party = (name: string) => ({ name, address: { street: 'Rue 1', city: 'Lyon', postal_code: '69001', country_code: 'FR' } });
/** No seller VAT id, legal id or identifier: BR-CO-26 (and BR-S-02 for standard-rated lines). */
const bare = {
  invoice_number: 'P-1',
  issue_date: '2026-01-01',
  currency_code: 'EUR',
  seller: party('Seller'),
  buyer: party('Buyer'),
  lines: [{ id: '1', description: 'x', quantity: '1', unit: 'C62', unit_price: '10', net_amount: '10', vat_category: 'S', vat_rate: '20' }],
};

const ruleIdsOf = (profile: string) =>
  hybridPluginParts.precheck!(Invoice.parse(bare), profile, builtinContext)
    .map((i) => i.rule)
    .sort();

describe('facturx / zugferd pre-checks', () => {
  it('names the rules each profile would break, before writing', () => {
    expect(ruleIdsOf('facturx_minimum')).toEqual(['BR-CO-26']);
    expect(ruleIdsOf('zugferd_basic_wl')).toEqual(['BR-CO-26']);
    expect(ruleIdsOf('facturx_en16931')).toEqual(['BR-CO-26', 'BR-S-02']);
    expect(ruleIdsOf('facturx_xrechnung')).toEqual(expect.arrayContaining(['BR-CO-26', 'BR-DE-15']));
  });

  it('agree with the official rules: what the pre-check reports is exactly what the Schematron rejects', { timeout: 300_000 }, async () => {
    const model = modelOf(bare);
    for (const [profile, ruleSet] of [
      ['facturx_minimum', 'facturx-minimum'],
      ['facturx_basic_wl', 'facturx-basic-wl'],
      ['facturx_en16931', 'facturx-en16931'],
    ] as const) {
      const result = await ciiEngine().validate({ xml: serializeCii(model, profile, builtinCountryValues).xml, ruleSetId: ruleSet });
      const official = [...new Set(result.rules.filter((r) => r.severity === 'error').map((r) => r.rule_id))].sort();
      expect(official, profile).toEqual(ruleIdsOf(profile));
    }
  });

  it('keeps the MINIMUM and BASIC WL rule lists in step with their Schematron files', () => {
    const precheckRules = new Set(
      [...readFileSync(resolve(import.meta.dirname, '../../core/en16931/en16931-precheck.ts'), 'utf8').matchAll(/rule: '([A-Z0-9-]+)'/g)].map(
        (m) => m[1]!,
      ),
    );
    for (const [level, file] of [
      ['MINIMUM', 'MINIMUM'],
      ['BASIC_WL', 'BASIC-WL'],
    ] as const) {
      const sch = readFileSync(resolve(loadConfig().artefactsDir, `facturx-1.09.2/schematron/FACTUR-X_${file}.sch`), 'utf8');
      const inSchematron = [...precheckRules].filter((id) => sch.includes(`id="${id}"`)).sort();
      expect([...HEADER_PROFILE_RULES[level]].sort(), level).toEqual(inSchematron);
    }
  });
});
