// Every fixture invoice, converted to every CII-family profile, passes that profile's official XSD and
// Schematron through the project's validation engine (profiles that cannot carry everything still pass
// and report what they dropped). zugferd_* writes the same bytes as facturx_* (asserted in writer.test.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { serializeCii } from '../../formats/facturx/cii.js';
import { hybridProfiles } from '../../formats/facturx/profiles.js';
import { hybridPluginParts } from '../../formats/facturx/hybrid.js';
import { Invoice } from '../../src/schemas/invoice.js';
import { buildModel, type InvoiceModel } from '../../core/en16931/model.js';
import { allInvoices, ciiEngine } from './fixtures.js';
import { builtinContext, builtinCountryValues } from '../helpers/country-values.js';

const targets = [
  ...hybridProfiles('facturx', 'Factur-X').map((p) => ({ code: p.code, ruleSet: p.ruleSet })),
  { code: 'xrechnung_cii', ruleSet: 'xrechnung-3-cii' },
];

const models: Array<[string, InvoiceModel]> = allInvoices().map(([name, input]) => {
  const invoice = Invoice.parse(input);
  const built = buildModel(invoice);
  if (!built.ok) throw new Error(`${name}: ${JSON.stringify(built.issues)}`);
  return [name, built.model];
});

/**
 * Errors, plus the Factur-X "not used in the given context" reports: the engine keeps those as warnings (as
 * Mustang does), but a profile must not write elements it does not use, so for our output they count.
 */
async function errorsOf(xml: string, ruleSet: string): Promise<string[]> {
  const result = await ciiEngine().validate({ xml, ruleSetId: ruleSet });
  const errors = result.rules
    .filter((r) => r.severity === 'error' || r.rule_id === 'FX-NOT-USED')
    .map((r) => `${r.rule_id} ${r.location ?? ''} ${r.message.slice(0, 160)}`);
  if (!result.schema_valid && errors.length === 0) errors.push('schema invalid');
  return errors;
}

beforeAll(async () => {
  await ciiEngine().warmUp([...new Set(targets.map((t) => t.ruleSet))]);
}, 600_000);

describe.each(targets)('$code', ({ code, ruleSet }) => {
  it(`every invoice passes ${ruleSet}`, { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    for (const [name, model] of models) {
      const issues = hybridPluginParts.precheck!(model.invoice, code === 'xrechnung_cii' ? 'facturx_xrechnung' : code, builtinContext);
      // A paid or rounding amount a header profile has no element for is refused (the amount due includes it).
      if (issues.length > 0 && issues.every((i) => i.code === 'not_carried_by_profile')) continue;
      expect(issues, `${name}: the fixture must pass the pre-check`).toEqual([]);
      const { xml, dropped_fields } = serializeCii(model, code, builtinCountryValues);
      // Profiles without lines still pass, and say that the lines were left out.
      if (code === 'facturx_minimum' || code === 'facturx_basic_wl') expect(dropped_fields, name).toContain('lines');
      const errors = await errorsOf(xml, ruleSet);
      if (errors.length > 0) failures.push(`${name}: ${errors.slice(0, 3).join(' | ')}`);
    }
    expect(failures).toEqual([]);
  });
});
