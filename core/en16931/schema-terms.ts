// The business terms a schema's descriptions name, field by field: every description met on the way to a
// field (the field's own, and those of the wrappers and named schemas it is built from) read for BT/BG ids.
// The check of the canonical invoice against the norm's list of terms reads the invoice schema through this.
import { getOpenApiMetadata } from '@asteasolutions/zod-to-openapi';
import type { z } from 'zod';
import { type AnySchema, schemaLayers } from '../schemas/layers.js';

export interface DescribedField {
  /** Field path, `*` for the items of a list (`lines.*.period.start_date`). */
  path: string;
  /** Every description of the field and of the schemas it wraps, outermost first. */
  descriptions: string[];
  /** The BT/BG ids these descriptions name (`BT-29-1` included), in order of appearance. */
  terms: string[];
  /** The caller may leave the field out (optional without a default). */
  optional: boolean;
}

const TERM_ID = /\bB[TG]-\d+(?:-\d+)?\b/g;

/** Every field of `schema` (objects and list items, depth first) with the descriptions and terms it names. */
export function describedFields(schema: z.ZodType): DescribedField[] {
  const out: DescribedField[] = [];
  const walk = (node: AnySchema, path: string) => {
    const all = schemaLayers(node);
    if (path) {
      const descriptions = [
        ...new Set(all.map((s) => (getOpenApiMetadata(s) as { description?: string } | undefined)?.description).filter((d): d is string => !!d)),
      ];
      const terms = [...new Set(descriptions.flatMap((d) => d.match(TERM_ID) ?? []))];
      const types = all.map((s) => s._zod.def.type);
      out.push({ path, descriptions, terms, optional: types.includes('optional') && !types.includes('default') });
    }
    const def = all[all.length - 1]!._zod.def;
    if (def.type === 'object') {
      for (const [key, child] of Object.entries(def.shape as Record<string, AnySchema>)) walk(child, path ? `${path}.${key}` : key);
    } else if (def.type === 'array') {
      walk(def.element as AnySchema, `${path}.*`);
    }
  };
  walk(schema as AnySchema, '');
  return out;
}
