// The Worker's loader over a small registry: a registered step is served with its sources resolved against the
// bundle, an unregistered one throws so the engine falls back, and only rule sets whose every step is registered
// count as compiled in.
import { describe, expect, it } from 'vitest';
import type { RuleSetDefinition } from '../../plugins/contracts.js';
import { createEdgeLoader, sourcesCompiledIn } from './edge-loader.js';
import { nativeStepKey, scenarioListKey, type NativeRegistry } from './registry.js';

const bind = () => () => [];
const STEP = { path: 'peppol-bis-3/PEPPOL-EN16931-UBL.sch', name: 'Peppol', version: '3' };
const OTHER_STEP = { path: 'peppol-bis-3/CEN-EN16931-UBL.sch', name: 'CEN', version: '1' };
const SCENARIOS = { path: 'xrechnung/scenarios.xml', variablesFrom: 'xrechnung/common.sch', placeholders: {} };

const registry: NativeRegistry = {
  steps: { [nativeStepKey(STEP)]: { bind, documents: ['codes.xml'] } },
  scenarioModules: {},
  scenarioLists: { [scenarioListKey(SCENARIOS)]: [{ name: 'one', match: 'true()', namespaces: {}, customLevels: [['BR-CL-21', 'info']] }] },
};
const loader = createEdgeLoader(registry);

describe('the edge loader', () => {
  it('serves a registered step with its entry point resolved against the bundled artefacts', async () => {
    const loaded = await loader.nativeStep(STEP, '/bundle/files/artefacts');
    expect(loaded).toEqual({ bind, sourcePath: '/bundle/files/artefacts/peppol-bis-3/PEPPOL-EN16931-UBL.sch', documents: ['codes.xml'] });
  });

  it('throws, naming the step, for a step the build did not compile (the engine then falls back)', async () => {
    await expect(loader.nativeStep(OTHER_STEP, '/bundle/files/artefacts')).rejects.toThrow(/CEN-EN16931-UBL\.sch/);
    await expect(loader.nativeStep({ ...STEP, phase: 'other' }, '/b')).rejects.toThrow(/no native module/);
    await expect(loader.nativeScenarios([{ match: 'true()', namespaces: {} }])).rejects.toThrow(/scenario/);
  });

  it('serves the scenarios loaded when the Worker was built, and has no saxon-js of its own', () => {
    const [scenario] = loader.scenarios(SCENARIOS, '/bundle/files/artefacts');
    expect(scenario?.name).toBe('one');
    expect(scenario?.customLevels.get('BR-CL-21')).toBe('info');
    expect(() => loader.scenarios({ ...SCENARIOS, path: 'other.xml' }, '/b')).toThrow(/other\.xml/);
    expect(loader.saxon).toBeUndefined();
  });

  it('counts as compiled in only the sources of rule sets whose every step is registered', () => {
    const ruleSet = (id: string, schematron: RuleSetDefinition['schematron']): RuleSetDefinition => ({
      id,
      name: id,
      format: 'x',
      xsd: [],
      schematron,
    });
    const sources = sourcesCompiledIn(
      registry,
      [ruleSet('complete', [STEP]), ruleSet('partial', [OTHER_STEP, STEP]), ruleSet('schema-only', [])],
      '/a',
    );
    expect([...sources]).toEqual(['/a/peppol-bis-3/PEPPOL-EN16931-UBL.sch']);
    expect(nativeStepKey(STEP)).not.toBe(nativeStepKey({ ...STEP, onlyRulesFile: 'list.xml' }));
  });
});
