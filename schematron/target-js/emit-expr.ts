// Translates one XPath 2.0 expression tree into a JavaScript expression over the native runtime
// (schematron/runtime/native/runtime.ts, reached as `rt` in the generated module).
//
// Conventions of the generated code:
// - every expression evaluates to a Sequence (an array; never mutated once built);
// - `c`, `p`, `z` are the focus: context item, position and size (path steps and predicates rebind them);
// - an expression used as a condition is compiled straight to a JS boolean (`compileBoolean`), so
//   `not(a = b) and exists(x)` allocates nothing;
// - variables are JS functions returning their (memoised) value, so lets are evaluated lazily, only when a
//   test uses them, as Saxon does: an unused let whose evaluation would fail must not fail the rule set.
import type { Axis, Expr, NodeTest } from '../frontend/xpath/ast.js';
import { REVERSE_AXES } from '../frontend/xpath/ast.js';

export class NativeCompileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NativeCompileError';
  }
}

export const FN_NS = 'http://www.w3.org/2005/xpath-functions';
export const XS_NS = 'http://www.w3.org/2001/XMLSchema';

/** What an expression can see while it is compiled. */
export interface Scope {
  /** XPath variable name → JS expression that yields its Sequence. */
  vars: ReadonlyMap<string, string>;
  namespaces: Readonly<Record<string, string>>;
  /** `${namespaceUri}|${local}#${arity}` → JS function name, for the XSLT functions a schema embeds. */
  userFunctions: ReadonlyMap<string, string>;
  /** Built-in functions the runtime provides (by local name in the fn namespace). */
  builtins: ReadonlySet<string>;
  /** Adds a module-level constant and returns its name (literals, hoisted name tests). */
  constant(js: string): string;
  /** A fresh JS identifier. */
  fresh(prefix: string): string;
  /** Registers a document() URI and returns the JS expression of the loaded document. */
  document(uri: string): string;
  /** Variables whose value is a condition (a boolean or nodes), so `[$v]` never selects by position. */
  conditionVars?: ReadonlySet<string>;
}

export function withVars(scope: Scope, vars: Iterable<[string, string]>): Scope {
  const merged = new Map(scope.vars);
  for (const [k, v] of vars) merged.set(k, v);
  return { ...scope, vars: merged };
}

const STATICALLY_BOOLEAN_CALLS = new Set(['not', 'boolean', 'exists', 'empty', 'true', 'false', 'contains', 'starts-with', 'ends-with', 'matches']);
/** Zero-argument forms that take the context item. */
const CONTEXT_DEFAULTS = new Set(['normalize-space', 'string', 'name', 'local-name', 'number', 'string-length', 'namespace-uri']);

/** Compiles an expression to a JS expression yielding a Sequence. */
export function compileSequence(e: Expr, s: Scope): string {
  switch (e.type) {
    case 'string':
      return s.constant(`[${JSON.stringify(e.value)}]`);
    case 'integer':
      return s.constant(`[${BigInt(e.value)}n]`);
    case 'decimal':
      return s.constant(`[rt.decimal(${JSON.stringify(e.value)})]`);
    case 'double':
      return s.constant(`[${Number(e.value)}]`);
    case 'var': {
      const v = s.vars.get(e.name);
      if (v === undefined) throw new NativeCompileError(`unknown variable $${e.name}`);
      return v;
    }
    case 'context':
      return '[c]';
    case 'root':
      return '[rt.root(c)]';
    case 'sequence':
      if (e.items.length === 0) return 'rt.EMPTY';
      if (e.items.length === 1) return compileSequence(e.items[0]!, s);
      return `rt.concat(${e.items.map((i) => compileSequence(i, s)).join(', ')})`;
    case 'path':
      return compilePath(optimizePath(e.steps), s);
    case 'step':
      return compileStep('[c]', e, s);
    case 'filter':
      return `rt.filter(${compileSequence(e.base, s)}, ${predicateList(e.predicates, s)})`;
    case 'or':
    case 'and':
    case 'general':
    case 'quantified':
    case 'castable':
      return `(${compileBoolean(e, s)} ? rt.TRUE : rt.FALSE)`;
    case 'value':
      return `rt.valueCompare(${JSON.stringify(e.op)}, ${compileSequence(e.left, s)}, ${compileSequence(e.right, s)})`;
    case 'arith':
      return `rt.arithmetic(${JSON.stringify(e.op)}, ${compileSequence(e.left, s)}, ${compileSequence(e.right, s)})`;
    case 'range':
      return `rt.rangeTo(${compileSequence(e.left, s)}, ${compileSequence(e.right, s)})`;
    case 'set':
      if (e.op !== 'union') throw new NativeCompileError(`the ${e.op} operator is not supported`);
      return `rt.union(${compileSequence(e.left, s)}, ${compileSequence(e.right, s)})`;
    case 'unary':
      return e.op === '-' ? `rt.negate(${compileSequence(e.operand, s)})` : `rt.unaryPlus(${compileSequence(e.operand, s)})`;
    case 'if':
      return `(${compileBoolean(e.condition, s)} ? ${compileSequence(e.then, s)} : ${compileSequence(e.else, s)})`;
    case 'for':
      return compileFor(e.bindings, e.body, s);
    case 'cast':
      return `rt.castAs(${compileSequence(e.operand, s)}, ${JSON.stringify(typeName(e.targetType, s))}, ${e.optional})`;
    case 'call':
      return compileCall(e, s);
    case 'node-compare':
    case 'instance-of':
    case 'treat':
      throw new NativeCompileError(`the ${e.type} expression is not supported`);
  }
}

/** Compiles an expression used as a condition (its effective boolean value) to a JS boolean expression. */
export function compileBoolean(e: Expr, s: Scope): string {
  switch (e.type) {
    case 'and':
      return `(${compileBoolean(e.left, s)} && ${compileBoolean(e.right, s)})`;
    case 'or':
      return `(${compileBoolean(e.left, s)} || ${compileBoolean(e.right, s)})`;
    case 'general':
      return `rt.generalCompare(${JSON.stringify(e.op)}, ${compileSequence(e.left, s)}, ${compileSequence(e.right, s)})`;
    case 'castable':
      return `rt.castableAs(${compileSequence(e.operand, s)}, ${JSON.stringify(typeName(e.targetType, s))}, ${e.optional})`;
    case 'quantified':
      return compileQuantified(e.quantifier, e.bindings, e.test, s);
    case 'sequence':
      if (e.items.length === 1) return compileBoolean(e.items[0]!, s);
      break;
    case 'if':
      return `(${compileBoolean(e.condition, s)} ? ${compileBoolean(e.then, s)} : ${compileBoolean(e.else, s)})`;
    case 'call': {
      const fn = functionName(e.name, s);
      if (fn.ns === FN_NS) {
        if (fn.local === 'true' && e.args.length === 0) return 'true';
        if (fn.local === 'false' && e.args.length === 0) return 'false';
        if (fn.local === 'not' && e.args.length === 1) return `!${compileBoolean(e.args[0]!, s)}`;
        if (fn.local === 'boolean' && e.args.length === 1) return compileBoolean(e.args[0]!, s);
        if (fn.local === 'exists' && e.args.length === 1) return existence(e.args[0]!, s) ?? `(${compileSequence(e.args[0]!, s)}.length !== 0)`;
        if (fn.local === 'empty' && e.args.length === 1) {
          const exists = existence(e.args[0]!, s);
          return exists ? `!${exists}` : `(${compileSequence(e.args[0]!, s)}.length === 0)`;
        }
      }
      break;
    }
    case 'step':
    case 'path':
      return existence(e, s) ?? `rt.ebv(${compileSequence(e, s)})`;
    default:
      break;
  }
  return `rt.ebv(${compileSequence(e, s)})`;
}

/**
 * Whether a plain path selects anything, without building its result: for paths of child, attribute and
 * (index-backed) descendant steps without predicates, from the context or the root, such as the hundreds of
 * `not(cac:X)` and `not(//cbc:Y/@z)` checks. The effective boolean value of nodes is their existence, so the
 * answer is the same; null when the path has another shape.
 */
function existence(e: Expr, s: Scope): string | null {
  if (e.type === 'sequence' && e.items.length === 1) return existence(e.items[0]!, s);
  const steps = e.type === 'path' ? optimizePath(e.steps) : e.type === 'step' ? [e] : null;
  if (!steps) return null;
  let start = 'c';
  let rest = steps;
  if (steps[0]!.type === 'root') {
    start = 'rt.root(c)';
    rest = steps.slice(1);
  }
  if (rest.length === 0) return null;
  const plain = rest.every(
    (step) =>
      step.type === 'step' &&
      step.predicates.length === 0 &&
      (step.axis === 'child' || step.axis === 'attribute' || step.axis === 'descendant' || step.axis === 'descendant-attribute'),
  );
  if (!plain) return null;
  const spec = (rest as Array<Extract<Expr, { type: 'step' }>>).map(
    (step) => `{ axis: ${JSON.stringify(step.axis)}, test: ${nodeTest(step.test, step.axis, s)} }`,
  );
  return `rt.pathExists(${start}, ${s.constant(`[${spec.join(', ')}]`)})`;
}

function compileCall(e: Extract<Expr, { type: 'call' }>, s: Scope): string {
  const fn = functionName(e.name, s);
  const arity = e.args.length;
  const user = s.userFunctions.get(`${fn.ns}|${fn.local}#${arity}`);
  if (user) return `${user}(${e.args.map((a) => compileSequence(a, s)).join(', ')})`;
  if (fn.ns === XS_NS) {
    if (arity !== 1) throw new NativeCompileError(`constructor function ${e.name} takes one argument`);
    return `rt.castAs(${compileSequence(e.args[0]!, s)}, ${JSON.stringify(`xs:${fn.local}`)}, true)`;
  }
  if (fn.ns !== FN_NS) throw new NativeCompileError(`unknown function ${e.name}#${arity}`);
  switch (fn.local) {
    case 'true':
    case 'false':
    case 'not':
    case 'boolean':
    case 'exists':
    case 'empty':
      return `(${compileBoolean(e, s)} ? rt.TRUE : rt.FALSE)`;
    case 'position':
      if (arity === 0) return '[BigInt(p)]';
      break;
    case 'last':
      if (arity === 0) return '[BigInt(z)]';
      break;
    case 'count':
      if (arity === 1) return `[BigInt(${compileSequence(e.args[0]!, s)}.length)]`;
      break;
    case 'document': {
      const arg = e.args[0];
      if (arity !== 1 || arg?.type !== 'string') throw new NativeCompileError('document() is supported with one string literal argument');
      return `[${s.document(arg.value)}]`;
    }
    default:
      break;
  }
  if (!s.builtins.has(fn.local)) throw new NativeCompileError(`function ${e.name}#${arity} is not supported by the native runtime`);
  const args = arity === 0 && CONTEXT_DEFAULTS.has(fn.local) ? ['[c]'] : e.args.map((a) => compileSequence(a, s));
  const ref = s.constant(`rt.fn(${JSON.stringify(fn.local)})`);
  return `${ref}(${args.join(', ')})`;
}

function functionName(name: string, s: Scope): { ns: string; local: string } {
  const colon = name.indexOf(':');
  if (colon < 0) return { ns: FN_NS, local: name };
  const prefix = name.slice(0, colon);
  const ns = prefix === 'fn' ? FN_NS : s.namespaces[prefix];
  if (ns === undefined) throw new NativeCompileError(`undeclared namespace prefix "${prefix}" in function ${name}`);
  return { ns, local: name.slice(colon + 1) };
}

function typeName(name: string, s: Scope): string {
  const colon = name.indexOf(':');
  const ns = colon < 0 ? undefined : s.namespaces[name.slice(0, colon)];
  if (ns !== XS_NS) throw new NativeCompileError(`type ${name} is not an XML Schema built-in type`);
  return `xs:${name.slice(colon + 1)}`;
}

function compileFor(bindings: Array<{ name: string; in: Expr }>, body: Expr, s: Scope): string {
  const out = s.fresh('out');
  let inner = '';
  let scope = s;
  const loops: string[] = [];
  for (const b of bindings) {
    const item = s.fresh('it');
    loops.push(`for (const ${item} of ${compileSequence(b.in, scope)}) {`);
    const v = s.fresh('v');
    loops.push(`const ${v} = [${item}];`);
    scope = withVars(scope, [[b.name, v]]);
  }
  inner = `${out}.push(...${compileSequence(body, scope)});`;
  return `(() => { const ${out} = []; ${loops.join(' ')} ${inner} ${'}'.repeat(bindings.length)} return ${out}; })()`;
}

function compileQuantified(quantifier: 'some' | 'every', bindings: Array<{ name: string; in: Expr }>, test: Expr, s: Scope): string {
  let scope = s;
  const loops: string[] = [];
  for (const b of bindings) {
    const item = s.fresh('it');
    const v = s.fresh('v');
    loops.push(`for (const ${item} of ${compileSequence(b.in, scope)}) { const ${v} = [${item}];`);
    scope = withVars(scope, [[b.name, v]]);
  }
  const condition = compileBoolean(test, scope);
  const hit = quantifier === 'some' ? `if (${condition}) return true;` : `if (!(${condition})) return false;`;
  return `(() => { ${loops.join(' ')} ${hit} ${'}'.repeat(bindings.length)} return ${quantifier === 'every'}; })()`;
}

// ---- paths ----

/** Whether a predicate can only ever be a condition (never a number selecting a position, never using the focus size/position). */
export function isConditionPredicate(e: Expr, conditionVars?: ReadonlySet<string>): boolean {
  if (usesPositionOrLast(e)) return false;
  switch (e.type) {
    case 'var':
      return conditionVars?.has(e.name) ?? false;
    case 'and':
    case 'or':
    case 'general':
    case 'value':
    case 'quantified':
    case 'castable':
    case 'string':
    case 'step':
    case 'root':
      return true;
    case 'path': // a path of axis steps selects nodes; one ending in another expression may give numbers
      return e.steps[e.steps.length - 1]!.type === 'step';
    case 'call':
      return STATICALLY_BOOLEAN_CALLS.has(e.name.replace(/^fn:/, ''));
    case 'sequence':
      return e.items.length === 1 && isConditionPredicate(e.items[0]!, conditionVars);
    default:
      return false;
  }
}

/** Whether position() or last() occurs outside any nested predicate or path step (which have their own focus). */
function usesPositionOrLast(e: Expr): boolean {
  if (e.type === 'call' && (e.name === 'position' || e.name === 'last') && e.args.length === 0) return true;
  if (e.type === 'step') return false;
  if (e.type === 'filter') return usesPositionOrLast(e.base);
  if (e.type === 'path') return usesPositionOrLast(e.steps[0]!);
  for (const value of Object.values(e)) {
    if (Array.isArray(value)) {
      for (const v of value) {
        const child = v && typeof v === 'object' && 'in' in v ? (v as { in: Expr }).in : (v as Expr);
        if (child && typeof child === 'object' && 'type' in child && usesPositionOrLast(child)) return true;
      }
    } else if (value && typeof value === 'object' && 'type' in value && usesPositionOrLast(value as Expr)) return true;
  }
  return false;
}

/**
 * `X//name[cond]` is descendant-or-self::node()/child::name[cond]; when every predicate is a plain condition it
 * selects exactly descendant::name[cond], which the runtime answers from its element index.
 */
export function optimizePath(steps: Expr[]): Expr[] {
  const out: Expr[] = [];
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    const next = steps[i + 1];
    const anyDescendant = step.type === 'step' && step.axis === 'descendant-or-self' && step.test.kind === 'node' && step.predicates.length === 0;
    const branches = next ? unionOfChildSteps(next) : null;
    if (anyDescendant && next?.type === 'step' && next.axis === 'attribute' && next.predicates.every((pred) => isConditionPredicate(pred))) {
      // `//@x` visits every node only to ask for its attributes; the runtime walks just the elements.
      out.push({ ...next, axis: 'descendant-attribute' });
      i++;
    } else if (anyDescendant && branches) {
      // `//(a | b)` likewise selects descendant::a | descendant::b.
      const descendants: Expr[] = branches.map((b) => ({ ...b, axis: 'descendant' }));
      out.push(descendants.length === 1 ? descendants[0]! : descendants.reduce((left, right) => ({ type: 'set', op: 'union', left, right })));
      i++;
    } else out.push(step);
  }
  return out;
}

/** The child steps of `a`, `(a | b | …)`, when none of them can select by position; else null. */
function unionOfChildSteps(e: Expr): Array<Extract<Expr, { type: 'step' }>> | null {
  if (e.type === 'sequence' && e.items.length === 1) return unionOfChildSteps(e.items[0]!);
  if (e.type === 'set' && e.op === 'union') {
    const left = unionOfChildSteps(e.left);
    const right = unionOfChildSteps(e.right);
    return left && right ? [...left, ...right] : null;
  }
  if (e.type === 'step' && e.axis === 'child' && e.predicates.every((pred) => isConditionPredicate(pred))) return [e];
  return null;
}

function compilePath(steps: Expr[], s: Scope): string {
  let js: string;
  let rest = steps.slice(1);
  const first = steps[0]!;
  if (first.type === 'step') js = compileStep('[c]', first, s);
  else if (first.type === 'root' && rest[0]?.type === 'step') {
    js = compileStep('[c]', rest[0], s, 'rt.root(c)');
    rest = rest.slice(1);
  } else js = compileSequence(first, s);
  for (const step of rest) {
    if (step.type === 'step') js = compileStep(js, step, s);
    else js = `rt.mapPath(${js}, (c, p, z) => ${compileSequence(step, s)})`;
  }
  return js;
}

/**
 * `child::x[@a = $v]` or `child::x[@a = 'literal']`: the code-list lookups of the Factur-X rules
 * (`document(…)/codedb/cl[@id = 7]/enumeration[@value = $code]`, thousands of entries for unit codes). The runtime
 * answers them from an index of the children by attribute value when the compared values are strings or untyped
 * (string equality, exactly what the general comparison does then), and with the general comparison otherwise.
 */
function attributeLookup(input: string, step: Extract<Expr, { type: 'step' }>, s: Scope): string | null {
  if (step.axis !== 'child' || step.predicates.length !== 1 || step.test.kind !== 'name' || step.test.local === null || step.test.prefix === null)
    return null;
  const pred = step.predicates[0]!;
  if (pred.type !== 'general' || pred.op !== '=') return null;
  const attribute = pred.left;
  if (
    attribute.type !== 'step' ||
    attribute.axis !== 'attribute' ||
    attribute.predicates.length > 0 ||
    attribute.test.kind !== 'name' ||
    attribute.test.local === null ||
    attribute.test.prefix === null
  )
    return null;
  if (pred.right.type !== 'var' && pred.right.type !== 'string') return null;
  const childTest = nodeTest(step.test, 'child', s);
  const attributeTest = nodeTest(attribute.test, 'attribute', s);
  return `rt.childrenWithAttribute(${input}, ${childTest}, ${attributeTest}, ${compileSequence(pred.right, s)})`;
}

/** An axis step over `input` (a Sequence), or from the single item `fromItem` when given. */
function compileStep(input: string, step: Extract<Expr, { type: 'step' }>, s: Scope, fromItem?: string): string {
  const lookup = attributeLookup(fromItem !== undefined ? `[${fromItem}]` : input, step, s);
  if (lookup !== null) return lookup;
  const test = nodeTest(step.test, step.axis, s);
  const preds = step.predicates.length === 0 ? 'null' : predicateList(step.predicates, s);
  const args = `${JSON.stringify(step.axis)}, ${test}, ${preds}, ${REVERSE_AXES.has(step.axis)}`;
  // From one item (the context, the root: the most common cases) no input array needs building.
  if (fromItem !== undefined) return `rt.stepFromItem(${fromItem}, ${args})`;
  return input === '[c]' ? `rt.stepFromItem(c, ${args})` : `rt.axisStep(${input}, ${args})`;
}

/** Predicates as functions of the focus: a condition returns a JS boolean, anything else a Sequence. */
function predicateList(predicates: Expr[], s: Scope): string {
  return `[${predicates
    .map((pred) => {
      if (pred.type === 'integer') return `(c, p) => p === ${Number(pred.value)}`;
      if (pred.type === 'call' && pred.name === 'last' && pred.args.length === 0) return '(c, p, z) => p === z';
      if (isConditionPredicate(pred, s.conditionVars)) return `(c, p, z) => ${compileBoolean(pred, s)}`;
      return `(c, p, z) => ${compileSequence(pred, s)}`;
    })
    .join(', ')}]`;
}

/**
 * A node test as a hoisted constant the runtime understands: `{ k: kind, ns, local }` where null means any.
 * The principal node kind of the attribute axis is attribute, of every other axis element.
 */
export function nodeTest(test: NodeTest, axis: Axis, s: Scope): string {
  const principal = axis === 'attribute' || axis === 'descendant-attribute' ? 2 : 1;
  switch (test.kind) {
    case 'name': {
      let ns: string | null = null;
      if (test.prefix === '') ns = '';
      else if (test.prefix !== null) {
        const uri = s.namespaces[test.prefix];
        if (uri === undefined) throw new NativeCompileError(`undeclared namespace prefix "${test.prefix}"`);
        ns = uri;
      }
      const key = ns !== null && test.local !== null ? JSON.stringify(`${ns}|${test.local}`) : 'null';
      return s.constant(`{ k: ${principal}, ns: ${JSON.stringify(ns)}, local: ${JSON.stringify(test.local)}, key: ${key} }`);
    }
    case 'node':
      return s.constant('{ k: 0, ns: null, local: null, key: null }');
    case 'text':
      return s.constant('{ k: 3, ns: null, local: null, key: null }');
    case 'comment':
      return s.constant('{ k: 8, ns: null, local: null, key: null }');
    case 'processing-instruction':
      return s.constant('{ k: 7, ns: null, local: null, key: null }');
    case 'document-node':
      return s.constant('{ k: 9, ns: null, local: null, key: null }');
    case 'element':
    case 'attribute': {
      if (test.name !== null) throw new NativeCompileError(`${test.kind}(name) tests are not supported`);
      return s.constant(`{ k: ${test.kind === 'element' ? 1 : 2}, ns: null, local: null, key: null }`);
    }
  }
}
