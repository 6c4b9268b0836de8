// What each field of the Invoice schema is: its kind (how to normalise it), its own zod schema (how to check it),
// and whether convert requires it. Read once from the convert schema, so parse follows it when it changes.
import { z } from '@hono/zod-openapi';
import { Invoice } from '../../schemas/invoice.js';
import { CountryCode, CurrencyCode, Decimal, IsoDate, primitiveOf } from '../../../core/schemas/primitives.js';
import { unwrapSchema } from '../../../core/schemas/layers.js';

export type FieldKind = 'decimal' | 'date' | 'currency' | 'country' | 'boolean' | 'text' | 'list';

export interface FieldSpec {
  /** Path pattern with `*` for array indexes, e.g. lines.*.quantity. */
  pattern: string;
  kind: FieldKind;
  schema: z.ZodType;
  /** Required whenever its parent object is present. */
  required: boolean;
  /** Nearest optional ancestor object (pattern), or null when only the invoice root contains it. */
  optionalAncestor: string | null;
  /** Default convert applies when absent (e.g. type_code 380). */
  defaultValue?: string;
}

function kindOf(field: z.ZodType): FieldKind {
  const leaf = primitiveOf(field);
  if (leaf === Decimal) return 'decimal';
  if (leaf === IsoDate) return 'date';
  if (leaf === CurrencyCode) return 'currency';
  if (leaf === CountryCode) return 'country';
  if (field instanceof z.ZodBoolean) return 'boolean';
  if (field instanceof z.ZodArray) return 'list';
  return 'text';
}

function collect(schema: z.ZodType, pattern: string, ancestor: string | null, out: Map<string, FieldSpec>): void {
  const unwrapped = unwrapSchema(schema, { pipes: false });
  const inner = unwrapped.inner as unknown as z.ZodType;
  const optional = unwrapped.optional;
  const defaultValue = typeof unwrapped.defaultValue === 'string' ? unwrapped.defaultValue : undefined;
  if (inner instanceof z.ZodObject) {
    const nextAncestor = optional ? pattern : ancestor;
    for (const [key, member] of Object.entries(inner.shape as Record<string, z.ZodType>)) {
      collect(member, pattern ? `${pattern}.${key}` : key, nextAncestor, out);
    }
  } else if (inner instanceof z.ZodArray && inner.element instanceof z.ZodObject) {
    collect(inner.element as z.ZodType, `${pattern}.*`, optional ? pattern : ancestor, out);
  } else {
    out.set(pattern, { pattern, kind: kindOf(inner), schema: inner, required: !optional, optionalAncestor: ancestor, defaultValue });
  }
}

export const FIELD_SPECS: ReadonlyMap<string, FieldSpec> = (() => {
  const out = new Map<string, FieldSpec>();
  collect(Invoice, '', null, out);
  return out;
})();
