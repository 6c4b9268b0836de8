// A recursive-descent parser for XPath 2.0 (the grammar of the W3C recommendation, section A.1), producing
// the tree of ast.ts. Anything outside the grammar is a syntax error naming the offset; constructs the code
// generator cannot run are refused there, with their location.
import type { Axis, Expr, NodeTest, SequenceType } from './ast.js';
import { tokenize, XPathSyntaxError, type Token } from './lexer.js';

const AXES = new Set<Axis>([
  'child',
  'descendant',
  'descendant-or-self',
  'self',
  'attribute',
  'parent',
  'ancestor',
  'ancestor-or-self',
  'following-sibling',
  'preceding-sibling',
  'following',
  'preceding',
]);
const KIND_TESTS = new Set([
  'node',
  'text',
  'comment',
  'processing-instruction',
  'document-node',
  'element',
  'attribute',
  'schema-element',
  'schema-attribute',
  'item',
  'empty-sequence',
]);
const RESERVED_FUNCTION_NAMES = new Set([...KIND_TESTS, 'if', 'typeswitch']);
const GENERAL_COMPARISONS = new Set(['=', '!=', '<', '<=', '>', '>=']);
const VALUE_COMPARISONS = new Set(['eq', 'ne', 'lt', 'le', 'gt', 'ge']);

/** Parses one XPath 2.0 expression. */
export function parseXPath(expression: string): Expr {
  return new Parser(expression).parseAll();
}

class Parser {
  private readonly tokens: Token[];
  private index = 0;

  constructor(private readonly source: string) {
    this.tokens = tokenize(source);
  }

  parseAll(): Expr {
    const expr = this.expr();
    if (this.peek().kind !== 'end') this.fail('unexpected token');
    return expr;
  }

  // ---- token helpers ----
  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.index + offset, this.tokens.length - 1)]!;
  }
  private next(): Token {
    return this.tokens[this.index++]!;
  }
  private isSymbol(value: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t.kind === 'symbol' && t.value === value;
  }
  private isName(value: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t.kind === 'name' && t.value === value;
  }
  private expectSymbol(value: string): void {
    if (!this.isSymbol(value)) this.fail(`expected "${value}"`);
    this.index++;
  }
  private expectName(value: string): void {
    if (!this.isName(value)) this.fail(`expected "${value}"`);
    this.index++;
  }
  private fail(message: string): never {
    const t = this.peek();
    const found = t.kind === 'end' ? 'end of expression' : `"${'value' in t ? t.value : ''}"`;
    throw new XPathSyntaxError(`${message} (found ${found})`, this.source, t.at);
  }

  // ---- grammar ----
  private expr(): Expr {
    const first = this.exprSingle();
    if (!this.isSymbol(',')) return first;
    const items = [first];
    while (this.isSymbol(',')) {
      this.index++;
      items.push(this.exprSingle());
    }
    return { type: 'sequence', items };
  }

  private exprSingle(): Expr {
    if ((this.isName('for') || this.isName('some') || this.isName('every')) && this.isSymbol('$', 1)) {
      const keyword = (this.next() as { value: string }).value;
      const bindings: Array<{ name: string; in: Expr }> = [];
      do {
        if (bindings.length > 0) this.index++; // ','
        this.expectSymbol('$');
        const name = this.varName();
        this.expectName('in');
        bindings.push({ name, in: this.exprSingle() });
      } while (this.isSymbol(','));
      if (keyword === 'for') {
        this.expectName('return');
        return { type: 'for', bindings, body: this.exprSingle() };
      }
      this.expectName('satisfies');
      return { type: 'quantified', quantifier: keyword as 'some' | 'every', bindings, test: this.exprSingle() };
    }
    if (this.isName('if') && this.isSymbol('(', 1)) {
      this.index += 2;
      const condition = this.expr();
      this.expectSymbol(')');
      this.expectName('then');
      const then = this.exprSingle();
      this.expectName('else');
      return { type: 'if', condition, then, else: this.exprSingle() };
    }
    return this.orExpr();
  }

  private varName(): string {
    const t = this.next();
    if (t.kind !== 'name' || t.value.includes('*')) {
      this.index--;
      this.fail('expected a variable name');
    }
    return t.value;
  }

  private orExpr(): Expr {
    let left = this.andExpr();
    while (this.isName('or')) {
      this.index++;
      left = { type: 'or', left, right: this.andExpr() };
    }
    return left;
  }

  private andExpr(): Expr {
    let left = this.comparisonExpr();
    while (this.isName('and')) {
      this.index++;
      left = { type: 'and', left, right: this.comparisonExpr() };
    }
    return left;
  }

  private comparisonExpr(): Expr {
    const left = this.rangeExpr();
    const t = this.peek();
    if (t.kind === 'symbol' && GENERAL_COMPARISONS.has(t.value)) {
      this.index++;
      return { type: 'general', op: t.value as '=', left, right: this.rangeExpr() };
    }
    if (t.kind === 'name' && VALUE_COMPARISONS.has(t.value)) {
      this.index++;
      return { type: 'value', op: t.value as 'eq', left, right: this.rangeExpr() };
    }
    if ((t.kind === 'name' && t.value === 'is') || (t.kind === 'symbol' && (t.value === '<<' || t.value === '>>'))) {
      this.index++;
      return { type: 'node-compare', op: t.value as 'is', left, right: this.rangeExpr() };
    }
    return left;
  }

  private rangeExpr(): Expr {
    const left = this.additiveExpr();
    if (!this.isName('to')) return left;
    this.index++;
    return { type: 'range', left, right: this.additiveExpr() };
  }

  private additiveExpr(): Expr {
    let left = this.multiplicativeExpr();
    while (this.isSymbol('+') || this.isSymbol('-')) {
      const op = (this.next() as { value: string }).value as '+' | '-';
      left = { type: 'arith', op, left, right: this.multiplicativeExpr() };
    }
    return left;
  }

  private multiplicativeExpr(): Expr {
    let left = this.unionExpr();
    for (;;) {
      if (this.isSymbol('*')) {
        this.index++;
        left = { type: 'arith', op: '*', left, right: this.unionExpr() };
      } else if (this.isName('div') || this.isName('idiv') || this.isName('mod')) {
        const op = (this.next() as { value: string }).value as 'div';
        left = { type: 'arith', op, left, right: this.unionExpr() };
      } else return left;
    }
  }

  private unionExpr(): Expr {
    let left = this.intersectExceptExpr();
    while (this.isSymbol('|') || this.isName('union')) {
      this.index++;
      left = { type: 'set', op: 'union', left, right: this.intersectExceptExpr() };
    }
    return left;
  }

  private intersectExceptExpr(): Expr {
    let left = this.instanceofExpr();
    while (this.isName('intersect') || this.isName('except')) {
      const op = (this.next() as { value: string }).value as 'intersect' | 'except';
      left = { type: 'set', op, left, right: this.instanceofExpr() };
    }
    return left;
  }

  private instanceofExpr(): Expr {
    const operand = this.treatExpr();
    if (this.isName('instance') && this.isName('of', 1)) {
      this.index += 2;
      return { type: 'instance-of', operand, sequenceType: this.sequenceType() };
    }
    return operand;
  }

  private treatExpr(): Expr {
    const operand = this.castableExpr();
    if (this.isName('treat') && this.isName('as', 1)) {
      this.index += 2;
      return { type: 'treat', operand, sequenceType: this.sequenceType() };
    }
    return operand;
  }

  private castableExpr(): Expr {
    const operand = this.castExpr();
    if (this.isName('castable') && this.isName('as', 1)) {
      this.index += 2;
      return { type: 'castable', operand, ...this.singleType() };
    }
    return operand;
  }

  private castExpr(): Expr {
    const operand = this.unaryExpr();
    if (this.isName('cast') && this.isName('as', 1)) {
      this.index += 2;
      return { type: 'cast', operand, ...this.singleType() };
    }
    return operand;
  }

  private singleType(): { targetType: string; optional: boolean } {
    const t = this.next();
    if (t.kind !== 'name') {
      this.index--;
      this.fail('expected a type name');
    }
    const optional = this.isSymbol('?');
    if (optional) this.index++;
    return { targetType: t.value, optional };
  }

  private sequenceType(): SequenceType {
    const t = this.next();
    if (t.kind !== 'name') {
      this.index--;
      this.fail('expected a sequence type');
    }
    let type = t.value;
    if (this.isSymbol('(')) {
      // item(), node(), element(x), empty-sequence() …
      this.index++;
      let inner = '';
      while (!this.isSymbol(')')) {
        const part = this.next();
        if (part.kind === 'end') this.fail('unterminated sequence type');
        inner += 'value' in part ? String(part.value) : '';
      }
      this.index++;
      type = `${type}(${inner})`;
      if (type === 'empty-sequence()') return { type, occurrence: '' };
    }
    const o = this.peek();
    if (o.kind === 'symbol' && (o.value === '?' || o.value === '*' || o.value === '+')) {
      this.index++;
      return { type, occurrence: o.value as '?' };
    }
    return { type, occurrence: '' };
  }

  private unaryExpr(): Expr {
    if (this.isSymbol('-') || this.isSymbol('+')) {
      const op = (this.next() as { value: string }).value as '-' | '+';
      return { type: 'unary', op, operand: this.unaryExpr() };
    }
    return this.pathExpr();
  }

  private pathExpr(): Expr {
    if (this.isSymbol('/')) {
      this.index++;
      if (!this.startsStep()) return { type: 'root' };
      return this.relativePath([{ type: 'root' }]);
    }
    if (this.isSymbol('//')) {
      this.index++;
      return this.relativePath([{ type: 'root' }, descendantOrSelf()]);
    }
    return this.relativePath([]);
  }

  /** Whether the next token can begin a step (used after a leading `/`, which may stand alone). */
  private startsStep(): boolean {
    const t = this.peek();
    if (t.kind === 'name' || t.kind === 'number' || t.kind === 'string') return true;
    return t.kind === 'symbol' && ['@', '.', '..', '*', '$', '('].includes(t.value);
  }

  private relativePath(steps: Expr[]): Expr {
    steps.push(this.stepExpr());
    for (;;) {
      if (this.isSymbol('/')) {
        this.index++;
        steps.push(this.stepExpr());
      } else if (this.isSymbol('//')) {
        this.index++;
        steps.push(descendantOrSelf(), this.stepExpr());
      } else break;
    }
    return steps.length === 1 ? steps[0]! : { type: 'path', steps };
  }

  private stepExpr(): Expr {
    const t = this.peek();
    // Reverse/forward abbreviated steps
    if (t.kind === 'symbol' && t.value === '..') {
      this.index++;
      return { type: 'step', axis: 'parent', test: { kind: 'node' }, predicates: this.predicates() };
    }
    if (t.kind === 'symbol' && t.value === '@') {
      this.index++;
      return { type: 'step', axis: 'attribute', test: this.nodeTest(), predicates: this.predicates() };
    }
    if (t.kind === 'name' && AXES.has(t.value as Axis) && this.isSymbol('::', 1)) {
      this.index += 2;
      return { type: 'step', axis: t.value as Axis, test: this.nodeTest(), predicates: this.predicates() };
    }
    if (t.kind === 'symbol' && t.value === '*') {
      return { type: 'step', axis: 'child', test: this.nodeTest(), predicates: this.predicates() };
    }
    if (t.kind === 'name' && (!this.isSymbol('(', 1) || KIND_TESTS.has(t.value))) {
      return { type: 'step', axis: 'child', test: this.nodeTest(), predicates: this.predicates() };
    }
    // A filter expression: a primary expression with optional predicates.
    const base = this.primaryExpr();
    const predicates = this.predicates();
    return predicates.length === 0 ? base : { type: 'filter', base, predicates };
  }

  private nodeTest(): NodeTest {
    const t = this.next();
    if (t.kind === 'symbol' && t.value === '*') return { kind: 'name', prefix: null, local: null };
    if (t.kind !== 'name') {
      this.index--;
      this.fail('expected a node test');
    }
    if (KIND_TESTS.has(t.value) && this.isSymbol('(')) {
      this.index++;
      let argument: string | null = null;
      if (!this.isSymbol(')')) {
        const a = this.next();
        if (a.kind !== 'name' && !(a.kind === 'symbol' && a.value === '*')) this.fail('unsupported kind test argument');
        argument = a.value === '*' ? null : (a as { value: string }).value;
      }
      this.expectSymbol(')');
      switch (t.value) {
        case 'node':
        case 'text':
        case 'comment':
        case 'processing-instruction':
        case 'document-node':
          return { kind: t.value };
        case 'element':
        case 'attribute':
          return { kind: t.value, name: argument };
        default:
          this.index--;
          return this.fail(`kind test ${t.value}() is not supported`);
      }
    }
    const v = t.value;
    if (v.startsWith('*:')) return { kind: 'name', prefix: null, local: v.slice(2) };
    const colon = v.indexOf(':');
    if (colon < 0) return { kind: 'name', prefix: '', local: v };
    const local = v.slice(colon + 1);
    return { kind: 'name', prefix: v.slice(0, colon), local: local === '*' ? null : local };
  }

  private predicates(): Expr[] {
    const predicates: Expr[] = [];
    while (this.isSymbol('[')) {
      this.index++;
      predicates.push(this.expr());
      this.expectSymbol(']');
    }
    return predicates;
  }

  private primaryExpr(): Expr {
    const t = this.next();
    if (t.kind === 'string') return { type: 'string', value: t.value };
    if (t.kind === 'number') return { type: t.numberType, value: t.value };
    if (t.kind === 'symbol' && t.value === '$') return { type: 'var', name: this.varName() };
    if (t.kind === 'symbol' && t.value === '.') return { type: 'context' };
    if (t.kind === 'symbol' && t.value === '(') {
      if (this.isSymbol(')')) {
        this.index++;
        return { type: 'sequence', items: [] };
      }
      const inner = this.expr();
      this.expectSymbol(')');
      return inner.type === 'sequence' ? inner : { type: 'sequence', items: [inner] };
    }
    if (t.kind === 'name' && this.isSymbol('(') && !RESERVED_FUNCTION_NAMES.has(t.value)) {
      this.index++;
      const args: Expr[] = [];
      if (!this.isSymbol(')')) {
        args.push(this.exprSingle());
        while (this.isSymbol(',')) {
          this.index++;
          args.push(this.exprSingle());
        }
      }
      this.expectSymbol(')');
      return { type: 'call', name: t.value, args };
    }
    this.index--;
    return this.fail('expected an expression');
  }
}

function descendantOrSelf(): Expr {
  return { type: 'step', axis: 'descendant-or-self', test: { kind: 'node' }, predicates: [] };
}
