// Factur-X EXTENDED under the project's engine: its official Schematron computes totals as
// `round(sum(…) * xs:decimal(100)) div xs:decimal(100)` (BR-FXEXT-CO-10, -13), which saxon-js would fail
// with XPTY0004 on every document with lines unless the compiler routes round/abs through its helpers
// (schematron/target-xslt/numeric-functions.ts; the minimal expression is tested in compiler.test.ts). Here the
// real rule set: Mustang's valid EXTENDED samples and converted fixtures must pass it.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createValidationEngine, type ValidationEngine } from '../../src/validation/engine.js';
import { extractHybridXml } from '../../src/validation/pdf/extract.js';
import { loadConfig } from '../../src/config.js';
import { defaultCacheDir } from '../../rules/build.js';
import { serializeCii } from '../../formats/facturx/cii.js';
import { Invoice } from '../../src/schemas/invoice.js';
import { buildModel } from '../../core/en16931/model.js';
import { builtinCountryValues } from '../helpers/country-values.js';
import { sharedPath } from '../../src/shared-dir.js';
import { createNodeLoader } from '../../schematron/node.js';

const CORPUS = sharedPath('corpus');
const FIXTURES = resolve(import.meta.dirname, '../fixtures/invoices');

let engine: ValidationEngine;

beforeAll(async () => {
  engine = createValidationEngine({ artefactsDir: loadConfig().artefactsDir, loader: createNodeLoader(defaultCacheDir()) });
  await engine.warmUp(['facturx-extended']);
}, 600_000);

/** Errors of a validation against facturx-extended, SCHEMATRON-ERROR (an aborted step) included. */
async function extendedErrors(xml: string): Promise<string[]> {
  const result = await engine.validate({ xml, ruleSetId: 'facturx-extended' });
  expect(result.rule_set?.id).toBe('facturx-extended');
  return result.rules.filter((r) => r.severity === 'error').map((r) => `${r.rule_id}: ${r.message.slice(0, 160)}`);
}

describe('Factur-X EXTENDED rule set', () => {
  it.each(['zugferd_2p1_EXTENDED_PDFA-3A.pdf', 'EXTENDED_Fremdwaehrung_wdis_fx-pdfa4.pdf'])(
    "passes Mustang's valid sample %s (its embedded XML)",
    async (file) => {
      const extracted = await extractHybridXml(new Uint8Array(readFileSync(join(CORPUS, 'facturx-pdf/valid', file))));
      if (!extracted.ok) throw new Error(extracted.reason);
      expect(extracted.hybrid.xml).toContain('urn:factur-x.eu:1p0:extended');
      expect(await extendedErrors(extracted.hybrid.xml)).toEqual([]);
    },
    120_000,
  );

  it('still fires BR-FXEXT-CO-10 when the line total does not match the lines', async () => {
    const extracted = await extractHybridXml(new Uint8Array(readFileSync(join(CORPUS, 'facturx-pdf/valid/zugferd_2p1_EXTENDED_PDFA-3A.pdf'))));
    if (!extracted.ok) throw new Error(extracted.reason);
    const xml = extracted.hybrid.xml;
    const total = /<ram:LineTotalAmount>([^<]+)<\/ram:LineTotalAmount>(?![\s\S]*<ram:LineTotalAmount>)/.exec(xml);
    expect(total, 'the header LineTotalAmount is the last one').not.toBeNull();
    const tampered =
      xml.slice(0, total!.index) +
      `<ram:LineTotalAmount>${(Number(total![1]) + 1).toFixed(2)}</ram:LineTotalAmount>` +
      xml.slice(total!.index + total![0].length);
    expect((await extendedErrors(tampered)).map((e) => e.split(':')[0])).toContain('BR-FXEXT-CO-10');
  }, 120_000);

  it.each(['document-allowances-and-charges-multi-rate', 'hundred-lines'])(
    'passes the EXTENDED conversion of fixture %s',
    async (name) => {
      const built = buildModel(Invoice.parse(JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8'))));
      if (!built.ok) throw new Error(JSON.stringify(built.issues));
      const { xml } = serializeCii(built.model, 'facturx_extended', builtinCountryValues);
      expect(await extendedErrors(xml)).toEqual([]);
    },
    120_000,
  );
});
