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
  const { level } = profileOf(code);
  if (level === 'XRECHNUNG') return xrechnungPrecheck(invoice, context);
  if (level === 'MINIMUM' || level === 'BASIC_WL') {
    const applies = HEADER_PROFILE_RULES[level];
    return en16931Precheck(invoice).filter((issue) => issue.rule !== undefined && applies.has(issue.rule));
  }
  return en16931Precheck(invoice);
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
