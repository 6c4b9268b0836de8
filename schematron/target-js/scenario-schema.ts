// The XRechnung validator configuration selects a scenario by evaluating an XPath per scenario (<match>) on the
// document. The native engine evaluates them with the same compiler as the rules: the matches become the reports
// of one rule on the document node, so a report firing with id N means scenario N matches.
import type { SchSchema } from '../frontend/model.js';
import { NativeCompileError } from './emit-expr.js';

export interface ScenarioMatch {
  match: string;
  namespaces: Record<string, string>;
}

export function scenarioSchema(scenarios: readonly ScenarioMatch[]): SchSchema {
  const namespaces: Record<string, string> = { xs: 'http://www.w3.org/2001/XMLSchema' };
  for (const scenario of scenarios) {
    for (const [prefix, uri] of Object.entries(scenario.namespaces)) {
      if (namespaces[prefix] !== undefined && namespaces[prefix] !== uri) {
        throw new NativeCompileError(`scenario namespace prefix "${prefix}" is bound to two URIs`);
      }
      namespaces[prefix] = uri;
    }
  }
  return {
    title: 'validator scenarios',
    queryBinding: 'xslt2',
    namespaces,
    lets: [],
    foreign: [],
    foreignElements: [],
    patterns: [
      {
        id: null,
        lets: [],
        rules: [
          {
            context: '/',
            lets: [],
            checks: scenarios.map((s, i) => ({
              kind: 'report' as const,
              id: String(i),
              flag: null,
              role: null,
              test: `boolean(${s.match})`,
              message: [],
            })),
          },
        ],
      },
    ],
    phases: {},
    defaultPhase: null,
    documents: [],
  };
}
