// The syntax tree of the XPath 2.0 subset the official rule sets use (inventory: `npx tsx rules/inventory.ts`).
// Names are kept as written (prefix:local); the code generator resolves prefixes with the schema's namespaces.

export type Axis =
  | 'child'
  | 'descendant'
  | 'descendant-or-self'
  | 'self'
  | 'attribute'
  | 'parent'
  | 'ancestor'
  | 'ancestor-or-self'
  | 'following-sibling'
  | 'preceding-sibling'
  | 'following'
  | 'preceding'
  // Never written in XPath: the optimizer's name for `descendant-or-self::node()/attribute::x` (see optimizePath).
  | 'descendant-attribute';

export const REVERSE_AXES: ReadonlySet<Axis> = new Set(['parent', 'ancestor', 'ancestor-or-self', 'preceding-sibling', 'preceding']);

/** What a step selects: a name test (`*`, `p:*`, `*:l`, `p:l`) or a kind test (`node()`, `text()`, …). */
export type NodeTest =
  | { kind: 'name'; prefix: string | null; local: string | null } // null = wildcard; prefix null + local = no prefix
  | { kind: 'node' | 'text' | 'comment' | 'processing-instruction' | 'document-node' }
  | { kind: 'element' | 'attribute'; name: string | null }; // element(), element(x), attribute(), attribute(x)

export type SequenceType = { type: string; occurrence: '' | '?' | '*' | '+' } | { type: 'empty-sequence()'; occurrence: '' };

export type Expr =
  | { type: 'string'; value: string }
  | { type: 'integer'; value: string }
  | { type: 'decimal'; value: string }
  | { type: 'double'; value: string }
  | { type: 'var'; name: string }
  | { type: 'context' }
  | { type: 'root' } // the leading `/` of an absolute path (root of the context node's tree)
  | { type: 'call'; name: string; args: Expr[] }
  | { type: 'sequence'; items: Expr[] }
  | { type: 'path'; steps: Expr[] } // E1/E2/…: each step evaluated with every item of the previous as context
  | { type: 'step'; axis: Axis; test: NodeTest; predicates: Expr[] }
  | { type: 'filter'; base: Expr; predicates: Expr[] }
  | { type: 'or' | 'and'; left: Expr; right: Expr }
  | { type: 'general'; op: '=' | '!=' | '<' | '<=' | '>' | '>='; left: Expr; right: Expr }
  | { type: 'value'; op: 'eq' | 'ne' | 'lt' | 'le' | 'gt' | 'ge'; left: Expr; right: Expr }
  | { type: 'node-compare'; op: 'is' | '<<' | '>>'; left: Expr; right: Expr }
  | { type: 'arith'; op: '+' | '-' | '*' | 'div' | 'idiv' | 'mod'; left: Expr; right: Expr }
  | { type: 'range'; left: Expr; right: Expr }
  | { type: 'set'; op: 'union' | 'intersect' | 'except'; left: Expr; right: Expr }
  | { type: 'unary'; op: '-' | '+'; operand: Expr }
  | { type: 'if'; condition: Expr; then: Expr; else: Expr }
  | { type: 'for'; bindings: Array<{ name: string; in: Expr }>; body: Expr }
  | { type: 'quantified'; quantifier: 'some' | 'every'; bindings: Array<{ name: string; in: Expr }>; test: Expr }
  | { type: 'cast' | 'castable'; operand: Expr; targetType: string; optional: boolean }
  | { type: 'instance-of' | 'treat'; operand: Expr; sequenceType: SequenceType };
