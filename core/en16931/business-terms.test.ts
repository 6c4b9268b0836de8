// The canonical invoice against the norm: every EN 16931 business term and group the invoice holds as a field
// is named by a field's description, every term a description names exists in EN 16931, and a field that
// names no term is one of the few listed as not being an EN 16931 term.
import { describe, expect, it } from 'vitest';
import { BUSINESS_TERMS, FIELDS_WITHOUT_TERM, TERM_QUALIFIERS, businessTerm } from './business-terms.js';
import { Invoice } from './invoice.js';
import { type DescribedField, describedFields } from './schema-terms.js';

const fields = describedFields(Invoice);

/**
 * Fields the canonical invoice leaves optional although their term is mandatory in its group: an account
 * given only by its bank's name is shown on PDFs and reported in dropped_fields by the XML formats.
 */
const OPTIONAL_BY_DESIGN = ['payment.bank_account.iban', 'payment.bank_accounts.*.iban'];
const named = new Set(fields.flatMap((f) => f.terms));

describe('the list of EN 16931 business terms', () => {
  it('holds BT-1 … BT-165 (BT-4 was withdrawn) and BG-1 … BG-32, once each', () => {
    const ids = BUSINESS_TERMS.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    const expected = [
      ...Array.from({ length: 165 }, (_, i) => `BT-${i + 1}`).filter((id) => id !== 'BT-4'),
      ...Array.from({ length: 32 }, (_, i) => `BG-${i + 1}`),
    ];
    expect([...ids].sort()).toEqual(expected.sort());
  });

  it('puts every term in a group that exists, and every qualifier under a term that exists', () => {
    for (const term of BUSINESS_TERMS) if (term.group) expect(businessTerm(term.group)?.id, term.id).toMatch(/^BG-/);
    for (const id of Object.keys(TERM_QUALIFIERS)) expect(businessTerm(id)?.id, id).toBe(id.replace(/-\d+$/, ''));
  });

  it('computes only whole totals and breakdown terms, and leaves only process control to the profile', () => {
    const computed = BUSINESS_TERMS.filter((t) => t.held === 'computed');
    for (const term of computed) expect(['BG-22', 'BG-23', null], term.id).toContain(term.id.startsWith('BG') ? null : term.group);
    expect(BUSINESS_TERMS.filter((t) => t.held === 'profile').map((t) => t.id)).toEqual(['BG-2', 'BT-23', 'BT-24']);
  });
});

describe('the canonical invoice schema', () => {
  it('names every term and group of EN 16931 it holds as a field', () => {
    const missing = BUSINESS_TERMS.filter((t) => t.held === 'field' && !named.has(t.id)).map((t) => `${t.id} ${t.name}`);
    expect(missing).toEqual([]);
  });

  it('names every qualifier of an identifier or attached document', () => {
    expect(Object.keys(TERM_QUALIFIERS).filter((id) => !named.has(id))).toEqual([]);
  });

  it('names no term that EN 16931 does not have', () => {
    const unknown = fields.flatMap((f) => f.terms.filter((id) => !businessTerm(id)).map((id) => `${f.path}: ${id}`));
    expect(unknown).toEqual([]);
  });

  it('claims no computed or profile-decided term as a field the caller fills', () => {
    // The first term a field's description names is the one it holds; later ones explain (BT-115 = BT-112 − BT-113 …).
    const claimed = fields.filter((f) => f.path !== '' && f.terms.length > 0 && businessTerm(f.terms[0]!)?.held !== 'field');
    expect(claimed.map((f) => `${f.path}: ${f.terms[0]}`)).toEqual([]);
  });

  it('describes every other field by its term, or lists it as no EN 16931 term', () => {
    const covered = (path: string) => FIELDS_WITHOUT_TERM.some((p) => path === p || path.startsWith(`${p}.`));
    const undescribed = fields.filter((f) => f.terms.length === 0 && !covered(f.path)).map((f) => f.path);
    expect(undescribed).toEqual([]);
    for (const path of FIELDS_WITHOUT_TERM)
      expect(
        fields.map((f) => f.path),
        path,
      ).toContain(path);
  });

  it('describes each field', () => {
    expect(fields.filter((f) => f.descriptions.length === 0).map((f) => f.path)).toEqual([]);
  });

  it('makes a field optional exactly where the norm makes its term optional', () => {
    const byPath = new Map(fields.map((f) => [f.path, f]));
    const ancestors = (path: string): DescribedField[] =>
      path
        .split('.')
        .map((_, i, all) => byPath.get(all.slice(0, i).join('.')))
        .filter((f): f is DescribedField => f !== undefined && f.path !== '');
    const mismatched = fields.flatMap((f) => {
      // The first term of a field's own description is the one it holds (a group stands for its terms; a
      // qualifier is checked as its term).
      const own = f.descriptions[0]?.match(/\bB[TG]-\d+(?:-\d+)?\b/)?.[0];
      const term = own ? businessTerm(own) : undefined;
      if (!term?.id.startsWith('BT') || OPTIONAL_BY_DESIGN.includes(f.path)) return [];
      const above = ancestors(f.path);
      // Optional in the norm: the term, or a group of it that no enclosing field stands for (a lone note is BG-1).
      const groups: string[] = [];
      for (let g = term.group; g; g = businessTerm(g)?.group ?? null) groups.push(g);
      const normOptional = [term.id, ...groups.filter((g) => !above.some((a) => a.terms.includes(g)))].some((id) =>
        businessTerm(id)!.cardinality.startsWith('0'),
      );
      // Optional in the schema: the field, or an enclosing field for the same term ({id, scheme} of BT-18).
      const schemaOptional = [f, ...above.filter((a) => a.terms.includes(term.id))].some((x) => x.optional);
      return normOptional === schemaOptional ? [] : [`${f.path} (${term.id}) is ${schemaOptional ? 'optional' : 'required'}`];
    });
    expect(mismatched).toEqual([]);
  });
});
