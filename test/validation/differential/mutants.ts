// The deterministic mutant generator. From valid base documents it makes documents that break them in the
// ways real invoices break: elements removed, emptied, duplicated or moved; values replaced by edge cases
// (empty, whitespace, negative, zero, huge, many decimals, exponents, letters, wrong codes, impossible
// dates, IBAN-like strings); attributes removed or changed (currencyID, schemeID, unitCode, …). Each mutant
// applies one to three such edits, chosen by a PRNG seeded from the rule set and the mutant's number, so
// the same mutant comes out on every run (its id names the seed and the edits).
import { createPrng, hashSeed, type Prng } from './prng.js';
import {
  duplicateElement,
  emptyElement,
  leafText,
  moveElement,
  removeElement,
  scanElements,
  setAttribute,
  setText,
  type ElementSpan,
} from './xml-edit.js';
import type { BaseDocument } from './corpus.js';

export interface Mutant {
  /** `${ruleSet}/m${n}`: unique and stable for a given corpus and generator version. */
  id: string;
  ruleSet: string;
  base: string;
  /** The PRNG seed this mutant was made with. */
  seed: number;
  /** What was changed, in order, e.g. `value cbc:PayableAmount#57 := "1e3"`. */
  edits: string[];
  xml: string;
}

/** `count` mutants of the rule set's base documents, taken round-robin, all different from their base. */
export function generateMutants(ruleSet: string, bases: readonly BaseDocument[], count: number): Mutant[] {
  if (bases.length === 0) throw new Error(`no base documents for ${ruleSet}`);
  const mutants: Mutant[] = [];
  for (let n = 0; n < count; n++) {
    const base = bases[n % bases.length]!;
    const seed = hashSeed(`${ruleSet}/${n}`);
    const { xml, edits } = mutateDocument(base.xml, createPrng(seed));
    mutants.push({ id: `${ruleSet}/m${n}`, ruleSet, base: base.id, seed, edits, xml });
  }
  return mutants;
}

/** One to three edits of the document (more if they cancel out); retries an edit that changed nothing. */
export function mutateDocument(xml: string, prng: Prng): { xml: string; edits: string[] } {
  const editCount = [1, 1, 1, 1, 1, 1, 1, 2, 2, 3][prng.below(10)]!;
  let current = xml;
  const edits: string[] = [];
  // Two edits can cancel out (a value set and set back), so a mutant equal to its base gets more edits.
  for (let attempt = 0; (edits.length < editCount || current === xml) && attempt < editCount * 10 + 20; attempt++) {
    const edited = applyRandomEdit(current, prng);
    if (edited && edited.xml !== current) {
      current = edited.xml;
      edits.push(edited.label);
    }
  }
  return { xml: current, edits };
}

type Edit = { xml: string; label: string } | null;

/** Relative weights of the edit kinds: values matter most to business rules, then structure. */
const EDIT_KINDS: Array<{ weight: number; apply: (xml: string, elements: ElementSpan[], prng: Prng) => Edit }> = [
  { weight: 40, apply: changeValue },
  { weight: 15, apply: changeAttribute },
  { weight: 15, apply: (xml, els, prng) => onElement(els, prng, (e) => ({ xml: removeElement(xml, e), label: `remove ${describe(e)}` })) },
  {
    weight: 10,
    apply: (xml, els, prng) =>
      onElement(els, prng, (e) =>
        e.childElements === 0 && e.contentEnd === e.contentStart ? null : { xml: emptyElement(xml, e), label: `empty ${describe(e)}` },
      ),
  },
  { weight: 10, apply: (xml, els, prng) => onElement(els, prng, (e) => ({ xml: duplicateElement(xml, e), label: `duplicate ${describe(e)}` })) },
  { weight: 10, apply: moveSomewhere },
];

function applyRandomEdit(xml: string, prng: Prng): Edit {
  const elements = scanElements(xml);
  if (elements.length < 2) return null;
  return EDIT_KINDS[prng.weighted(EDIT_KINDS.map((k) => k.weight))]!.apply(xml, elements, prng);
}

const describe = (e: ElementSpan) => `${e.name}#${e.index}`;

/** Any element but the root. */
function onElement(elements: ElementSpan[], prng: Prng, edit: (e: ElementSpan) => Edit): Edit {
  return edit(elements[1 + prng.below(elements.length - 1)]!);
}

/** Cuts an element and inserts it before another element, or as the last child of one (never inside itself). */
function moveSomewhere(xml: string, elements: ElementSpan[], prng: Prng): Edit {
  const moved = elements[1 + prng.below(elements.length - 1)]!;
  const targets = elements.filter((t) => t.index !== 0 && (t.end <= moved.start || t.start >= moved.end));
  if (targets.length === 0) return null;
  const target = prng.pick(targets);
  const asChild = !target.selfClosing && prng.below(3) === 0;
  const offset = asChild ? target.contentEnd : target.start;
  return { xml: moveElement(xml, moved, offset), label: `move ${describe(moved)} ${asChild ? 'into' : 'before'} ${describe(target)}` };
}

// ---------------------------------------------------------------------------------------------------------
// Values

const GENERIC_VALUES = ['', ' ', '  \n\t ', 'abc', '0', '-1', 'ZZZ', 'A&B <x>', 'x'.repeat(300), 'ñ€中'];
const AMOUNT_VALUES = [
  '',
  ' ',
  '0',
  '0.00',
  '-0.00',
  '-1',
  '-0.01',
  '-100.00',
  '99999999999999999999.99',
  '-99999999999999999999.99',
  '1.0000001',
  '0.005',
  '0.015',
  '1e3',
  '1E-2',
  'abc',
  '1,50',
  '+5',
  '.5',
  '5.',
  'NaN',
  'INF',
  ' 10.00 ',
  '١٢٣',
];
const DATE_VALUES = [
  '',
  ' ',
  '2024-02-30',
  '2024-13-01',
  '20240101',
  '20240230',
  '2024-01-01',
  '2023-02-29',
  '2024-02-29',
  '0000-01-01',
  '01.01.2024',
  '2024-01-01T10:00:00',
  '2024-01-01Z',
  'abc',
];
const CODE_VALUES = [
  '',
  ' ',
  'S',
  'Z',
  'E',
  'AE',
  'K',
  'G',
  'O',
  'L',
  'M',
  'XX',
  's',
  '380',
  '381',
  '384',
  '389',
  '751',
  '326',
  '999',
  'EUR',
  'USD',
  'HUF',
  'eur',
  'XXX',
  'DE',
  'FR',
  'GB',
  'XI',
  'EL',
  'C62',
  'H87',
  'EA',
  'ZZ',
  '58',
  '59',
  '30',
  '31',
  '1',
  '0088',
  '0192',
  '0204',
  '9930',
  '9999',
  'EM',
  'VAT',
  'VATEX-EU-AE',
  'VATEX-EU-IC',
  'vatex-eu-g',
];
const IBAN_VALUES = [
  'DE89370400440532013000',
  'DE89370400440532013001',
  'GB82WEST12345698765432',
  'NL91ABNA0417164300',
  'DE89 3704 0044 0532 0130 00',
  'DE00000000000000000000',
  'XX',
  '123456789012345678901234567890',
];
const PERCENT_VALUES = ['0', '0.00', '-19', '19', '7', '19.000001', '100', '1000', 'abc', '', '1e1'];
const QUANTITY_VALUES = ['0', '-1', '1.0000001', '99999999999999999999.99', 'abc', '', '1e3'];

/** Candidate values for a leaf: typed by its name, plus values derived from the current one. */
function valuesFor(name: string, current: string): string[] {
  const local = name.replace(/^.*:/, '');
  const derived = deriveFromValue(current.trim());
  if (/Amount$|Price|Total|BasisAmount/.test(local)) return [...AMOUNT_VALUES, ...derived];
  if (/Percent|Rate|Numeric$/.test(local)) return [...PERCENT_VALUES, ...derived];
  if (/Quantity/.test(local)) return [...QUANTITY_VALUES, ...derived];
  if (/Date|DateTimeString/.test(local)) return [...DATE_VALUES, ...derived];
  if (/IBAN|IBANID|^ID$/.test(local) && /^[A-Z]{2}\d{2}/.test(current.trim())) return [...IBAN_VALUES, ...derived];
  if (/Code$|ID$|^ID$/.test(local)) return [...CODE_VALUES, ...derived];
  return [...GENERIC_VALUES, ...derived];
}

/** Values near the current one: sign flipped, scaled, off by a cent, more decimals, case changed. */
function deriveFromValue(value: string): string[] {
  if (/^-?\d+(\.\d+)?$/.test(value)) {
    const negative = value.startsWith('-');
    const magnitude = negative ? value.slice(1) : value;
    const [whole, fraction = ''] = magnitude.split('.');
    return [
      negative ? magnitude : `-${magnitude}`,
      `${whole}000${fraction ? `.${fraction}` : ''}`,
      `${value}${fraction ? '' : '.'}01`,
      `${value}${fraction ? '' : '.'}0000001`,
      `${whole}.${(fraction + '00').slice(0, 2) === '99' ? '98' : '99'}`,
      whole!,
    ];
  }
  if (value === '') return [];
  return [value.toLowerCase(), value.toUpperCase(), `${value} `, ` ${value}`, value.slice(0, -1), `${value}X`];
}

/** Replaces a leaf element's text: three times in four by a value typed for the element, else a generic one. */
function changeValue(xml: string, elements: ElementSpan[], prng: Prng): Edit {
  const leaves = elements.filter((e) => e.index !== 0 && e.childElements === 0);
  if (leaves.length === 0) return null;
  const leaf = prng.pick(leaves);
  const current = leafText(xml, leaf);
  const value = prng.below(4) === 0 ? prng.pick(GENERIC_VALUES) : prng.pick(valuesFor(leaf.name, current));
  if (value === current) return null;
  return {
    xml: setText(xml, leaf, value),
    label: `value ${describe(leaf)} := ${JSON.stringify(value.length > 40 ? `${value.slice(0, 20)}…(${value.length})` : value)}`,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Attributes

const ATTRIBUTE_VALUES: Record<string, string[]> = {
  currencyID: ['', 'XXX', 'eur', 'USD', 'EUR', 'HUF', 'SEK', 'EURO', ' EUR'],
  schemeID: ['', '0088', '0192', '0204', '9930', '9906', 'EM', 'VAT', 'SEPA', 'XX', '9999', '0007'],
  unitCode: ['', 'C62', 'H87', 'EA', 'XPP', 'KGM', 'ZZZ', 'c62', 'XXX'],
  listID: ['', 'UNCL1001', 'UNCL5305', 'ISO4217', 'XX'],
  format: ['', '102', '610', '616', '203', '999'],
  mimeCode: ['', 'application/pdf', 'image/png', 'text/plain', 'application/x-unknown'],
  filename: ['', 'a.pdf', 'x'.repeat(200)],
  languageID: ['', 'de', 'en', 'XX'],
};
/** Attributes worth adding where absent: an amount without currency, an id without scheme, a quantity without unit. */
const ADDABLE: Array<{ element: RegExp; attribute: string }> = [
  { element: /Amount$/, attribute: 'currencyID' },
  { element: /ID$/, attribute: 'schemeID' },
  { element: /Quantity$/, attribute: 'unitCode' },
];

function changeAttribute(xml: string, elements: ElementSpan[], prng: Prng): Edit {
  const isData = (name: string) => !name.startsWith('xmlns');
  const withAttributes = elements.filter((e) => e.attributes.some((a) => isData(a.name)));
  if (withAttributes.length > 0 && prng.below(5) !== 0) {
    const element = prng.pick(withAttributes);
    const attribute = prng.pick(element.attributes.filter((a) => isData(a.name)));
    if (prng.below(3) === 0)
      return { xml: setAttribute(xml, element, attribute.name, null), label: `remove @${attribute.name} of ${describe(element)}` };
    const local = attribute.name.replace(/^.*:/, '');
    const value = prng.pick([...(ATTRIBUTE_VALUES[local] ?? ['', 'XX', 'abc']), ...deriveFromValue(attribute.value)]);
    if (value === attribute.value) return null;
    return {
      xml: setAttribute(xml, element, attribute.name, value),
      label: `@${attribute.name} of ${describe(element)} := ${JSON.stringify(value)}`,
    };
  }
  const addable = elements.flatMap((e) =>
    ADDABLE.filter((a) => a.element.test(e.name) && !e.attributes.some((x) => x.name === a.attribute)).map((a) => ({
      element: e,
      attribute: a.attribute,
    })),
  );
  if (addable.length === 0) return null;
  const { element, attribute } = prng.pick(addable);
  const value = prng.pick(ATTRIBUTE_VALUES[attribute]!);
  return { xml: setAttribute(xml, element, attribute, value), label: `add @${attribute}=${JSON.stringify(value)} to ${describe(element)}` };
}
