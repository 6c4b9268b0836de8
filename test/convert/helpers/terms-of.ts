// The EN 16931 terms an invoice fills, read from its values and the schema's descriptions: a description
// such as "seller BT-35, buyer BT-50, tax representative BT-64, deliver-to BT-75" names one term per party,
// and "allowance amount (BT-92) or charge amount (BT-99)" one per kind; the term a value fills is the one whose
// groups are those the value sits in (the seller's group BG-4, a charge's BG-21, a line's BG-25).
import { BUSINESS_TERMS, TERM_QUALIFIERS, businessTerm } from '../../../core/en16931/business-terms.js';
import { describedFields } from '../../../core/en16931/schema-terms.js';
import { Invoice } from '../../../core/en16931/invoice.js';

const fields = new Map(describedFields(Invoice).map((f) => [f.path, f]));

/** Groups that tell apart the terms one field carries: the parties, allowance or charge, document or line. */
const DISTINCT = new Set(['BG-4', 'BG-7', 'BG-10', 'BG-11', 'BG-15', 'BG-20', 'BG-21', 'BG-25', 'BG-27', 'BG-28']);
const PARTY_GROUP: Record<string, string> = { seller: 'BG-4', buyer: 'BG-7', payee: 'BG-10', tax_representative: 'BG-11', delivery: 'BG-15' };

function groupsOf(id: string): string[] {
  const out: string[] = [];
  for (let term = businessTerm(id); term?.group; term = businessTerm(term.group)) out.push(term.group);
  return out.filter((g) => DISTINCT.has(g));
}

/** The distinguishing groups a value at `path` sits in; `isCharge` of the allowance or charge it belongs to. */
function contextOf(segments: string[], isChargeAt: (depth: number) => boolean | undefined): Set<string> {
  const context = new Set<string>();
  const party = PARTY_GROUP[segments[0]!];
  if (party) context.add(party);
  if (segments[0] === 'lines') context.add('BG-25');
  segments.forEach((segment, depth) => {
    if (segment !== 'allowances') return;
    const charge = isChargeAt(depth + 2);
    if (charge === undefined) return;
    const line = segments[0] === 'lines';
    context.add(charge ? (line ? 'BG-28' : 'BG-21') : line ? 'BG-27' : 'BG-20');
  });
  return context;
}

/** The terms a filled value at `path` carries (one, or none for fields that are no EN 16931 term). */
export function termsOfValue(path: string, isChargeAt: (depth: number) => boolean | undefined): string[] {
  const segments = path.split('.');
  const field = fields.get(segments.map((s) => (/^\d+$/.test(s) ? '*' : s)).join('.'));
  if (!field || field.terms.length === 0) return [];
  const context = contextOf(segments, isChargeAt);
  const fitting = field.terms.filter((id) => businessTerm(id)?.id.startsWith('BT') && groupsOf(id).every((g) => context.has(g)));
  const best = Math.max(...fitting.map((id) => groupsOf(id).length));
  // A qualifier (BT-29-1) and its term may both be named: the value fills the most specific one.
  return fitting.filter((id) => groupsOf(id).length === best).slice(0, 1);
}

/** Every term (BT-…, BT-…-1) an invoice input fills with a value. */
export function termsFilled(invoice: unknown): Set<string> {
  const out = new Set<string>();
  const walk = (node: unknown, path: string[], chain: unknown[]) => {
    if (node === undefined || node === null) return;
    if (typeof node === 'object') {
      const entries = Array.isArray(node) ? node.map((v, i) => [String(i), v] as const) : Object.entries(node);
      for (const [key, value] of entries) walk(value, [...path, key], [...chain, node]);
      return;
    }
    const isChargeAt = (depth: number) => {
      const holder = chain[depth] as { is_charge?: boolean } | undefined;
      return typeof holder?.is_charge === 'boolean' ? holder.is_charge : undefined;
    };
    for (const id of termsOfValue(path.join('.'), isChargeAt)) out.add(id);
  };
  walk(invoice, [], []);
  return out;
}

/** The terms of EN 16931 (with the qualifiers of identifiers) the canonical invoice holds as fields. */
export const FIELD_TERMS = [
  ...BUSINESS_TERMS.filter((t) => t.held === 'field' && t.id.startsWith('BT')).map((t) => t.id),
  ...Object.keys(TERM_QUALIFIERS),
];
