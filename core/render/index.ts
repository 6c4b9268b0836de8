// The renderer: a canonical invoice (with its computed or stated totals) → a format-neutral view in one of
// seven languages → a self-contained HTML page here, or the PDF page layout in core/pdf.
export { buildView, type InvoiceView, type ViewField, type ViewLine, type ViewOptions, type ViewParty } from './view.js';
export { renderHtmlPage, invoiceSection, invoiceCss, DEFAULT_ACCENT, type HtmlOptions } from './html.js';
export { sourceOfDocument, sourceOfModel, type RenderSource } from './source.js';
export { LANGUAGES, isLanguage, languageOfCountry, type Language } from './languages.js';
export { readLogo, ACCENT_PATTERN, MAX_LOGO_BYTES, type Logo } from './logo.js';
export { renderReportPage, type ReportInput } from './report.js';
