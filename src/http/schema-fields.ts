// Which fields a request schema knows at a given place of the body. Used to name the field a caller
// probably meant when they sent one the schema does not know (`purchase_order_ref`).
import type { z } from '@hono/zod-openapi';
import { closest, distance } from 'fastest-levenshtein';
import { unwrapSchema } from '../../core/schemas/layers.js';

type Schema = z.core.$ZodType;
type Segment = string | number;

interface Def {
  type: string;
  element?: Schema;
  options?: readonly Schema[];
  shape?: Record<string, Schema>;
}

const defOf = (schema: Schema): Def => schema._zod.def as unknown as Def;

/** The schemas a value at this place may be checked against, wrappers (optional, default, pipes, unions) removed. */
function alternatives(schema: Schema): Schema[] {
  const { inner } = unwrapSchema(schema);
  const def = defOf(inner);
  return def.type === 'union' ? def.options!.flatMap(alternatives) : [inner];
}

/** The object field names the schema accepts at `path` (array indexes step into the element type). */
export function fieldsAt(root: Schema, path: readonly Segment[]): string[] {
  let current = alternatives(root);
  for (const segment of path) {
    const next: Schema[] = [];
    for (const schema of current) {
      const def = defOf(schema);
      if (def.type === 'object' && typeof segment === 'string' && def.shape && segment in def.shape) next.push(...alternatives(def.shape[segment]!));
      else if (def.type === 'array' && typeof segment === 'number') next.push(...alternatives(def.element!));
    }
    current = next;
  }
  const names = new Set<string>();
  for (const schema of current) {
    const def = defOf(schema);
    if (def.type === 'object' && def.shape) for (const key of Object.keys(def.shape)) names.add(key);
  }
  return [...names];
}

/**
 * The known field a mistyped name most likely meant: a close spelling (at most a third of the letters
 * differ), or a known name the sent one abbreviates or extends (`purchase_order_ref`, `iban_code`).
 */
export function likelyMeant(sent: string, known: readonly string[]): string | null {
  if (known.length === 0) return null;
  const lower = sent.toLowerCase();
  const exactCase = known.find((k) => k.toLowerCase() === lower);
  if (exactCase) return exactCase;
  const best = closest(lower, [...known]);
  if (distance(lower, best) <= Math.max(1, Math.floor(lower.length / 3))) return best;
  if (lower.length >= 4) {
    const containing = known.filter((k) => k.startsWith(lower) || lower.startsWith(k));
    if (containing.length === 1) return containing[0]!;
  }
  return null;
}
