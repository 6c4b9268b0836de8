// POST /v1/validate with `document_base64`: a Factur-X / ZUGFeRD PDF. The embedded invoice XML goes through
// the engine with its profile's rule set (detected from its guideline id, or the format hint), and the PDF
// checker's rules join the report. `is_valid` also needs a PDF without checker errors: a hybrid invoice whose
// container breaks PDF/A-3 is not a valid Factur-X invoice, even when its XML is.
import { ApiError, validationError } from '../../http/errors.js';
import type { ValidationResult } from '../../schemas/validation.js';
import type { ValidationEngine } from '../engine.js';
import { CONFORMANCE_BY_GUIDELINE } from '../../../core/pdf/conformance-levels.js';
import { extractHybridXml, looksLikePdf } from './extract.js';
import { PDF_LIMITS } from './budget.js';

/** Largest decoded document, in bytes (5 MB, as for `document`). */
export const MAX_PDF_BYTES = 5_242_880;

/**
 * Decodes a base64 PDF field (`document_base64`, or convert's `pdf_base64`; standard or URL-safe alphabet,
 * whitespace allowed); 413 over 5 MB, 422 naming the field when not base64 or not a PDF.
 */
export function decodeDocumentBase64(text: string, field = 'document_base64'): Uint8Array {
  const compact = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(compact) || compact.length % 4 === 1) {
    throw validationError([{ field, code: 'invalid_base64', message: 'is not base64 text' }]);
  }
  // 4 characters carry 3 bytes: refuse before decoding anything large.
  const decodedSize = Math.floor((compact.replace(/=+$/, '').length * 3) / 4);
  if (decodedSize > MAX_PDF_BYTES) {
    throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `The decoded PDF has ${decodedSize} bytes; at most ${MAX_PDF_BYTES} (5 MB) are accepted.`, {
      field,
    });
  }
  const standard = compact.replace(/-/g, '+').replace(/_/g, '/');
  const padded = standard.padEnd(Math.ceil(standard.length / 4) * 4, '=');
  // atob is there on every runtime the service targets (Node, Deno, workerd).
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  if (!looksLikePdf(bytes)) {
    throw validationError(
      [{ field, code: 'not_pdf', message: 'is not a PDF file (it must start with %PDF-)' }],
      field === 'document_base64' ? 'Send XML in `document`; `document_base64` is for Factur-X / ZUGFeRD PDF files.' : undefined,
    );
  }
  return bytes;
}

/**
 * The format whose rule sets judge the embedded XML. Its guideline id alone is ambiguous (EN16931 is also plain
 * CII), but inside a Factur-X / ZUGFeRD container it is the Factur-X profile; the XRECHNUNG profile's XML is XRechnung.
 */
function ruleSetFormat(guidelineId: string | null, container: 'facturx' | 'zugferd'): string {
  if (guidelineId && CONFORMANCE_BY_GUIDELINE[guidelineId] === 'XRECHNUNG') return 'xrechnung';
  return container;
}

export async function validateHybridPdf(engine: Pick<ValidationEngine, 'validate'>, pdf: Uint8Array, formatHint?: string): Promise<ValidationResult> {
  const started = performance.now();
  const extracted = await extractHybridXml(pdf);
  if (!extracted.ok && extracted.invoiceXmlTooLarge) {
    // The same answer as for an XML document over the limit sent as text.
    throw new ApiError(
      413,
      'PAYLOAD_TOO_LARGE',
      `The invoice XML embedded in the PDF inflates to more than ${PDF_LIMITS.invoiceXmlBytes} bytes; validate accepts at most ${PDF_LIMITS.invoiceXmlBytes} (5 MB).`,
      { field: 'document_base64' },
    );
  }
  if (!extracted.ok) {
    const errors = extracted.pdfRules.filter((r) => r.severity === 'error').length;
    return {
      is_valid: false,
      format_detected: 'unknown',
      schema_valid: false,
      business_rules_valid: false,
      error_count: errors,
      warning_count: extracted.pdfRules.length - errors,
      rules: extracted.pdfRules,
      processing_ms: Math.round((performance.now() - started) * 10) / 10,
      rule_set: null,
      container: 'pdf',
    };
  }
  const { hybrid } = extracted;
  const xmlResult = await engine.validate({ xml: hybrid.xml, formatHint: formatHint ?? ruleSetFormat(hybrid.guidelineId, hybrid.format) });
  const pdfErrors = hybrid.pdfRules.filter((r) => r.severity === 'error').length;
  const pdfWarnings = hybrid.pdfRules.length - pdfErrors;
  return {
    ...xmlResult,
    // The XML of an XRECHNUNG-profile PDF is detected as xrechnung; the container makes it a Factur-X/ZUGFeRD file.
    format_detected: hybrid.format,
    is_valid: xmlResult.is_valid && pdfErrors === 0,
    error_count: (xmlResult.error_count ?? 0) + pdfErrors,
    warning_count: (xmlResult.warning_count ?? 0) + pdfWarnings,
    rules: [...hybrid.pdfRules, ...(xmlResult.rules ?? [])],
    processing_ms: Math.round((performance.now() - started) * 10) / 10,
    container: 'pdf',
  };
}
