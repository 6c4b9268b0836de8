// The native compiler translates every official rule set completely, and refuses what it cannot translate by
// naming the construct and where it is: nothing is left out silently.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.js';
import { BUILTIN_RULE_SETS } from '../../../rules/rule-sets.js';
import { readRuleList } from '../../../schematron/frontend/step-files.js';
import { compileSchematronToJs, NativeCompileError } from '../../../schematron/target-js/index.js';
import { FUNCTIONS } from '../../../schematron/runtime/native/functions.js';

const { artefactsDir } = loadConfig();
const builtins = new Set(Object.keys(FUNCTIONS));
const readText = (path: string) => readFileSync(path, 'utf8');

/** A one-file schema in memory: the compiler reads it through `readText`. */
function compileSchema(body: string, extraNamespaces = '') {
  const sch = `<schema xmlns="http://purl.oclc.org/dsdl/schematron" queryBinding="xslt2" ${extraNamespaces}><title>t</title>${body}</schema>`;
  return compileSchematronToJs('/virtual/t.sch', { readText: () => sch }, builtins);
}

describe('native compiler', () => {
  const steps = [...new Map(BUILTIN_RULE_SETS.flatMap((r) => r.schematron).map((s) => [`${s.path}|${s.onlyRulesFile ?? ''}`, s])).values()];

  it.each(steps.map((s) => [s.path + (s.onlyRulesFile ? ' (filtered)' : ''), s] as const))('translates every rule of %s', (_name, step) => {
    const onlyRules = step.onlyRulesFile ? readRuleList(resolve(artefactsDir, step.onlyRulesFile)) : undefined;
    const compiled = compileSchematronToJs(resolve(artefactsDir, step.path), { readText, onlyRules }, builtins);
    expect(compiled.stats.checks).toBeGreaterThan(0);
    // Every assert/report of the schema is in the module: one `out.push(rt.finding(` per check.
    expect(compiled.source.split('out.push(rt.finding(').length - 1).toBe(compiled.stats.checks);
  });

  it('names the construct and the rule when it cannot translate an expression', () => {
    const sch = `<pattern id="p1"><rule context="a"><assert id="R-7" test=". instance of xs:string">m</assert></rule></pattern>`;
    expect(() => compileSchema(sch, 'xmlns:xs="http://www.w3.org/2001/XMLSchema"')).toThrow(NativeCompileError);
    expect(() => compileSchema(sch, 'xmlns:xs="http://www.w3.org/2001/XMLSchema"')).toThrow(
      /pattern p1, rule 1 \(context "a"\): assert R-7: the instance-of expression is not supported/,
    );
  });

  it('refuses unknown functions, undeclared prefixes and unsupported pattern axes', () => {
    expect(() => compileSchema(`<pattern><rule context="a"><assert test="frobnicate(.)">m</assert></rule></pattern>`)).toThrow(
      /function frobnicate#1 is not supported/,
    );
    expect(() => compileSchema(`<pattern><rule context="a"><assert test="x:b">m</assert></rule></pattern>`)).toThrow(
      /undeclared namespace prefix "x"/,
    );
    expect(() => compileSchema(`<pattern><rule context="ancestor::a"><assert test="true()">m</assert></rule></pattern>`)).toThrow(
      /ancestor axis is not allowed in a match pattern/,
    );
  });
});
