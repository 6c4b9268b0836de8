// What each field of the canonical invoice is, read from the invoice schema itself: its description and the
// EN 16931 business term (BT-…) the description names. A field added to the schema later is labelled the same
// way without a change here: the renderer shows it under its business term's name in the reader's language.
import { getOpenApiMetadata } from '@asteasolutions/zod-to-openapi';
import { Invoice } from '../en16931/invoice.js';
import { type AnySchema, unwrapSchema } from '../schemas/layers.js';

export interface FieldTerm {
  /** The business term (BT-…) or group (BG-…) the field carries at this path, when its description names one. */
  bt: string | null;
  /** The schema's description of the field. */
  description: string;
}

/** Roles a description may name a term for ("seller BT-27, buyer BT-44"), by the path's first segment. */
const ROLE_OF_SEGMENT: Record<string, string> = {
  seller: 'seller',
  buyer: 'buyer',
  delivery: 'deliver-to',
  payee: 'payee',
  tax_representative: 'tax representative',
  // A line's period: the Period schema names the invoicing period first.
  lines: 'line period',
};

/** The term a description names for the field at `path`: the one after the path's role, else the first. */
export function termOf(description: string, path: string): string | null {
  const role = ROLE_OF_SEGMENT[path.split('.')[0] ?? ''];
  if (role) {
    const m = new RegExp(`${role}\\s+(B[TG]-\\d+(?:-\\d+)?)`, 'i').exec(description);
    if (m) return m[1]!.toUpperCase();
  }
  const first = /\b(B[TG]-\d+(?:-\d+)?)\b/.exec(description);
  return first ? first[1]! : null;
}

function walk(schema: AnySchema, path: string, out: Map<string, FieldTerm>): void {
  if (path) {
    const description = (getOpenApiMetadata(schema) as { description?: string }).description ?? '';
    out.set(path, { bt: termOf(description, path), description });
  }
  const { inner } = unwrapSchema(schema);
  const def = inner._zod.def;
  if (def.type === 'object') {
    for (const [key, child] of Object.entries(def.shape as Record<string, AnySchema>)) walk(child, path ? `${path}.${key}` : key, out);
  } else if (def.type === 'array') {
    walk(def.element as AnySchema, `${path}.*`, out);
  }
}

let terms: Map<string, FieldTerm> | undefined;

/** The schema's entry for a field path (`lines.3.note` and `lines.*.note` are the same field); null when unknown. */
export function fieldTerm(path: string): FieldTerm | null {
  if (!terms) {
    terms = new Map();
    walk(Invoice as unknown as AnySchema, '', terms);
  }
  return terms.get(path.replace(/\.\d+(?=\.|$)/g, '.*')) ?? null;
}
