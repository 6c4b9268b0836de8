// Mapping back: every field of the model's answer, and nothing that would have to be guessed.
import { describe, expect, it } from 'vitest';
import { createAnonymizer } from '../../src/intelligent/anonymize/index.js';
import { mapBack } from '../../src/intelligent/parse/integrity.js';
import { leaves, mapLeaves } from '../../src/intelligent/parse/tree.js';
import { ModelInvoice, type StringTree } from '../../src/schemas/parse.js';
import { z } from '@hono/zod-openapi';

/** A full answer in the model schema: one line, one allowance, every object present, every leaf a placeholder. */
function skeleton(schema: z.ZodType): StringTree {
  let inner: z.ZodType = schema;
  while (inner instanceof z.ZodNullable || inner instanceof z.ZodOptional) inner = inner.unwrap() as z.ZodType;
  if (inner instanceof z.ZodObject)
    return Object.fromEntries(Object.entries(inner.shape as Record<string, z.ZodType>).map(([k, v]) => [k, skeleton(v)]));
  if (inner instanceof z.ZodArray) return [skeleton(inner.element as z.ZodType)];
  return '';
}

describe('mapping back', () => {
  const anonymizer = createAnonymizer();
  const { mapping, anonymizedText } = anonymizer.anonymize(
    'Anna Schmidt of Müller GmbH, Hauptstraße 5, 10115 Berlin, writes from anna@mueller.de. IBAN DE89 3704 0044 0532 0130 00.',
    { language: 'en' },
  );
  const placeholders = [...mapping.entries.keys()];

  it('maps a placeholder back in every field of the model schema', () => {
    expect(placeholders.length).toBeGreaterThanOrEqual(3);
    const shape = skeleton(ModelInvoice);
    const paths = leaves(shape).map((l) => l.path);
    expect(paths.length).toBeGreaterThan(90);
    const answer = mapLeaves(shape, ({ path }) => `${path}: ${placeholders[paths.indexOf(path) % placeholders.length]}`);
    const { tree, findings } = mapBack(answer, mapping, anonymizer);
    expect(findings).toEqual([]);
    for (const [i, { path, value }] of leaves(tree).entries()) {
      const placeholder = placeholders[i % placeholders.length]!;
      expect(value).toBe(`${path}: ${mapping.entries.get(placeholder)!.original}`);
    }
    expect(JSON.stringify(tree)).not.toMatch(/\[(PERSON|COMPANY|LOCATION)_\d+\]/);
    expect(anonymizedText).not.toContain('Anna');
  });

  it('reports each kind of failure by field, without values', () => {
    const ibanPlaceholder = [...mapping.entries].find(([, e]) => e.type === 'IBAN_CODE')![0];
    const answer: StringTree = {
      a: '[PERSON_77]', // invented
      b: '[COMPANY_1', // broken
      c: 'DE89 3704 0044 0532 0130 00', // personal data the text never showed the model
      d: 'plain text',
      e: null,
      f: ibanPlaceholder.slice(4), // a piece of a placeholder passes for data if nobody looks
    };
    const { findings } = mapBack(answer, mapping, anonymizer);
    expect(findings).toEqual([
      { field: 'a', problem: 'unknown_placeholder' },
      { field: 'b', problem: 'broken_placeholder' },
      { field: 'c', problem: 'unmapped_personal_data' },
      { field: 'f', problem: 'unmapped_placeholder' },
    ]);
  });
});
