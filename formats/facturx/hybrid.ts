// What the facturx and zugferd plugins share: the CII serializer, the PDF/A-3 container and its checker.
// The two brands produce the same documents (Factur-X 1.09.2 = ZUGFeRD 2.5.2); only the profile prefix differs.
import type { FieldIssue, FormatPlugin, PdfContainerInput } from '../../plugins/contracts.js';
import type { InvoiceModel } from '../../src/invoice/model.js';
import { en16931Precheck } from '../../src/invoice/en16931-precheck.js';
import type { Invoice } from '../../src/schemas/invoice.js';
import { createHybridPdf } from '../../src/pdf/hybrid-pdf.js';
import { checkHybridPdf } from '../../src/validation/pdf/checker.js';
import { ciiProfileFor, serializeCiiProfile, type CiiProfile } from '../cii/index.js';
import { xrechnungPrecheck } from '../xrechnung/precheck.js';

function profileOf(code: string): CiiProfile {
  const profile = ciiProfileFor(code);
  if (!profile) throw new Error(`not a Factur-X / ZUGFeRD profile: ${code}`);
  return profile;
}

/** EN 16931 rules hold from BASIC upwards; XRECHNUNG adds the German CIUS; MINIMUM and BASIC WL carry no lines. */
function precheck(invoice: Invoice, code: string): FieldIssue[] {
  const { level } = profileOf(code);
  if (level === 'XRECHNUNG') return xrechnungPrecheck(invoice);
  if (level === 'BASIC' || level === 'EN16931' || level === 'EXTENDED') return en16931Precheck(invoice);
  return [];
}

function pdf(input: PdfContainerInput): Promise<Uint8Array> {
  const profile = profileOf(input.profile);
  return createHybridPdf({
    xml: input.xml,
    model: input.model,
    conformanceLevel: profile.conformanceLevel,
    attachmentName: profile.attachmentName,
    relationship: profile.relationship,
  });
}

export const hybridPluginParts: Pick<FormatPlugin, 'precheck' | 'serialize' | 'pdf' | 'checkPdf'> = {
  precheck,
  serialize: (model: InvoiceModel, code: string) => serializeCiiProfile(model, profileOf(code)),
  pdf,
  checkPdf: (bytes, xml) => checkHybridPdf(bytes, { expectedXml: xml }),
};
