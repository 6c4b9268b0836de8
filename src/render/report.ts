// Validate's human-readable report: the verdict and findings, with the document rendered below by the same
// renderer as POST /v1/render. A document that cannot be read (not well-formed, not an e-invoice) still gets
// its report, with the reason in place of the invoice.
import { renderReportPage } from '../../core/render/report.js';
import type { Language } from '../../core/render/languages.js';
import { ApiError } from '../http/errors.js';
import type { ValidationResult } from '../schemas/validation.js';
import { viewOf, type RenderDeps } from './service.js';

export async function validationReportHtml(
  deps: RenderDeps,
  result: ValidationResult,
  document: { xml: string | Uint8Array } | { pdf: Uint8Array },
  language: Language | undefined,
): Promise<string> {
  try {
    const view = await viewOf(deps, { document }, { language });
    return renderReportPage(result, { view }, language ?? view.language);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return renderReportPage(result, { reason: error.message }, language ?? 'en');
  }
}
