import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaLayers, unwrapSchema } from './layers.js';

const Named = z.object({ city: z.string() });
const Amount = z.union([z.string(), z.number()]).pipe(z.transform((v) => String(v)));

describe('schema layers', () => {
  it('reads through wrappers and lazy references to the innermost schema, outside in', () => {
    const field = z
      .lazy(() => Named)
      .nullable()
      .optional();
    expect(schemaLayers(field).map((l) => l._zod.def.type)).toEqual(['optional', 'nullable', 'lazy', 'object']);
    expect(unwrapSchema(field).inner).toBe(Named);
  });

  it('says whether the member may be absent and what its default is', () => {
    expect(unwrapSchema(z.string()).optional).toBe(false);
    expect(unwrapSchema(z.string().nullable()).optional).toBe(true);
    const typed = unwrapSchema(z.string().default('380'));
    expect(typed).toMatchObject({ optional: true, defaultValue: '380' });
    expect(typed.inner._zod.def.type).toBe('string');
  });

  it('reads a pipe at its input, or stops at it when asked', () => {
    expect(unwrapSchema(Amount.optional()).inner._zod.def.type).toBe('union');
    expect(unwrapSchema(Amount.optional(), { pipes: false }).inner).toBe(Amount);
    // A preprocessing step is not what the caller sends: the schema after it is.
    const preprocessed = z.preprocess((v) => v, Named);
    expect(unwrapSchema(preprocessed).inner).toBe(Named);
  });
});
