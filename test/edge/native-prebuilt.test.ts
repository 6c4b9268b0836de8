// The Worker's module loader (src/edge/native-prebuilt.ts, swapped in for rules/native/load.ts) over a small
// registry: a registered step is served with its sources resolved against the bundle, an unregistered one throws
// so the engine falls back, and only rule sets whose every step is registered count as compiled in.
import { describe, expect, it, vi } from 'vitest';
import type { RuleSetDefinition } from '../../plugins/contracts.js';
import { nativeStepKey } from '../../schematron/build/registry.js';

const bind = () => () => [];
const STEP = { path: 'peppol-bis-3/PEPPOL-EN16931-UBL.sch', name: 'Peppol', version: '3' };
const OTHER_STEP = { path: 'peppol-bis-3/CEN-EN16931-UBL.sch', name: 'CEN', version: '1' };

vi.mock('einvoice:native-registry', async () => {
  const { nativeStepKey: key } = await import('../../schematron/build/registry.js');
  return { steps: { [key(STEP)]: { bind, documents: ['codes.xml'] } }, scenarioModules: {}, scenarioLists: {} };
});

const { loadNativeStepModule, loadNativeScenarioModule, sourcesCompiledIn } = await import('../../schematron/build/edge-loader.js');

describe('the prebuilt native loader', () => {
  it('serves a registered step with its entry point resolved against the bundled artefacts', async () => {
    const loaded = await loadNativeStepModule(STEP, '/bundle/files/artefacts', '/unused');
    expect(loaded).toEqual({ bind, sourcePath: '/bundle/files/artefacts/peppol-bis-3/PEPPOL-EN16931-UBL.sch', documents: ['codes.xml'] });
  });

  it('throws, naming the step, for a step the build did not compile (the engine then falls back)', async () => {
    await expect(loadNativeStepModule(OTHER_STEP, '/bundle/files/artefacts', '/unused')).rejects.toThrow(/CEN-EN16931-UBL\.sch/);
    await expect(loadNativeStepModule({ ...STEP, phase: 'other' }, '/b', '/unused')).rejects.toThrow(/no native module/);
    await expect(loadNativeScenarioModule([{ match: 'true()', namespaces: {} }], '/unused')).rejects.toThrow(/scenario/);
  });

  it('counts as compiled in only the sources of rule sets whose every step is registered', () => {
    const ruleSet = (id: string, schematron: RuleSetDefinition['schematron']): RuleSetDefinition => ({
      id,
      name: id,
      format: 'x',
      xsd: [],
      schematron,
    });
    const sources = sourcesCompiledIn([ruleSet('complete', [STEP]), ruleSet('partial', [OTHER_STEP, STEP]), ruleSet('schema-only', [])], '/a');
    expect([...sources]).toEqual(['/a/peppol-bis-3/PEPPOL-EN16931-UBL.sch']);
    expect(nativeStepKey(STEP)).not.toBe(nativeStepKey({ ...STEP, onlyRulesFile: 'list.xml' }));
  });
});
