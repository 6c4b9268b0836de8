// Convert's `pdf_base64`: the caller's own invoice PDF as the visible part of a Factur-X / ZUGFeRD PDF. What
// is wrong with that PDF is the caller's to fix, so every refusal is a 422 on `pdf_base64` naming the reason
// in words, never a converter failure; nothing is stored.
import type { FormatPlugin, FormatProfile, PdfContainerInput } from '../../plugins/contracts.js';
import type { ValidationRule } from '../../core/schemas/validation-rule.js';
import { VisualPdfRefusal } from '../../core/pdf/visual-pdf.js';
import { validationError } from '../http/errors.js';
import type { FieldError } from '../schemas/envelope.js';
import { decodeDocumentBase64 } from '../validation/pdf/validate-pdf.js';

const FIELD = 'pdf_base64';
/** The request body is limited to 6 MB; base64 makes 4 bytes of 3, so this is what fits beside the invoice. */
export const MAX_VISUAL_PDF_BYTES = 4_400_000;

/** The checker's findings that mean the caller's pages would have to change, in the caller's words. */
const FINDINGS: Record<string, { code: string; reason: string }> = {
  'PDFA-FONT-EMBEDDED': { code: 'pdf_fonts_not_embedded', reason: 'uses a font that is not embedded (export it with all fonts embedded)' },
  'PDFA-FONT-WIDTHS': { code: 'pdf_fonts_not_embedded', reason: 'has a font whose widths disagree with the embedded font program' },
  'PDFA-ACTIONS': { code: 'pdf_javascript', reason: 'contains JavaScript or an action PDF/A forbids (launch, sound, movie, form reset…)' },
  'PDFA-TRANSPARENCY': { code: 'pdf_transparency', reason: 'uses transparency without a colour space for it' },
  'PDFA-DEVICE-COLOUR': {
    code: 'pdf_device_colour',
    reason:
      'draws in a device colour space its output intent does not describe (CMYK under the sRGB output intent added to it, or RGB under its own CMYK one)',
  },
};

/** The caller's PDF, decoded and checked against what the request asks for; null when none was sent. */
export function visualPdfOf(request: { pdf_base64?: string }, plugin: FormatPlugin, profile: FormatProfile): Uint8Array | null {
  if (request.pdf_base64 === undefined) return null;
  // Without output pdf the request schema has refused it already.
  if (!plugin.pdfFromVisual)
    throw validationError([
      { field: FIELD, code: 'invalid_combination', message: `cannot be used with ${plugin.info.code} (${profile.code}): it makes its own PDF` },
    ]);
  const bytes = decodeDocumentBase64(request.pdf_base64, FIELD);
  if (bytes.length > MAX_VISUAL_PDF_BYTES)
    throw validationError([
      { field: FIELD, code: 'too_large', message: `has ${bytes.length} bytes; at most ${MAX_VISUAL_PDF_BYTES} fit in a convert request` },
    ]);
  return bytes;
}

/** The container on the caller's pages; a PDF that cannot be the base is refused with its reason. */
export async function containerOnVisual(plugin: FormatPlugin, input: PdfContainerInput, visual: Uint8Array): Promise<Uint8Array> {
  try {
    return await plugin.pdfFromVisual!({ ...input, visual });
  } catch (error) {
    if (error instanceof VisualPdfRefusal) throw validationError([{ field: FIELD, code: `pdf_${error.problem}`, message: error.message }]);
    throw error;
  }
}

/** The checker's errors on the container as reasons the caller can act on. */
export function visualPdfFindings(rules: ValidationRule[]): never {
  const errors: FieldError[] = [];
  for (const rule of rules.filter((r) => r.severity === 'error')) {
    const known = FINDINGS[rule.rule_id];
    const error = known
      ? { field: FIELD, code: known.code, message: `cannot become PDF/A-3 without changing how it looks: it ${known.reason}` }
      : { field: FIELD, code: 'pdf_not_pdfa', message: `does not pass the PDF/A-3 check once the invoice is added: ${rule.rule_id} ${rule.message}` };
    if (!errors.some((e) => e.code === error.code && e.message === error.message)) errors.push(error);
  }
  throw validationError(
    errors,
    'Export the invoice as PDF/A (PDF/A-2b or PDF/A-3b) from the program that made it, or convert without pdf_base64 to get the service’s own layout.',
  );
}
