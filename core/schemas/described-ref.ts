// A named schema used as a field with the field's own description. Calling `.openapi({ description })` or
// `.nullable()` on a named schema directly makes the OpenAPI generator build the shared component from that
// wrapper when it meets it first (the component then takes the field's description and nullability). Behind a
// lazy reference the component stays as declared and the field becomes `$ref` (or `$ref` or null) with its
// own description. Validation is unchanged: the lazy schema runs the named one directly.
import { z } from '@hono/zod-openapi';

/** The named schema as a field that holds it, described for this field. */
export function describedRef<T extends z.ZodType>(schema: T, description: string) {
  return z.lazy(() => schema).openapi({ description });
}

/** The named schema or null, described for this field (say in the description what null means). */
export function nullableRef<T extends z.ZodType>(schema: T, description: string) {
  return z
    .lazy(() => schema)
    .nullable()
    .openapi({ description });
}
