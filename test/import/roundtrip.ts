// The round trip of one received document, as the corpus test and `npm run eval:roundtrip` run it:
// import → canonical invoice → back to its own syntax and profile (compared term by term with the source)
// → to the other syntax (checked against the target's official rules when the source passed its own).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FormatPlugin } from '../../plugins/contracts.js';
import type { ReadResult } from '../../core/syntax/common/read/read-result.js';
import { chooseReader, checkInvoice } from '../../src/import/service.js';
import { buildModel } from '../../core/en16931/model.js';
import type { FormatRegistry } from '../../src/registry/formats.js';
import type { ValidationEngine } from '../../src/validation/engine.js';
import { identify } from '../../src/validation/detect.js';
import { extractHybridXml } from '../../src/validation/pdf/extract.js';
import { parseInput } from '../../src/validation/xml-input.js';
import { compareBts, type BtDifference } from './bt-compare.js';

export const CORPUS = join(process.cwd(), '../shared/corpus');

/** The official example and instance documents, by corpus (the CEN unit-test fragments are not invoices). */
export const CORPORA: Array<{ name: string; dirs: string[] }> = [
  { name: 'CEN examples (UBL, CII)', dirs: ['examples/cen-ubl', 'examples/cen-cii'] },
  { name: 'CEN test files (UBL)', dirs: ['examples/testfiles'] },
  {
    name: 'Peppol BIS 3 examples and snippets',
    dirs: ['examples/peppol/examples', 'examples/peppol/snippets', 'examples/peppol/national-examples/GR', 'examples/peppol/national-examples/NO'],
  },
  { name: 'Peppol 3.0.20', dirs: ['peppol-3.0.20/billing'] },
  { name: 'Peppol 3.0.21 (incl. self-billing)', dirs: ['peppol-3.0.21', 'peppol-3.0.21/billing'] },
  { name: 'KoSIT XRechnung UBL invoices', dirs: ['kosit-instances/ubl-inv'] },
  { name: 'KoSIT XRechnung UBL credit notes', dirs: ['kosit-instances/ubl-cn'] },
  { name: 'KoSIT XRechnung CII', dirs: ['kosit-instances/cii'] },
  { name: 'Factur-X / ZUGFeRD PDFs', dirs: ['facturx-pdf/valid'] },
];

export function corpusFiles(dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(join(CORPUS, dir), { withFileTypes: true })
      .filter((e) => e.isFile() && /\.(xml|pdf)$/i.test(e.name))
      .map((e) => join(dir, e.name))
      .sort(),
  );
}

/** The other syntax's counterpart of a profile (XRechnung stays XRechnung; the rest go to EN 16931 CII or UBL). */
const CROSS_TARGET: Record<'ubl' | 'cii', (profile: string) => { format: string; profile: string }> = {
  ubl: (profile) =>
    profile === 'xrechnung_ubl' ? { format: 'xrechnung', profile: 'xrechnung_cii' } : { format: 'facturx', profile: 'facturx_en16931' },
  cii: (profile) =>
    profile === 'xrechnung_cii' || profile.endsWith('_xrechnung')
      ? { format: 'xrechnung', profile: 'xrechnung_ubl' }
      : { format: 'ubl_2_1', profile: 'ubl_en16931' },
};

export interface RoundTrip {
  file: string;
  /** The reader threw or no reader claimed the document. */
  importError: string | null;
  format: string | null;
  profile: string | null;
  read: ReadResult | null;
  /** Why the imported invoice cannot be converted (canonical schema or model), empty when it can. */
  invoiceIssues: string[];
  /** Stated totals that differ from the computed ones (convert refuses such a document). */
  totalsDifferences: string[];
  /** Term-level differences of the same-syntax round trip; null when it could not run. */
  sameSyntax: BtDifference[] | null;
  /** Why the same-syntax conversion did not run (pre-check of the source's own profile). */
  sameSyntaxRefused: string[];
  cross: { target: string; sourceValid: boolean; targetErrors: string[] | null; refused: string[] } | null;
}

function serialize(
  plugin: FormatPlugin,
  profile: string,
  invoice: Parameters<NonNullable<FormatPlugin['precheck']>>[0],
): { xml: string } | { refused: string[] } {
  const issues = plugin.precheck?.(invoice, profile) ?? [];
  const built = buildModel(invoice);
  if (issues.length > 0 || !built.ok) return { refused: [...issues, ...(built.ok ? [] : built.issues)].map((i) => `${i.rule ?? i.code} ${i.field}`) };
  return { xml: plugin.serialize!(built.model, profile).xml };
}

export async function roundTrip(file: string, formats: FormatRegistry, engine: ValidationEngine | null): Promise<RoundTrip> {
  const out: RoundTrip = {
    file,
    importError: null,
    format: null,
    profile: null,
    read: null,
    invoiceIssues: [],
    totalsDifferences: [],
    sameSyntax: null,
    sameSyntaxRefused: [],
    cross: null,
  };
  const bytes = readFileSync(join(CORPUS, file));
  let xml: string;
  let container: string | undefined;
  if (/\.pdf$/i.test(file)) {
    const extracted = await extractHybridXml(new Uint8Array(bytes));
    if (!extracted.ok) return { ...out, importError: extracted.reason };
    xml = extracted.hybrid.xml;
    container = extracted.hybrid.format;
  } else xml = bytes.toString('utf8');
  const parsed = parseInput(xml);
  if (!parsed.ok) return { ...out, importError: parsed.rule.message };
  const identity = identify(parsed.doc);
  parsed.doc.dispose();
  const choice = chooseReader(formats, identity, container);
  if (!choice) return { ...out, importError: `no reader for <${identity.root}>` };
  out.format = choice.plugin.info.code;
  out.profile = choice.profile;
  try {
    out.read = choice.reader.read(parsed.text);
  } catch (error) {
    return { ...out, importError: String(error) };
  }
  const checked = checkInvoice(out.read);
  out.invoiceIssues = checked.issues.map((i) => `${i.code} ${i.field}`);
  const invoice = checked.valid;
  if (!invoice) return out;
  // Convert refuses a document whose stated totals differ from the computation: it would correct them silently.
  out.totalsDifferences = checked.differences.map((d) => `${d.business_term} ${d.field}`);
  if (out.totalsDifferences.length > 0) return out;

  const back = serialize(choice.plugin, choice.profile, invoice);
  if ('refused' in back) out.sameSyntaxRefused = back.refused;
  else out.sameSyntax = compareBts(parsed.text, back.xml, out.read.losses);

  const syntax = identity.root === 'CrossIndustryInvoice' ? 'cii' : 'ubl';
  const target = CROSS_TARGET[syntax](choice.profile);
  const targetPlugin = formats.get(target.format)!;
  const ruleSet = targetPlugin.profiles.find((p) => p.code === target.profile)!.ruleSet;
  const sourceRuleSet = choice.plugin.profiles.find((p) => p.code === choice.profile)!.ruleSet;
  // An extension or CIUS of a CIUS (a second `#compliant#` / `#conformant#`, e.g. the XRechnung extension) may
  // use values its base profile, the target here, does not allow: such a source is not expected to give a valid target.
  const extension = /#(compliant|conformant)#.*#(compliant|conformant)#/.test(out.read.specification_id ?? '');
  const sourceValid = engine && !extension ? (await engine.validate({ xml: parsed.text, ruleSetId: sourceRuleSet })).is_valid : false;
  const converted = serialize(targetPlugin, target.profile, invoice);
  if ('refused' in converted) out.cross = { target: target.profile, sourceValid, targetErrors: null, refused: converted.refused };
  else {
    const errors =
      sourceValid && engine
        ? (await engine.validate({ xml: converted.xml, ruleSetId: ruleSet })).rules
            .filter((r) => r.severity === 'error')
            .map((r) => `${r.rule_id} ${r.location ?? ''}`)
        : null;
    out.cross = { target: target.profile, sourceValid, targetErrors: errors, refused: [] };
  }
  return out;
}
