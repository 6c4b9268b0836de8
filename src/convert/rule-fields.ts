// Which input field produced the element a rule complains about. A converted document is written from the
// caller's invoice, so a failing rule usually points at a value the caller sent (a unit "Stunde" breaks the
// unit code list): naming that field turns "report a converter bug" into "change invoice.lines.1.unit".
// The answer comes from the writers' own table of where each field lands (business term and path), read
// backwards: by the element the rule's location names and the business term the rule checks, else by the
// term alone together with the line or allowance the location is inside.
import { BT_PLACEMENTS } from '../../core/syntax/ubl/bt-paths.js';

interface Step {
  name: string;
  /** The 1-based position the location gives, when it gives one. */
  position: number | null;
}

/** Splits an XPath into its steps (outside predicates and quotes), keeping local names and positions. */
export function stepsOf(xpath: string): Step[] {
  const steps: Step[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = '';
  const flush = () => {
    if (current === '') return;
    const name = current.replace(/\[.*$/s, '').replace(/^.*:/, '');
    const positions = [...current.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
    steps.push({ name, position: positions.length > 0 ? positions.at(-1)! : null });
    current = '';
  };
  for (const ch of xpath) {
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === "'" || ch === '"') quote = ch;
    else if (ch === '[') depth += 1;
    else if (ch === ']') depth -= 1;
    else if (ch === '/' && depth === 0) {
      flush();
      continue;
    }
    current += ch;
  }
  flush();
  return steps;
}

/** The element names a placement path may stand for (its tokens cover invoices and credit notes). */
const TOKENS: Record<string, string[]> = {
  '{Line}': ['InvoiceLine', 'CreditNoteLine'],
  '{Quantity}': ['InvoicedQuantity', 'CreditedQuantity'],
  '{TypeCode}': ['InvoiceTypeCode', 'CreditNoteTypeCode'],
};

interface Placement {
  field: string;
  terms: string[];
  /** Element names below the root, each a set of alternatives. */
  names: string[][];
}

const PLACEMENTS: Placement[] = BT_PLACEMENTS.filter((p) => p.invoice !== null).map((p) => ({
  field: p.field,
  terms: p.bt.split('/'),
  names: stepsOf(p.invoice!.replace(/^\/\*/, ''))
    .map((s) => s.name)
    .map((name) => TOKENS[name.replace(/\[.*$/, '')] ?? [name]),
}));

/** The elements that repeat per line or per document allowance, and the array each position indexes. */
const REPEATED: Record<string, string> = {
  InvoiceLine: 'lines',
  CreditNoteLine: 'lines',
  IncludedSupplyChainTradeLineItem: 'lines',
  AllowanceCharge: 'allowances',
  SpecifiedTradeAllowanceCharge: 'allowances',
};

/** Fills a field pattern's `[]` with the positions the location gives (lines[] → lines.1). */
function withIndexes(field: string, location: Step[]): string | null {
  let out = field;
  for (const array of ['lines', 'allowances']) {
    if (!out.includes(`${array}[]`)) continue;
    // A document allowance sits right below the root (UBL) or in the header settlement (CII); a line's own
    // allowances sit inside the line, so the first repeated step of the array's kind is the one to read.
    const step = location.find((s) => REPEATED[s.name] === array && s.position !== null);
    if (!step) return null;
    out = out.replace(`${array}[]`, `${array}.${step.position! - 1}`);
  }
  return out;
}

function matches(placement: Placement, names: string[]): boolean {
  return placement.names.length === names.length && placement.names.every((alternatives, i) => alternatives.includes(names[i]!));
}

/**
 * The input field (dot path from the invoice) a rule's location and business term point at, or null when
 * neither leads to one field.
 */
export function inputFieldOf(rule: { location?: string | null; business_term?: string | null }): string | null {
  const location = rule.location ? stepsOf(rule.location) : [];
  const below = location.slice(1).map((s) => s.name);
  const exact = PLACEMENTS.filter((p) => matches(p, below));
  const byTerm = rule.business_term ? PLACEMENTS.filter((p) => p.terms.includes(rule.business_term!)) : [];
  // A code on an attribute (unitCode, schemeID) is checked in the context of its element: the term decides.
  const attributeOf = byTerm.filter((p) => p.names.length === below.length + 1 && matches({ ...p, names: p.names.slice(0, -1) }, below));
  const chosen =
    exact.find((p) => byTerm.includes(p)) ??
    (attributeOf.length === 1 ? attributeOf[0] : undefined) ??
    (exact.length === 1 ? exact[0] : undefined) ??
    (byTerm.length === 1 ? byTerm[0] : undefined);
  return chosen ? withIndexes(chosen.field, location) : null;
}
