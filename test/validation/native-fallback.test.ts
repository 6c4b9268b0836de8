// The native engine is the default; a rule set with a construct it cannot translate runs on saxon-js, and the
// result says so: a rule is never skipped silently.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RuleSetDefinition } from '../../plugins/contracts.js';
import { loadConfig } from '../../src/config.js';
import { createValidationEngine } from '../../src/validation/engine.js';
import { createNodeLoader } from '../../schematron/node.js';

const dir = mkdtempSync(join(tmpdir(), 'native-fallback-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const schema = (extraAssert: string) => `<schema xmlns="http://purl.oclc.org/dsdl/schematron" queryBinding="xslt2">
  <ns prefix="xs" uri="http://www.w3.org/2001/XMLSchema"/><ns prefix="t" uri="urn:t"/>
  <pattern><rule context="t:item">
    ${extraAssert}
    <report id="T-BIG" test="xs:decimal(t:qty) gt 10">Quantity <value-of select="t:qty"/> is big</report>
  </rule></pattern>
</schema>`;
writeFileSync(join(dir, 'plain.sch'), schema(''));
writeFileSync(join(dir, 'untranslatable.sch'), schema('<assert id="T-ELEMENT" test="t:qty instance of element()">qty is an element</assert>'));

const ruleSet = (id: string, sch: string): RuleSetDefinition => ({
  id,
  name: id,
  baseDir: dir,
  xsd: [],
  schematron: [{ path: sch, name: id, version: '1' }],
});
const engine = createValidationEngine({
  artefactsDir: loadConfig().artefactsDir,
  loader: createNodeLoader(join(dir, 'cache')),
  extraRuleSets: [ruleSet('plain', 'plain.sch'), ruleSet('untranslatable', 'untranslatable.sch')],
});
const xml = '<t:doc xmlns:t="urn:t"><t:item><t:qty>12</t:qty></t:item><t:item><t:qty>3</t:qty></t:item></t:doc>';
const business = <T extends { rule_id: string }>(rules: T[]) => rules.filter((r) => r.rule_id !== 'XSD');

describe('engine choice per rule set', () => {
  it('runs a translatable rule set natively', async () => {
    const result = await engine.validate({ xml, ruleSetId: 'plain' });
    expect(result.rule_set?.engine).toBe('native');
    expect(business(result.rules)).toEqual([
      expect.objectContaining({ rule_id: 'T-BIG', severity: 'error', message: 'Quantity 12 is big', location: '/Q{urn:t}doc[1]/Q{urn:t}item[1]' }),
    ]);
  });

  it('falls back to saxon-js for a rule set the native compiler refuses, with the same verdicts', async () => {
    const result = await engine.validate({ xml, ruleSetId: 'untranslatable' });
    expect(result.rule_set?.engine).toBe('saxon-js');
    expect(business(result.rules).map((r) => [r.rule_id, r.location])).toEqual([['T-BIG', '/Q{urn:t}doc[1]/Q{urn:t}item[1]']]);
  }, 120_000); // compiles the XSLT with xslt3
});
