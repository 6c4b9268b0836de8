// A field's schema is often wrapped: optional, nullable, a default, a lazy reference to a named schema
// (described-ref.ts), a pipe. Every walker of the invoice schema (business terms, renderer labels, parse
// field kinds, the model's twin schema, the unknown-field hint) needs the same unwrapping, so it lives here.
import type { z } from 'zod';

export type SchemaDef = Record<string, unknown> & { type: string };
/** A schema with its definition readable by kind (`type`), as every walker here reads it. */
export type AnySchema = z.ZodType & { _zod: { def: SchemaDef } };

/** Wrappers that hold one inner schema as `innerType`. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch']);
/** Wrappers that let the member be absent or null. */
const MAY_BE_ABSENT = new Set(['optional', 'nullable', 'default']);

/**
 * `pipes: false` stops at a pipe: the shared field types (a decimal read from a string or a number) are pipes,
 * and a walker that asks which shared type a field is (primitives.ts) needs the pipe itself.
 */
export interface LayerOptions {
  pipes?: boolean;
}

/**
 * The schema's layers from the outside in, ending at the innermost schema: wrappers, lazy references and
 * pipes removed one by one. A pipe is read at its input, unless the input is a preprocessing function (then
 * at what the function's result is checked against).
 */
export function schemaLayers(schema: z.core.$ZodType, { pipes = true }: LayerOptions = {}): AnySchema[] {
  let s = schema as unknown as AnySchema;
  const out = [s];
  // A bound instead of a loop on `true`: a self-referencing lazy schema must not hang the walker.
  for (let depth = 0; depth < 20; depth++) {
    const def = s._zod.def;
    if (WRAPPERS.has(def.type)) s = def.innerType as AnySchema;
    else if (def.type === 'lazy') s = (def.getter as () => AnySchema)();
    else if (def.type === 'pipe' && pipes) s = (def.in as AnySchema)._zod.def.type === 'transform' ? (def.out as AnySchema) : (def.in as AnySchema);
    else break;
    out.push(s);
  }
  return out;
}

/** The innermost schema (an object, array or leaf), whether a wrapper lets the member be absent, and its default. */
export function unwrapSchema(schema: z.core.$ZodType, options: LayerOptions = {}): { inner: AnySchema; optional: boolean; defaultValue: unknown } {
  const layers = schemaLayers(schema, options);
  const withDefault = layers.find((l) => l._zod.def.type === 'default');
  return {
    inner: layers[layers.length - 1]!,
    optional: layers.some((l) => MAY_BE_ABSENT.has(l._zod.def.type)),
    defaultValue: withDefault?._zod.def.defaultValue,
  };
}
