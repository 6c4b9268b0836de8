// A validation report as a person reads it, like KoSIT's HTML report: the verdict first, then the rule set
// that produced it, each finding with its rule, severity, business term, location and suggestion, and the
// rendered invoice below (or why it cannot be shown). Labels in the report's language.
import { escapeXmlText as esc } from '../xml/escape.js';
import { dictionaryFor } from './dictionary.js';
import { invoiceCss, invoiceSection, type HtmlOptions } from './html.js';
import type { Language } from './languages.js';
import type { InvoiceView } from './view.js';

/** The parts of a validation result the report shows. */
export interface ReportInput {
  is_valid: boolean;
  format_detected: string;
  rules: Array<{
    rule_id: string;
    severity: 'error' | 'warning' | 'info';
    message: string;
    location?: string | null;
    suggestion?: string | null;
    business_term?: string | null;
  }>;
  rule_set?: { name: string; version?: string | null; scenario?: string | null } | null;
}

export function renderReportPage(
  result: ReportInput,
  invoice: { view: InvoiceView } | { reason: string },
  language: Language,
  options: HtmlOptions = {},
): string {
  const d = dictionaryFor(language);
  const severity = { error: d.label('error'), warning: d.label('warning'), info: d.label('information') };
  const ruleSet = result.rule_set
    ? [result.rule_set.name, result.rule_set.version, result.rule_set.scenario].filter(Boolean).join(' · ')
    : result.format_detected;
  const rows = result.rules
    .map(
      (r) =>
        `<tr class="${r.severity}"><td>${esc(r.rule_id)}</td><td>${esc(severity[r.severity])}</td><td>${esc(r.business_term ?? '')}</td>` +
        `<td>${esc(r.message)}${r.suggestion ? `<div class="detail">${esc(d.label('suggestion'))}: ${esc(r.suggestion)}</div>` : ''}</td>` +
        `<td class="location">${esc(r.location ?? '')}</td></tr>`,
    )
    .join('');
  const findings = result.rules.length
    ? `<table class="findings"><caption>${esc(d.label('findings'))}</caption><thead><tr><th scope="col">${esc(d.label('rule'))}</th>` +
      `<th scope="col">${esc(d.label('severity'))}</th><th scope="col">${esc(d.label('business_term'))}</th><th scope="col">${esc(d.label('message'))}</th>` +
      `<th scope="col">${esc(d.label('location'))}</th></tr></thead><tbody>${rows}</tbody></table>`
    : `<p>${esc(d.label('no_findings'))}</p>`;
  const verdict = result.is_valid ? d.label('valid') : d.label('invalid');
  const shown =
    'view' in invoice
      ? invoiceSection(invoice.view, options)
      : `<p class="not-rendered">${esc(d.label('not_rendered', { reason: invoice.reason }))}</p>`;
  const css = `${invoiceCss(options.accent)}
.verdict{font-size:1.3rem;font-weight:700;padding:8px 12px;border-radius:4px;display:inline-block}
.verdict.valid{background:#e3f4e8;color:#14532d}.verdict.invalid{background:#fde8e8;color:#7f1d1d}
.findings td.location{font-family:monospace;font-size:.75rem}
tr.error td:first-child{border-left:4px solid #b91c1c}tr.warning td:first-child{border-left:4px solid #a16207}
.report{max-width:60rem;margin:0 auto 32px}`;
  return (
    `<!DOCTYPE html><html lang="${esc(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${esc(d.label('report'))}: ${esc(verdict)}</title><style>${css}</style></head><body><main>` +
    `<section class="report"><h1>${esc(d.label('report'))}</h1>` +
    `<p><span class="verdict ${result.is_valid ? 'valid' : 'invalid'}" role="status">${esc(d.label('verdict'))}: ${esc(verdict)}</span></p>` +
    `<dl class="fields"><div><dt>${esc(d.label('rule_set'))}</dt><dd>${esc(ruleSet)}</dd></div></dl>${findings}</section>` +
    `<h2>${esc(d.label('rendered_invoice'))}</h2>${shown}</main></body></html>`
  );
}
