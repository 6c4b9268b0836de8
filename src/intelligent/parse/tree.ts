// Walking the invoice as a tree of leaves addressed by dot paths (seller.address.city, lines.0.quantity).
import type { StringTree } from '../../schemas/parse.js';

export interface Leaf {
  path: string;
  value: string | null;
}

/** Every leaf of a string tree, depth first, in member order. Empty objects and arrays have no leaves. */
export function leaves(tree: StringTree, prefix = ''): Leaf[] {
  if (tree === null || typeof tree === 'string') return [{ path: prefix, value: tree }];
  const out: Leaf[] = [];
  const entries = Array.isArray(tree) ? tree.map((v, i) => [String(i), v] as const) : Object.entries(tree);
  for (const [key, child] of entries) out.push(...leaves(child, prefix ? `${prefix}.${key}` : key));
  return out;
}

/** Copies a tree, replacing each leaf by what `fn` returns for it. */
export function mapLeaves(tree: StringTree, fn: (leaf: Leaf) => string | null, prefix = ''): StringTree {
  if (tree === null || typeof tree === 'string') return fn({ path: prefix, value: tree });
  if (Array.isArray(tree)) return tree.map((child, i) => mapLeaves(child, fn, prefix ? `${prefix}.${i}` : String(i)));
  const out: { [key: string]: StringTree } = {};
  for (const [key, child] of Object.entries(tree)) out[key] = mapLeaves(child, fn, prefix ? `${prefix}.${key}` : key);
  return out;
}

/** Reads the value at a dot path; undefined when a step is missing. */
export function getPath(tree: unknown, path: string): unknown {
  let node: unknown = tree;
  for (const step of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[step];
  }
  return node;
}

/** Writes a value at a dot path, creating intermediate objects (never arrays) on the way. */
export function setPath(tree: Record<string, unknown>, path: string, value: unknown): void {
  const steps = path.split('.');
  let node: Record<string, unknown> = tree;
  for (const step of steps.slice(0, -1)) {
    const next = node[step];
    if (next === null || typeof next !== 'object') node[step] = {};
    node = node[step] as Record<string, unknown>;
  }
  node[steps[steps.length - 1]!] = value;
}

/** Replaces numeric steps by `*`: lines.3.quantity → lines.*.quantity. */
export function pattern(path: string): string {
  return path.replace(/(^|\.)\d+(?=\.|$)/g, '$1*');
}
