// Translates a rule context (an XSLT match pattern) into two pieces of JavaScript:
// - candidates: the nodes that can possibly match, taken from the document's indexes by the pattern's last step
//   (`cac:InvoiceLine` → the InvoiceLine elements, `@currencyID` → those attributes, `/` → the document);
// - a matcher that checks the rest of the pattern from right to left (parent steps, `//` ancestors, predicates).
// The XSLT walk the reference engine performs visits only the document node, elements and attributes, so only
// those can be candidates.
import type { Expr } from '../frontend/xpath/ast.js';
import { compileBoolean, compileSequence, isConditionPredicate, nodeTest, NativeCompileError, type Scope } from './emit-expr.js';

type Step = Extract<Expr, { type: 'step' }>;
type PatternStep = Step | { type: 'root' };

export interface CompiledPattern {
  /**
   * One entry per branch of the union: a JS expression (with `doc` in scope) yielding the branch's candidate nodes,
   * and a JS function `(n) => boolean` checking the rest of the branch, or null when every candidate matches.
   */
  alternatives: Array<{ candidates: string; matcher: string | null }>;
  /** Whether some alternative can match attribute nodes. */
  matchesAttributes: boolean;
}

export function compilePattern(pattern: Expr, s: Scope): CompiledPattern {
  // XSLT 3.0 allows a parenthesized pattern with predicates, `(/a:Invoice | /b:CreditNote)[$isCVD]`: a node
  // matches when it matches the inner pattern and passes the conditions.
  const conditions: string[] = [];
  if (pattern.type === 'filter') {
    if (!pattern.predicates.every((pred) => isConditionPredicate(pred, s.conditionVars)))
      throw new NativeCompileError('a positional predicate on a parenthesized pattern is not supported');
    conditions.push(...pattern.predicates.map((pred) => `((c) => ${compileBoolean(pred, s)})(n)`));
    pattern = pattern.base;
  }
  const branches = alternativesOf(pattern).map(toSteps);
  return {
    alternatives: branches.map((steps) => {
      // The candidates already pass the last step's node test (they come from its index), so it is not repeated.
      const checks = [...matchFrom(steps, steps.length - 1, 'n', s, false), ...conditions];
      return { candidates: candidateSource(steps, s), matcher: checks.length === 0 ? null : `(n) => ${checks.join(' && ')}` };
    }),
    matchesAttributes: branches.some((steps) => {
      const last = steps[steps.length - 1]!;
      return last.type === 'step' && last.axis === 'attribute';
    }),
  };
}

/** The union's branches as step lists; a parenthesized union leading a path is distributed: `(A|B)/C` = `A/C | B/C`. */
function alternativesOf(e: Expr): Expr[][] {
  if (e.type === 'set' && e.op === 'union') return [...alternativesOf(e.left), ...alternativesOf(e.right)];
  if (e.type === 'sequence' && e.items.length === 1) return alternativesOf(e.items[0]!);
  if (e.type === 'path') {
    const [first, ...rest] = e.steps;
    return alternativesOf(first!).map((head) => [...head, ...rest]);
  }
  return [[e]];
}

function toSteps(steps: Expr[]): PatternStep[] {
  return steps.map((step, i) => {
    if (step.type === 'root' && i === 0) return step;
    if (step.type !== 'step') throw new NativeCompileError(`a ${step.type} expression inside a match pattern is not supported`);
    const dosBetween = step.axis === 'descendant-or-self' && step.test.kind === 'node' && step.predicates.length === 0 && i < steps.length - 1;
    if (step.axis !== 'child' && step.axis !== 'attribute' && !dosBetween)
      throw new NativeCompileError(`the ${step.axis} axis is not allowed in a match pattern`);
    return step;
  });
}

function candidateSource(steps: PatternStep[], s: Scope): string {
  const last = steps[steps.length - 1]!;
  if (last.type === 'root') return '[doc]';
  const t = last.test;
  if (t.kind === 'name') {
    const test = nodeTest(t, last.axis, s);
    return last.axis === 'attribute' ? `rt.attributesMatching(doc, ${test})` : `rt.elementsMatching(doc, ${test})`;
  }
  if (t.kind === 'node' && last.axis === 'attribute') return `rt.attributesMatching(doc, ${nodeTest(t, 'attribute', s)})`;
  if ((t.kind === 'node' || t.kind === 'element') && last.axis === 'child') return 'doc.elements';
  if (t.kind === 'attribute' && last.axis === 'attribute') return `rt.attributesMatching(doc, ${nodeTest(t, 'attribute', s)})`;
  throw new NativeCompileError(`a match pattern ending in ${t.kind}() is not supported`);
}

/**
 * The conditions (JS boolean expressions, all to hold) for node `v` to match steps[0..i], steps[i] describing `v`
 * itself; `testOwn` false skips the node test of steps[i] when the caller knows it holds.
 */
function matchFrom(steps: PatternStep[], i: number, v: string, s: Scope, testOwn = true): string[] {
  const step = steps[i]!;
  if (step.type === 'root') return testOwn ? [`${v}.kind === 9`] : [];
  const own = testOwn ? [`rt.testMatches(${v}, ${nodeTest(step.test, step.axis, s)})`] : [];
  if (step.predicates.length > 0) own.push(predicatesHold(step, v, s));
  if (i === 0) return own;
  const previous = steps[i - 1]!;
  if (previous.type === 'step' && previous.axis === 'descendant-or-self') {
    // `A//B`: some ancestor of B matches A (for `//B`, A is the root).
    const a = s.fresh('a');
    own.push(`rt.someAncestor(${v}, (${a}) => ${all(matchFrom(steps, i - 2, a, s))})`);
  } else {
    const parent = s.fresh('q');
    own.push(`((${parent}) => ${parent} !== null && ${all(matchFrom(steps, i - 1, parent, s))})(${v}.parent)`);
  }
  return own;
}

const all = (conditions: string[]) => (conditions.length === 0 ? 'true' : conditions.join(' && '));

/**
 * Predicates of a pattern step. Plain conditions are evaluated on the node alone; a predicate that may select by
 * position is evaluated, as XSLT defines, over the node's siblings on the same axis that pass the node test.
 */
function predicatesHold(step: Step, v: string, s: Scope): string {
  if (step.predicates.every((pred) => isConditionPredicate(pred, s.conditionVars))) {
    return step.predicates.map((pred) => `((c) => ${compileBoolean(pred, s)})(${v})`).join(' && ');
  }
  const preds = step.predicates.map((pred) => `(c, p, z) => ${compileSequence(pred, s)}`);
  return `rt.survivesPredicates(${v}, ${JSON.stringify(step.axis)}, ${nodeTest(step.test, step.axis, s)}, [${preds.join(', ')}])`;
}
