// The PDF/A-3 and Factur-X hybrid checker: entry points for convert (checkHybridPdf) and validate (extractHybridXml).
export { checkHybridPdf, inspectHybridPdf, type CheckOptions, type HybridPdfReport } from './checker.js';
export { extractHybridXml, looksLikePdf, type ExtractedHybrid, type ExtractResult } from './extract.js';
export { PDF_RULES, type PdfRuleInfo } from './rules.js';
export { decodeDocumentBase64, validateHybridPdf, MAX_PDF_BYTES } from './validate-pdf.js';
export { PDF_LIMITS, PdfLimitError } from './budget.js';
