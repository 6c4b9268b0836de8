// The documents the differential tests run through both Schematron engines, each paired with the rule set
// it is checked against:
//  - every example of ../shared/corpus/examples (under its own and the sibling rule sets of its syntax),
//  - every payload of the CEN unit test sets (each `<test>`'s payload element as its own document),
//  - every KoSIT XRechnung instance, plus the `remove`, `empty` and `code` mutants its xmute instructions describe,
//  - the XML embedded in the valid Factur-X / ZUGFeRD PDFs,
//  - every invoice fixture of the convert issues, converted in-process into every target format.
// The same sources give the valid base documents the mutant generator starts from (baseDocuments).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILTIN_RULE_SETS } from '../../../rules/rule-sets.js';
import { extractHybridXml } from '../../../src/validation/pdf/extract.js';
import { Invoice, type InvoiceInput } from '../../../src/schemas/invoice.js';
import { buildModel, type InvoiceModel } from '../../../core/en16931/model.js';
import { serializeCii } from '../../../formats/facturx/cii.js';
import { hybridPluginParts } from '../../../formats/facturx/hybrid.js';
import { readTestSet } from '../../conformance/vefa.js';
import { findPis, mutants as xmuteMutants } from '../../conformance/xmute.js';
import { convertFor, UBL_TARGETS } from '../../convert/helpers/convert.js';
import { allInvoices } from '../../cii/fixtures.js';
import { builtinContext, builtinCountryValues } from '../../helpers/country-values.js';
import { sharedPath } from '../../../src/shared-dir.js';

export const CORPUS = sharedPath('corpus');

/** One document checked against one rule set by both engines. */
export interface DiffCase {
  /** Stable, readable id: source/path[#detail]@ruleSet. */
  id: string;
  /** Rule set id, or `id@version` for a version other than the one in force on the suite's fixed day. */
  ruleSet: string;
  xml: string;
}

export const UBL_RULE_SETS = ['en16931-ubl', 'peppol-bis-3-ubl', 'xrechnung-3-ubl'];
export const CII_RULE_SETS = ['en16931-cii', 'peppol-bis-3-cii', 'xrechnung-3-cii', 'facturx-en16931', 'facturx-extended'];

/** The rule sets (and earlier Peppol releases) the mutants are spread over. */
export const MUTANT_RULE_SETS = [
  ...UBL_RULE_SETS,
  'peppol-bis-3-ubl@3.0.20',
  'peppol-bis-3-ubl@3.0.19',
  'peppol-self-billing-3-ubl',
  ...CII_RULE_SETS,
];

const PEPPOL_ID = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';

const xmlFiles = (dir: string) =>
  readdirSync(join(CORPUS, dir))
    .filter((f) => /\.xml$/i.test(f))
    .sort();
const read = (path: string) => readFileSync(join(CORPUS, path), 'utf8');
const withRuleSet = (id: string, xml: string, ruleSets: string[]): DiffCase[] =>
  ruleSets.map((ruleSet) => ({ id: `${id}@${ruleSet}`, ruleSet, xml }));

// ---------------------------------------------------------------------------------------------------------
// Corpus sources

/** Examples: each under every rule set of its syntax, except the 3 MB Italian example (its own rule set only). */
export function exampleCases(): DiffCase[] {
  const folders = [
    'cen-ubl',
    'testfiles',
    'peppol/examples',
    'peppol/snippets',
    'peppol/national-examples/GR',
    'peppol/national-examples/NO',
    'cen-cii',
  ];
  return folders
    .flatMap((folder) =>
      xmlFiles(join('examples', folder)).flatMap((file) => {
        const xml = read(join('examples', folder, file));
        const ruleSets = folder === 'cen-cii' ? CII_RULE_SETS : xml.length > 1_000_000 ? ['en16931-ubl'] : UBL_RULE_SETS;
        return withRuleSet(`examples/${folder}/${file}`, xml, ruleSets);
      }),
    )
    .concat(releaseExampleCases());
}

/** The example documents of each Peppol release, under that release (and the 3.0.19 examples under 3.0.19 and 3.0.20). */
function releaseExampleCases(): DiffCase[] {
  const folders: Array<[string, string[], RegExp?]> = [
    ['examples/peppol/examples', ['peppol-bis-3-ubl@3.0.19', 'peppol-bis-3-ubl@3.0.20']],
    ['peppol-3.0.20/billing', ['peppol-bis-3-ubl@3.0.20', 'peppol-bis-3-ubl']],
    ['peppol-3.0.21/billing', ['peppol-bis-3-ubl@3.0.21', 'peppol-bis-3-ubl@3.0.20']],
    ['peppol-3.0.21', ['peppol-self-billing-3-ubl']],
  ];
  return folders.flatMap(([folder, ruleSets]) =>
    xmlFiles(folder).flatMap((file) => withRuleSet(`${folder}/${file}`, read(join(folder, file)), ruleSets)),
  );
}

const CEN_UNIT_RULE_SETS: Record<string, string> = { 'tc434-ubl': 'en16931-ubl', 'tc434-cii': 'en16931-cii' };

/** Every payload of the CEN unit test sets, under the rule set of its test set's configuration. */
export function cenUnitCases(): DiffCase[] {
  return ['Invoice-unit-UBL', 'CreditNote-unit-UBL', 'cii'].flatMap((dir) =>
    xmlFiles(join('cen-unit', dir)).flatMap((file) => {
      const { configuration, tests } = readTestSet(read(join('cen-unit', dir, file)), `${dir}/${file}`);
      const ruleSet = CEN_UNIT_RULE_SETS[configuration];
      if (!ruleSet) throw new Error(`cen-unit/${dir}/${file}: unknown configuration ${configuration}`);
      // vefa test names are `${dir}/${file}#label`; the payload is already a standalone document.
      return tests.map((test, n) => ({ id: `cen-unit/${test.name}.${n + 1}@${ruleSet}`, ruleSet, xml: test.payload }));
    }),
  );
}

const KOSIT_RULE_SETS: Record<string, string> = { 'ubl-inv': 'xrechnung-3-ubl', 'ubl-cn': 'xrechnung-3-ubl', cii: 'xrechnung-3-cii' };

/**
 * KoSIT instances as they are plus their xmute `remove` and `empty` mutants; or (`code`) only the `code`
 * mutants, one per listed code value (run as a file of their own, so the two halves use both cores).
 */
export function kositCases(part: 'instances' | 'code' = 'instances'): DiffCase[] {
  const mutators = part === 'code' ? ['code'] : ['remove', 'empty'];
  return Object.entries(KOSIT_RULE_SETS).flatMap(([folder, ruleSet]) =>
    xmlFiles(join('kosit-instances', folder)).flatMap((file) => {
      const xml = read(join('kosit-instances', folder, file));
      const id = `kosit/${folder}/${file}`;
      const cases: DiffCase[] = part === 'instances' ? [{ id: `${id}@${ruleSet}`, ruleSet, xml }] : [];
      findPis(xml).forEach((pi, n) => {
        if (!mutators.includes(pi.mutator)) return;
        // A PI may list the same code twice; the position keeps ids unique.
        (xmuteMutants(xml, pi) ?? []).forEach((mutant, k, all) =>
          cases.push({ id: `${id}#xmute${n + 1}-${mutant.label}${all.length > 1 ? `.${k + 1}` : ''}@${ruleSet}`, ruleSet, xml: mutant.xml }),
        );
      });
      return cases;
    }),
  );
}

/** The XML of each valid Factur-X / ZUGFeRD PDF, under the rule set its guideline id selects. */
let pdfs: DiffCase[] | null = null;

export async function pdfCases(): Promise<DiffCase[]> {
  if (pdfs) return pdfs;
  const cases: DiffCase[] = [];
  for (const file of readdirSync(join(CORPUS, 'facturx-pdf/valid'))
    .filter((f) => f.endsWith('.pdf'))
    .sort()) {
    const extracted = await extractHybridXml(new Uint8Array(readFileSync(join(CORPUS, 'facturx-pdf/valid', file))));
    if (!extracted.ok) continue; // not every "valid" sample carries an XML this project reads; nothing to compare
    const ruleSet = ruleSetOfGuideline(extracted.hybrid.xml);
    if (ruleSet) cases.push({ id: `facturx-pdf/valid/${file}@${ruleSet}`, ruleSet, xml: extracted.hybrid.xml });
  }
  pdfs = cases;
  return cases;
}

/** The rule set a CII document's guideline id selects, preferring Factur-X over plain EN 16931 (as a PDF is Factur-X). */
function ruleSetOfGuideline(xml: string): string | null {
  const id = /GuidelineSpecifiedDocumentContextParameter>\s*<ram:ID>([^<]+)</.exec(xml)?.[1]?.trim();
  if (!id) return null;
  const matching = BUILTIN_RULE_SETS.filter((r) => r.detect?.some((d) => d.root === 'CrossIndustryInvoice' && d.specificationIds.includes(id)));
  return (matching.find((r) => r.id.startsWith('facturx-')) ?? matching[0])?.id ?? null;
}

const CII_TARGETS = [
  { code: 'facturx_minimum', ruleSet: 'facturx-minimum' },
  { code: 'facturx_basic_wl', ruleSet: 'facturx-basic-wl' },
  { code: 'facturx_basic', ruleSet: 'facturx-basic' },
  { code: 'facturx_en16931', ruleSet: 'facturx-en16931' },
  { code: 'facturx_extended', ruleSet: 'facturx-extended' },
  { code: 'xrechnung_cii', ruleSet: 'xrechnung-3-cii' },
];

export interface ConvertedDocument {
  /** fixture name + target format code. */
  id: string;
  target: string;
  ruleSet: string;
  xml: string;
}

let converted: ConvertedDocument[] | null = null;

/**
 * Every fixture invoice (test/fixtures/invoices and the CII suite's samples) in every target format, as the
 * convert service writes it. A fixture a target's pre-check refuses is left out for that target.
 */
export function convertedDocuments(): ConvertedDocument[] {
  if (converted) return converted;
  const out: ConvertedDocument[] = [];
  for (const [name, input] of allInvoices()) {
    for (const target of UBL_TARGETS) {
      const xml = tryConvertUbl(input, target);
      if (xml) out.push({ id: `${name}/${target.format}`, target: target.format, ruleSet: target.ruleSet, xml });
    }
    const model = modelOf(input);
    if (!model) continue;
    for (const target of CII_TARGETS) {
      const precheckProfile = target.code === 'xrechnung_cii' ? 'facturx_xrechnung' : target.code;
      if ((hybridPluginParts.precheck?.(model.invoice, precheckProfile, builtinContext) ?? []).length > 0) continue;
      out.push({
        id: `${name}/${target.code}`,
        target: target.code,
        ruleSet: target.ruleSet,
        xml: serializeCii(model, target.code, builtinCountryValues).xml,
      });
    }
  }
  converted = out;
  return out;
}

function tryConvertUbl(input: InvoiceInput, target: (typeof UBL_TARGETS)[number]): string | null {
  try {
    return convertFor(input, target).xml;
  } catch {
    return null; // refused by a pre-check for this target: the service would not write it either
  }
}

function modelOf(input: InvoiceInput): InvoiceModel | null {
  const built = buildModel(Invoice.parse(input));
  return built.ok ? built.model : null;
}

export function convertedCases(): DiffCase[] {
  return convertedDocuments().map((d) => ({ id: `converted/${d.id}@${d.ruleSet}`, ruleSet: d.ruleSet, xml: d.xml }));
}

// ---------------------------------------------------------------------------------------------------------
// Base documents for the mutant generator

export interface BaseDocument {
  id: string;
  xml: string;
}

/** Mutating a large document costs saxon-js time without adding rule coverage; larger ones are not bases. */
const MAX_BASE_SIZE = 60_000;

/** A CII document relabelled as Peppol BIS 3 (there is no Peppol CII writer or example to start from). */
const asPeppolCii = (xml: string) => xml.replace(/(GuidelineSpecifiedDocumentContextParameter>\s*<ram:ID>)[^<]*</, `$1${PEPPOL_ID}<`);

/** A Peppol billing document relabelled with the self-billing specification and process identifiers. */
const asPeppolSelfBilling = (xml: string) =>
  xml
    .replace(/(<cbc:CustomizationID>)[^<]*</, '$1urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:selfbilling:3.0<')
    .replace(/(<cbc:ProfileID>)[^<]*</, '$1urn:fdc:peppol.eu:2017:poacc:selfbilling:01:1.0<');

/** Valid documents of each mutant rule set (examples, KoSIT instances, PDF XML, converted fixtures), in a fixed order. */
export async function baseDocuments(ruleSet: string): Promise<BaseDocument[]> {
  const examples = (folders: string[]) =>
    folders.flatMap((folder) =>
      xmlFiles(join('examples', folder)).map((file) => ({ id: `examples/${folder}/${file}`, xml: read(join('examples', folder, file)) })),
    );
  const kosit = (folders: string[]) =>
    folders.flatMap((folder) =>
      xmlFiles(join('kosit-instances', folder)).map((file) => ({ id: `kosit/${folder}/${file}`, xml: read(join('kosit-instances', folder, file)) })),
    );
  const release = (folder: string) => xmlFiles(folder).map((file) => ({ id: `${folder}/${file}`, xml: read(join(folder, file)) }));
  const convertedTo = (target: string) =>
    convertedDocuments()
      .filter((d) => d.target === target)
      .map((d) => ({ id: `converted/${d.id}`, xml: d.xml }));
  const fromPdfs = async (forRuleSet: string) =>
    (await pdfCases()).filter((c) => c.ruleSet === forRuleSet).map((c) => ({ id: c.id.replace(/@.*$/, ''), xml: c.xml }));

  const byRuleSet: Record<string, () => Promise<BaseDocument[]> | BaseDocument[]> = {
    'en16931-ubl': () => [...examples(['cen-ubl', 'testfiles']), ...convertedTo('ubl_2_1')],
    'peppol-bis-3-ubl': () => [
      ...release('peppol-3.0.21/billing'),
      ...examples(['peppol/examples', 'peppol/national-examples/NO']),
      ...convertedTo('peppol_bis_3'),
    ],
    'peppol-bis-3-ubl@3.0.20': () => [...release('peppol-3.0.20/billing'), ...convertedTo('peppol_bis_3')],
    'peppol-bis-3-ubl@3.0.19': () => [...examples(['peppol/examples', 'peppol/national-examples/NO']), ...convertedTo('peppol_bis_3')],
    // Self-billing has nine examples; Peppol documents relabelled with the self-billing identifiers add bases.
    'peppol-self-billing-3-ubl': () => [
      ...release('peppol-3.0.21'),
      ...convertedTo('peppol_bis_3').map((b) => ({ id: `${b.id}(as self-billing)`, xml: asPeppolSelfBilling(b.xml) })),
    ],
    'xrechnung-3-ubl': () => [...kosit(['ubl-inv', 'ubl-cn']), ...convertedTo('xrechnung')],
    'en16931-cii': () => [...examples(['cen-cii']), ...convertedTo('facturx_en16931')],
    'peppol-bis-3-cii': () =>
      [...examples(['cen-cii']), ...convertedTo('facturx_en16931')].map((b) => ({ id: `${b.id}(as Peppol)`, xml: asPeppolCii(b.xml) })),
    'xrechnung-3-cii': () => [...kosit(['cii']), ...convertedTo('xrechnung_cii')],
    'facturx-en16931': async () => [...convertedTo('facturx_en16931'), ...examples(['cen-cii']), ...(await fromPdfs('facturx-en16931'))],
    'facturx-extended': async () => [...convertedTo('facturx_extended'), ...(await fromPdfs('facturx-extended'))],
  };
  const source = byRuleSet[ruleSet];
  if (!source) throw new Error(`no base documents for rule set ${ruleSet}`);
  return (await source()).filter((b) => b.xml.length <= MAX_BASE_SIZE);
}
