// The business-term comparison of two documents of the same syntax: every value the document states is
// listed as (term, line, value), independently of the readers, from the syntax binding tables (UBL_TERMS,
// CII_TERMS). Element order and formatting do not count: values are compared as a multiset per term and
// line, decimals by value, text with whitespace collapsed. Source values listed in the loss report are left
// out: the canonical invoice cannot hold them, so a round trip cannot bring them back.
import Big from 'big.js';
import { parseDocument } from '../../core/xml/tree.js';
import { NodeKind, type XNode } from '../../core/xml/xdm.js';
import type { Loss } from '../../core/syntax/common/read/read-result.js';
import { UBL_TERMS, ublStep } from '../../core/syntax/ubl/read/terms.js';
import { CII_TERMS } from '../../core/syntax/cii/read/terms.js';

const PREFIX: Record<string, string> = {
  'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2': 'cac',
  'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2': 'cbc',
  'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2': 'ext',
  'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100': 'rsm',
  'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100': 'ram',
  'urn:un:unece:uncefact:data:standard:QualifiedDataType:100': 'qdt',
  'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100': 'udt',
};

/** Terms the target profile decides, not the invoice: the specification id and business process. */
const PROFILE_TERMS = new Set(['BT-23', 'BT-24']);
/**
 * Figures whose zero says the same as their absence: allowance, charge, prepaid and rounding totals, a VAT
 * total of zero, and a breakdown rate of zero (category O states none; the writers write 0 where a CIUS asks).
 */
const ZERO_AS_ABSENT = new Set(['BT-107', 'BT-108', 'BT-110', 'BT-113', 'BT-114', 'BT-119']);
/** Attributes that carry a term (as in the loss report). */
const TERM_ATTRIBUTES = new Set(['schemeID', 'listID', 'listVersionID', 'unitCode', 'mimeCode', 'filename', 'name']);
/** Leaves that are syntax in every document: EN 16931 knows only VAT. */
const SYNTAX_LEAVES = [/\/cac:TaxScheme\/cbc:ID$/, /\/ram:(ApplicableTradeTax|CategoryTradeTax)\/ram:TypeCode$/];

export interface BtValue {
  term: string;
  /** 1-based line position, 0 for the document level. */
  line: number;
  value: string;
  xpath: string;
}

function normalise(value: string): string {
  const text = value.trim().replace(/\s+/g, ' ');
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text) || text.length >= 40) return text;
  try {
    return new Big(text.replace(/^\+/, '').replace(/\.$/, '')).toFixed();
  } catch {
    return text;
  }
}

function qname(node: XNode): string {
  const prefix = PREFIX[node.ns];
  return prefix ? `${prefix}:${node.local}` : node.local;
}

/** The term of a path: its own entry, an identifier scheme's `-1`, else the nearest ancestor entry that is a BT. */
function termOf(table: Readonly<Record<string, string>>, steps: string[]): string | null {
  const exact = table[`/*/${steps.join('/')}`];
  if (exact) return exact;
  const last = steps[steps.length - 1]!;
  for (let n = steps.length - 1; n > 0; n--) {
    const term = table[`/*/${steps.slice(0, n).join('/')}`];
    if (!term) continue;
    if (last === '@schemeID' && n === steps.length - 1 && /^BT-\d+$/.test(term)) return `${term}-1`;
    return /^BT-/.test(term) ? term : null;
  }
  return null;
}

/** Every term value of a UBL or CII document. */
export function btValues(xml: string): BtValue[] {
  const doc = parseDocument(xml);
  const root = doc.children.find((c) => c.kind === NodeKind.Element)!;
  const cii = root.local === 'CrossIndustryInvoice';
  const table = cii ? CII_TERMS : UBL_TERMS;
  const step = cii ? (s: string) => s : ublStep;
  const out: BtValue[] = [];
  let lineNumber = 0;
  const walk = (node: XNode, steps: string[], xpath: string, line: number) => {
    const counts = new Map<string, number>();
    for (const child of node.children) {
      if (child.kind !== NodeKind.Element) continue;
      const name = qname(child);
      const position = (counts.get(name) ?? 0) + 1;
      counts.set(name, position);
      const childSteps = [...steps, step(name)];
      const childXpath = `${xpath}/${name}[${position}]`;
      const plain = `/*/${childSteps.join('/')}`;
      const isLine = plain === '/*/cac:InvoiceLine' || plain === '/*/rsm:SupplyChainTradeTransaction/ram:IncludedSupplyChainTradeLineItem';
      const childLine = isLine ? ++lineNumber : line;
      if (SYNTAX_LEAVES.some((re) => re.test(plain))) continue;
      if (isZeroAllowanceCharge(child, plain)) continue;
      for (const a of child.attributes) {
        if (!TERM_ATTRIBUTES.has(a.local) || a.text.trim() === '') continue;
        const term = termOf(table, [...childSteps, `@${a.local}`]);
        if (term && !PROFILE_TERMS.has(term)) out.push({ term, line: childLine, value: normalise(a.text), xpath: `${childXpath}/@${a.local}` });
      }
      const elementChildren = child.children.some((c) => c.kind === NodeKind.Element);
      if (elementChildren) {
        walk(child, childSteps, childXpath, childLine);
        continue;
      }
      const text = child.children
        .filter((c) => c.kind === NodeKind.Text)
        .map((c) => c.text)
        .join('');
      if (text.trim() === '') continue;
      const term = termOf(table, childSteps);
      const value = normalise(text);
      // Zero allowance, charge, prepaid and rounding totals state nothing; writers leave them out.
      if (term && ZERO_AS_ABSENT.has(term) && value === '0') continue;
      if (term && !PROFILE_TERMS.has(term)) out.push({ term, line: childLine, value, xpath: childXpath });
    }
  };
  walk(root, [], `/${root.local}`, 0);
  // A VAT accounting currency equal to the invoice currency states nothing (Peppol forbids it; writers leave it out).
  const currency = out.find((v) => v.term === 'BT-5')?.value;
  return out.filter((v) => !(v.term === 'BT-6' && v.value === currency));
}

/** A line allowance or charge of amount zero: it changes nothing, and the writers leave it out. */
function isZeroAllowanceCharge(node: XNode, plain: string): boolean {
  if (
    !plain.endsWith('/cac:InvoiceLine/cac:AllowanceCharge') &&
    !plain.endsWith('/ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeAllowanceCharge')
  )
    return false;
  const amount = node.children.find((c) => c.kind === NodeKind.Element && (c.local === 'Amount' || c.local === 'ActualAmount'));
  const text = amount
    ? amount.children
        .filter((c) => c.kind === NodeKind.Text)
        .map((c) => c.text)
        .join('')
        .trim()
    : '';
  return normalise(text) === '0';
}

export interface BtDifference {
  term: string;
  line: number;
  /** in the source and missing from the round trip; added by it; or the value changed. */
  kind: 'missing' | 'added';
  value: string;
  xpath: string;
}

/**
 * The differences between a source and its round trip. Source values at or under a lost XPath are left out,
 * and so are round-trip values of a term the source had only in lost elements (on the same line).
 */
/**
 * Terms a syntax may state more than once for one value: CII states the price base quantity (BT-149) and its
 * unit (BT-150) on the net and on the gross price, alike (BR-TMP-3). Each counts once per line.
 */
const STATED_ONCE = new Set(['BT-149', 'BT-150']);

function once(values: BtValue[]): BtValue[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    if (!STATED_ONCE.has(v.term)) return true;
    const key = `${v.term}@${v.line}=${v.value}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function compareBts(source: string, roundTrip: string, losses: Loss[]): BtDifference[] {
  const before = once(btValues(source));
  const kept = before.filter((v) => !isLostExact(v.xpath, losses));
  const lostTerms = new Set(before.filter((v) => isLostExact(v.xpath, losses)).map((v) => `${v.term}@${v.line}`));
  const after = once(btValues(roundTrip));
  const key = (v: BtValue) => `${v.term}@${v.line}=${v.value}`;
  const remaining = new Map<string, BtValue[]>();
  for (const v of after) remaining.set(key(v), [...(remaining.get(key(v)) ?? []), v]);
  const differences: BtDifference[] = [];
  for (const v of kept) {
    const list = remaining.get(key(v));
    if (list && list.length > 0) list.shift();
    else differences.push({ term: v.term, line: v.line, kind: 'missing', value: v.value, xpath: v.xpath });
  }
  for (const list of remaining.values()) {
    for (const v of list)
      if (!lostTerms.has(`${v.term}@${v.line}`)) differences.push({ term: v.term, line: v.line, kind: 'added', value: v.value, xpath: v.xpath });
  }
  return differences;
}

/**
 * True when the positional XPath (`/Invoice/cac:X[1]/cbc:Y[2]`) is at or under a lost XPath (positions there
 * only where an element repeats).
 */
function isLostExact(xpath: string, losses: Loss[]): boolean {
  const steps = xpath.split('/').slice(1);
  return losses.some((loss) => {
    const lossSteps = loss.xpath.split('/').slice(1);
    if (lossSteps.length > steps.length) return false;
    return lossSteps.every((ls, i) => {
      const s = steps[i]!;
      if (i === 0) return true; // root name (prefixes may differ)
      if (ls.startsWith('@')) return s === ls;
      const m = /^(.*?)(?:\[(\d+)\])?$/.exec(ls)!;
      const n = /^(.*?)(?:\[(\d+)\])?$/.exec(s)!;
      return m[1] === n[1] && (m[2] === undefined ? n[2] === undefined || n[2] === '1' : m[2] === n[2]);
    });
  });
}
