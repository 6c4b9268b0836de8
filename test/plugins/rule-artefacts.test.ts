// Locating plugin rule artefacts: own files under baseDir, official ones under the artefacts directory.
import { describe, expect, it } from 'vitest';
import { locateRuleSet, pluginRuleSets } from '../../plugins/rule-artefacts.js';
import { defineFormatPlugin, type RuleSetDefinition } from '../../plugins/index.js';

const ruleSet: RuleSetDefinition = {
  id: 'x',
  name: 'X',
  baseDir: '/opt/plugin/rules',
  xsd: [
    { root: 'Invoice', namespace: 'urn:x', path: 'ubl/Invoice.xsd', inArtefacts: true },
    { root: 'Other', namespace: 'urn:y', path: 'other.xsd' },
  ],
  schematron: [
    { path: 'cen/rules.sch', inArtefacts: true, name: 'CEN', version: '1', onlyRulesFile: 'cen/list.xml' },
    { path: 'own.sch', name: 'Own', version: '1', onlyRulesFile: 'own-list.xml' },
  ],
};

describe('locateRuleSet', () => {
  it('resolves inArtefacts steps (and their rule lists) against the artefacts directory, the rest against baseDir', () => {
    const located = locateRuleSet(ruleSet, '/srv/artefacts');
    expect(located.xsd.map((x) => x.path)).toEqual(['/srv/artefacts/ubl/Invoice.xsd', '/opt/plugin/rules/other.xsd']);
    expect(located.schematron.map((s) => [s.path, s.onlyRulesFile])).toEqual([
      ['/srv/artefacts/cen/rules.sch', '/srv/artefacts/cen/list.xml'],
      ['/opt/plugin/rules/own.sch', '/opt/plugin/rules/own-list.xml'],
    ]);
    expect(located.xsd.some((x) => 'inArtefacts' in x)).toBe(false);
  });

  it('collects the rule sets of every format plugin, none from plugins without', () => {
    const info = {
      code: 'a',
      name: 'A',
      version: '1',
      base_standard: 'EN 16931',
      syntax: 'xml' as const,
      en16931_compliant: true,
      countries: [],
      mvp: false,
    };
    const plugins = [
      defineFormatPlugin({ info, profiles: [], ruleSets: [ruleSet] }),
      defineFormatPlugin({ info: { ...info, code: 'b' }, profiles: [] }),
    ];
    expect(pluginRuleSets(plugins, '/srv/artefacts').map((r) => r.id)).toEqual(['x']);
  });
});
