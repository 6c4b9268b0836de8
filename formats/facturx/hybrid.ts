// What the facturx and zugferd plugins share: the CII serializer, the PDF/A-3 container and its checker.
// The two brands produce the same documents (Factur-X 1.09.2 = ZUGFeRD 2.5.2); only the profile prefix differs.
import type { FieldIssue, FormatContext, FormatPlugin, PdfContainerInput } from '../../plugins/contracts.js';
import type { InvoiceModel } from '../../core/en16931/model.js';
import { en16931Precheck } from '../../core/en16931/en16931-precheck.js';
import type { Invoice } from '../../core/en16931/invoice.js';
import { createHybridPdf } from '../../core/pdf/hybrid-pdf.js';
import { createHybridFromVisual } from '../../core/pdf/visual-pdf.js';
import { checkHybridPdf } from '../../src/validation/pdf/checker.js';
import { ciiProfileFor, serializeCiiProfile, type FacturxProfile } from './cii.js';
import { xrechnungPrecheck } from '../xrechnung/precheck.js';

function profileOf(code: string): FacturxProfile {
  const profile = ciiProfileFor(code);
  if (!profile) throw new Error(`not a Factur-X / ZUGFeRD profile: ${code}`);
  return profile;
}

/**
 * The EN 16931 pre-check rules that the MINIMUM and BASIC WL Schematron files also contain (the others are
 * about lines or parties these profiles do not carry). test/cii/precheck.test.ts keeps this in step with the files.
 */
export const HEADER_PROFILE_RULES: Record<'MINIMUM' | 'BASIC_WL', ReadonlySet<string>> = {
  MINIMUM: new Set(['BR-CO-09', 'BR-CO-26']),
  BASIC_WL: new Set(['BR-61', 'BR-CO-09', 'BR-CO-26', 'BR-IC-11', 'BR-IC-12', 'BR-O-11']),
};

/** EN 16931 rules hold from BASIC upwards; XRECHNUNG adds the German CIUS; MINIMUM and BASIC WL check a subset. */
function precheck(invoice: Invoice, code: string, context?: FormatContext): FieldIssue[] {
  const profile = profileOf(code);
  const { level } = profile;
  if (level === 'XRECHNUNG') return xrechnungPrecheck(invoice, context);
  if (level === 'MINIMUM' || level === 'BASIC_WL') {
    const applies = HEADER_PROFILE_RULES[level];
    return [...en16931Precheck(invoice).filter((issue) => issue.rule !== undefined && applies.has(issue.rule)), ...amountDueIssues(invoice, profile)];
  }
  return [...en16931Precheck(invoice), ...amountDueIssues(invoice, profile)];
}

/**
 * A paid amount (BT-113) or rounding amount (BT-114) the profile has no element for: the amount due (BT-115)
 * includes it, so leaving it out would break BR-CO-16 (BT-115 = BT-112 − BT-113 + BT-114). MINIMUM does not
 * check that rule, so there the amount is only reported as dropped.
 */
function amountDueIssues(invoice: Invoice, profile: FacturxProfile): FieldIssue[] {
  if (profile.level === 'MINIMUM') return [];
  const carried = new Set((profile.schema['ram:TradeSettlementHeaderMonetarySummationType']?.c ?? []).map(([name]) => name));
  const issues: FieldIssue[] = [];
  for (const [field, element, bt] of [
    ['prepaid_amount', 'ram:TotalPrepaidAmount', 'BT-113'],
    ['rounding_amount', 'ram:RoundingAmount', 'BT-114'],
  ] as const) {
    const value = invoice[field];
    if (value === undefined || /^[+-]?0*\.?0*$/.test(value) || carried.has(element)) continue;
    issues.push({
      field,
      code: 'not_carried_by_profile',
      message: `the ${profile.level} profile has no element for ${bt}, and the amount due includes it`,
      rule: 'BR-CO-16',
      suggestion: `Convert to a profile from EN16931 upwards, or leave ${field} out and state the amount due without it.`,
    });
  }
  return issues;
}

function pdf(input: PdfContainerInput): Promise<Uint8Array> {
  const profile = profileOf(input.profile);
  return createHybridPdf({
    xml: input.xml,
    model: input.model,
    carried: input.context?.countries.of(input.model.invoice),
    conformanceLevel: profile.conformanceLevel,
    attachmentName: profile.attachmentName,
    relationship: profile.relationship,
    language: input.language,
    omit: input.droppedFields,
  });
}

function pdfFromVisual(input: PdfContainerInput & { visual: Uint8Array }): Promise<Uint8Array> {
  const profile = profileOf(input.profile);
  return createHybridFromVisual({
    visual: input.visual,
    model: input.model,
    attachment: { xml: input.xml, name: profile.attachmentName, relationship: profile.relationship, conformanceLevel: profile.conformanceLevel },
  });
}

export const hybridPluginParts: Pick<FormatPlugin, 'precheck' | 'serialize' | 'pdf' | 'pdfFromVisual' | 'checkPdf'> = {
  precheck,
  serialize: (model: InvoiceModel, code: string, context?: FormatContext) => serializeCiiProfile(model, profileOf(code), context?.countries),
  pdf,
  pdfFromVisual,
  checkPdf: (bytes, xml) => checkHybridPdf(bytes, { expectedXml: xml }),
};
