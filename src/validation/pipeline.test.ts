// The checks a rule set configures: its XSD always (it also reports a root element the rule set has no schema
// for), its Schematron files only when it has some.
import { describe, expect, it } from 'vitest';
import type { RuleSetDefinition } from '../../plugins/contracts.js';
import { checksOf } from './pipeline.js';
import { schematron } from './steps/schematron.js';
import { xsd } from './steps/xsd.js';

const ruleSet = (schematronFiles: RuleSetDefinition['schematron']): RuleSetDefinition => ({
  id: 'r',
  name: 'r',
  xsd: [],
  schematron: schematronFiles,
});

describe('the checks of a rule set', () => {
  it('are the XSD, then the Schematron files, in that order', () => {
    expect(checksOf(ruleSet([{ path: 'a.sch', name: 'A', version: '1' }]))).toEqual([xsd, schematron]);
  });

  it('are the XSD alone for a rule set without Schematron files', () => {
    expect(checksOf(ruleSet([]))).toEqual([xsd]);
  });
});
