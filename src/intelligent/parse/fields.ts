// From the re-identified answer to checked fields: every field path gets a normalised value and a status.
// `extracted` = written in the text, with the span it is written at; `inferred` = worked out (from other fields, or
// the provider's reading); `default` = filled from the request context or a convert default; `missing`;
// `invalid` = present but unusable, or a number or date the text does not write (then dropped).
import type { FieldStatus, StringTree } from '../../schemas/parse.js';
import { FIELD_SPECS, type FieldSpec } from './field-kinds.js';
import { locate, nearest, type Evidence, type Span } from './evidence.js';
import { normaliseBoolean, normaliseCountry, normaliseCurrency, normaliseDate, normaliseDecimal } from './normalize.js';
import { getPath, leaves } from './tree.js';

export type FieldValue = string | boolean | string[] | null;

export interface Field {
  value: FieldValue;
  status: FieldStatus;
  spec: FieldSpec;
  /** Where the original text writes the value; set exactly when the status is `extracted`. */
  span?: Span;
}

/** Ordered: path → field. Paths of array members carry their index (lines.0.quantity). */
export type Fields = Map<string, Field>;

/** Array members of the answer that hold at least one value (a model often pads with empty rows). */
export function memberCount(tree: StringTree, arrayPath: string): number {
  const list = getPath(tree, arrayPath);
  return Array.isArray(list) ? list.length : 0;
}

/** Expands the spec patterns with the indexes the answer has, in schema order. */
export function fieldPaths(tree: StringTree): Array<{ path: string; spec: FieldSpec }> {
  const out: Array<{ path: string; spec: FieldSpec }> = [];
  // Each array is counted once, not once per member field (a line has dozens).
  const counts = new Map<string, number>();
  for (const spec of FIELD_SPECS.values()) {
    const star = spec.pattern.indexOf('*');
    if (star < 0) out.push({ path: spec.pattern, spec });
    else {
      const arrayPath = spec.pattern.slice(0, star - 1);
      let count = counts.get(arrayPath);
      if (count === undefined) counts.set(arrayPath, (count = memberCount(tree, arrayPath)));
      const [before, after] = [spec.pattern.slice(0, star), spec.pattern.slice(star + 1)];
      for (let i = 0; i < count; i++) out.push({ path: `${before}${i}${after}`, spec });
    }
  }
  return out;
}

/** Removes array members without any value, so `lines` holds only real lines. */
export function dropEmptyMembers(tree: StringTree): StringTree {
  if (tree === null || typeof tree === 'string') return tree;
  if (Array.isArray(tree)) return tree.map(dropEmptyMembers).filter((m) => hasValue(m));
  const out: { [key: string]: StringTree } = {};
  for (const [key, child] of Object.entries(tree)) out[key] = dropEmptyMembers(child);
  return out;
}

function hasValue(tree: StringTree): boolean {
  if (tree === null) return false;
  if (typeof tree === 'string') return tree.trim() !== '';
  return (Array.isArray(tree) ? tree : Object.values(tree)).some(hasValue);
}

type TextForm = 'code' | 'identifier' | 'nip' | 'nif' | 'plain';

/** How a text field is written in the invoice, judged once per field spec. */
const textForms = new Map<FieldSpec, TextForm>();
function textFormOf(spec: FieldSpec): TextForm {
  let form = textForms.get(spec);
  if (form === undefined) {
    const p = spec.pattern;
    form = /(^|\.)(vat_category|unit|means_code|scheme|type_code)$/.test(p)
      ? 'code'
      : /(^|\.)(vat_id|iban|bic|siret_seller|siret_buyer)$/.test(p)
        ? 'identifier'
        : /(^|\.)(nip_seller|nip_buyer)$/.test(p)
          ? 'nip'
          : /(^|\.)nif_seller$/.test(p)
            ? 'nif'
            : 'plain';
    textForms.set(spec, form);
  }
  return form;
}

/** Normalises one written value to the form convert expects; null when it cannot be read. */
export function normaliseValue(raw: string, spec: FieldSpec, language: string): { value: string | boolean; ambiguous: boolean } | null {
  const text = raw.trim();
  switch (spec.kind) {
    case 'decimal': {
      const n = normaliseDecimal(text.replace(/\s*%$/, ''), language);
      return n && { value: n.value, ambiguous: n.ambiguous };
    }
    case 'date': {
      const d = normaliseDate(text);
      return d === null ? null : { value: d, ambiguous: false };
    }
    case 'currency': {
      const c = normaliseCurrency(text);
      return c === null ? null : { value: c, ambiguous: false };
    }
    case 'country': {
      const c = normaliseCountry(text);
      return c === null ? null : { value: c, ambiguous: false };
    }
    case 'boolean': {
      const b = normaliseBoolean(text);
      return b && { value: b === 'true', ambiguous: false };
    }
    default: {
      const collapsed = text.replace(/[ \t]+/g, ' ');
      switch (textFormOf(spec)) {
        case 'code':
          return { value: collapsed.toUpperCase(), ambiguous: false };
        // Identifiers are written without the spaces, dots and dashes people group them with.
        case 'identifier':
          return { value: collapsed.replace(/[\s.\-]/g, '').toUpperCase(), ambiguous: false };
        // Polish NIP and Spanish NIF are the VAT id without its country prefix.
        case 'nip':
          return { value: collapsed.replace(/^PL|[\s.\-]/gi, ''), ambiguous: false };
        case 'nif':
          return { value: collapsed.replace(/^ES|[\s.\-]/gi, '').toUpperCase(), ambiguous: false };
        default:
          return { value: collapsed, ambiguous: false };
      }
    }
  }
}

/** The object a path belongs to for choosing among several places a value is written: lines.3, seller, buyer … */
function groupOf(path: string): string {
  const steps = path.split('.');
  return steps[0] === 'lines' || steps[0] === 'country_extensions' || steps[0] === 'allowances' ? steps.slice(0, 2).join('.') : steps[0]!;
}

/** Kinds whose value is a fact the text must state: a number or date not written there contradicts it. */
const CHECKED_KINDS = new Set(['decimal', 'date']);

/**
 * Reads every field of the answer (original values, after mapping back). A value is `extracted` only with the span
 * of the original text that writes it; among several places, the one nearest the other values of the same object.
 * A number or date written nowhere is dropped as `invalid`, unless the provider worked it out itself and says so
 * (`derived`: the offline extractor's net amount from an amount with VAT included, its due date from "within 14 days").
 */
export function readFields(mapped: StringTree, evidence: Evidence, language: string, derived: ReadonlySet<string> = new Set()): Fields {
  const fields: Fields = new Map();
  const anchors = new Map<string, Span>();
  // Every written leaf by its path, read once: most of the hundreds of field paths hold nothing.
  const written = new Map<string, string | null>();
  for (const leaf of leaves(mapped)) written.set(leaf.path, leaf.value);
  for (const { path, spec } of fieldPaths(mapped)) {
    const value = spec.kind === 'list' ? getPath(mapped, path) : written.get(path);
    if (spec.kind === 'list') {
      const items = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : [];
      fields.set(path, items.length ? { value: items, status: 'inferred', spec } : { value: null, status: 'missing', spec });
      continue;
    }
    if (typeof value !== 'string' || value.trim() === '') {
      fields.set(path, { value: null, status: 'missing', spec });
      continue;
    }
    const normal = normaliseValue(value, spec, language);
    if (normal === null || !spec.schema.safeParse(normal.value).success) {
      fields.set(path, { value: value.trim(), status: 'invalid', spec });
      continue;
    }
    const group = groupOf(path);
    const found = typeof normal.value === 'string' ? locate(normal.value, spec.kind, path, evidence) : [];
    // Text the provider copied may differ from the normalised value only in case or spacing: try it as written too.
    const spans = found.length || spec.kind !== 'text' ? found : locate(value, spec.kind, path, evidence);
    const span = nearest(spans, anchors.get(group) ?? null);
    if (span && !normal.ambiguous) {
      if (!anchors.has(group)) anchors.set(group, span);
      fields.set(path, { value: normal.value, status: 'extracted', spec, span });
    } else if (!span && CHECKED_KINDS.has(spec.kind) && !derived.has(path)) {
      fields.set(path, { value: null, status: 'invalid', spec });
    } else fields.set(path, { value: normal.value, status: 'inferred', spec });
  }
  return fields;
}

/** Whether an optional object (by instantiated path) holds any value, so its required members are required. */
export function isPresent(fields: Fields, objectPath: string): boolean {
  return presentObjects(fields).has(objectPath);
}

/** Every object path that holds at least one value (seller, seller.address, lines.0 …). */
export function presentObjects(fields: Fields): Set<string> {
  const paths = new Set<string>();
  for (const [path, field] of fields) {
    if (field.value === null) continue;
    for (let at = path.indexOf('.'); at >= 0; at = path.indexOf('.', at + 1)) paths.add(path.slice(0, at));
  }
  return paths;
}

/** The instantiated optional ancestor of a path: lines.2.item_classification.code → lines.2.item_classification. */
export function ancestorOf(path: string, spec: FieldSpec): string | null {
  if (spec.optionalAncestor === null) return null;
  // The ancestor has as many steps as its pattern: cut the path before the dot that ends them.
  let end = -1;
  for (let dots = spec.optionalAncestor.split('.').length; dots > 0; dots--) {
    end = path.indexOf('.', end + 1);
    if (end < 0) return path;
  }
  return path.slice(0, end);
}

/** Required fields with no usable value whose containing object is there. */
export function missingRequired(fields: Fields, objects: ReadonlySet<string> = presentObjects(fields)): string[] {
  const missing: string[] = [];
  for (const [path, field] of fields) {
    if (!field.spec.required || field.value !== null) continue;
    const ancestor = ancestorOf(path, field.spec);
    if (ancestor === null || objects.has(ancestor)) missing.push(path);
  }
  return missing;
}

/** The invoice for the response: only fields with a value; invalid values stay as written so they can be fixed. */
export function buildInvoice(fields: Fields): Record<string, unknown> {
  const invoice: Record<string, unknown> = {};
  for (const [path, field] of fields) {
    if (field.value === null) continue;
    let node = invoice as Record<string, unknown> | unknown[];
    const steps = path.split('.');
    steps.forEach((step, i) => {
      const last = i === steps.length - 1;
      const key: string | number = /^\d+$/.test(step) ? Number(step) : step;
      const container = node as Record<string | number, unknown>;
      if (last) container[key] = field.value;
      else {
        if (container[key] === undefined) container[key] = /^\d+$/.test(steps[i + 1]!) ? [] : {};
        node = container[key] as Record<string, unknown>;
      }
    });
  }
  return invoice;
}
