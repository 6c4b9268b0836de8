// `npx tsx rules/inventory.ts`: parses every XPath expression of every built-in rule set step and prints
// which constructs, axes and functions they use (the subset the native compiler must translate).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../src/config.js';
import { BUILTIN_RULE_SETS } from './rule-sets.js';
import { resolveSchematron } from '../schematron/frontend/resolve.js';
import type { Expr } from '../schematron/frontend/xpath/ast.js';
import { parseXPath } from '../schematron/frontend/xpath/parser.js';

const artefactsDir = loadConfig().artefactsDir;
const counts = new Map<string, number>();
const bump = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
let expressions = 0;
const failures: string[] = [];

function visit(e: Expr): void {
  bump(e.type);
  switch (e.type) {
    case 'call':
      bump(`fn ${e.name}#${e.args.length}`);
      e.args.forEach(visit);
      return;
    case 'step':
      bump(`axis ${e.axis}`);
      bump(`test ${e.test.kind}`);
      e.predicates.forEach(visit);
      return;
    case 'general':
    case 'value':
    case 'arith':
    case 'set':
      bump(`${e.type} ${e.op}`);
      visit(e.left);
      visit(e.right);
      return;
    case 'cast':
    case 'castable':
      bump(`${e.type} ${e.targetType}${e.optional ? '?' : ''}`);
      visit(e.operand);
      return;
    default:
      for (const value of Object.values(e)) {
        if (Array.isArray(value))
          value.forEach((v) =>
            v && typeof v === 'object' && 'type' in v
              ? visit(v as Expr)
              : v && typeof v === 'object' && 'in' in v
                ? visit((v as { in: Expr }).in)
                : undefined,
          );
        else if (value && typeof value === 'object' && 'type' in value) visit(value as Expr);
      }
  }
}

const seen = new Set<string>();
for (const ruleSet of BUILTIN_RULE_SETS) {
  for (const step of ruleSet.schematron) {
    if (seen.has(step.path)) continue;
    seen.add(step.path);
    const { schema } = resolveSchematron(resolve(artefactsDir, step.path), { readText: (p) => readFileSync(p, 'utf8') });
    const all: string[] = [...schema.lets.map((l) => l.value)];
    for (const p of schema.patterns) {
      all.push(...p.lets.map((l) => l.value));
      for (const r of p.rules) {
        all.push(r.context, ...r.lets.map((l) => l.value));
        for (const c of r.checks) all.push(c.test, ...c.message.flatMap((m) => ('select' in m ? [m.select] : 'name' in m ? [m.name] : [])));
      }
    }
    for (const markup of schema.foreign)
      for (const m of markup.matchAll(/(?:select|test)="([^"]*)"/g))
        all.push(
          m[1]!
            .replace(/&gt;/g, '>')
            .replace(/&lt;/g, '<')
            .replace(/&amp;/g, '&')
            .replace(/&quot;/g, '"'),
        );
    for (const x of all) {
      expressions++;
      try {
        visit(parseXPath(x));
      } catch (error) {
        failures.push(`${step.path}: ${(error as Error).message}`);
      }
    }
  }
}
console.log(`${expressions} expressions, ${failures.length} unparsed`);
for (const f of failures.slice(0, 30)) console.log(`  ${f}`);
for (const [k, v] of [...counts].sort((a, b) => a[0].localeCompare(b[0]))) console.log(`${k}\t${v}`);
