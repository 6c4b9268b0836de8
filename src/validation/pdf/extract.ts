// For POST /v1/validate with `document_base64`: reads a Factur-X / ZUGFeRD PDF once, returns the embedded
// invoice XML for the rule-set validation plus the PDF checker's findings to add to the report.
import type { ValidationRule } from '../../schemas/validation.js';
import { inspectHybridPdf } from './checker.js';

export interface ExtractedHybrid {
  /** The embedded invoice XML as text. */
  xml: string;
  attachmentName: string;
  /** format_detected for the report: zugferd when the file uses ZUGFeRD naming, else facturx. */
  format: 'facturx' | 'zugferd';
  /** fx:ConformanceLevel from the XMP, when present. */
  conformanceLevel: string | null;
  guidelineId: string | null;
  /** The PDF/A-3 and hybrid checker's rules (errors and warnings). */
  pdfRules: ValidationRule[];
}

export type ExtractResult =
  | { ok: true; hybrid: ExtractedHybrid }
  | { ok: false; pdfRules: ValidationRule[]; reason: string; invoiceXmlTooLarge: boolean };

export async function extractHybridXml(pdf: Uint8Array): Promise<ExtractResult> {
  const report = await inspectHybridPdf(pdf);
  if (report.invoiceXml === null || report.attachmentName === null) {
    const reason = report.invoiceXmlTooLarge
      ? 'the embedded invoice XML is larger than the XML size limit'
      : 'the PDF has no embedded factur-x.xml, xrechnung.xml or zugferd-invoice.xml';
    return { ok: false, pdfRules: report.rules, reason, invoiceXmlTooLarge: report.invoiceXmlTooLarge };
  }
  const zugferd = report.attachmentName.toLowerCase() === 'zugferd-invoice.xml' || (report.guidelineId ?? '').includes('zugferd');
  return {
    ok: true,
    hybrid: {
      xml: report.invoiceXml,
      attachmentName: report.attachmentName,
      format: zugferd ? 'zugferd' : 'facturx',
      conformanceLevel: report.conformanceLevel,
      guidelineId: report.guidelineId,
      pdfRules: report.rules,
    },
  };
}

/** True when the bytes start like a PDF file (used to tell a PDF from other base64 payloads). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  return bytes.length > 8 && bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46;
}
