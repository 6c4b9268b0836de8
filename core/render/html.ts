// The invoice as one self-contained, accessible HTML page: the document's language on <html lang>, a real
// table with column headers (scope) and a caption, definition lists for label/value pairs, inline CSS with
// text/background contrast above WCAG AA, print rules for A4, and the logo as a data URI (nothing is fetched).
import { escapeXmlText } from '../xml/escape.js';
import type { Logo } from './logo.js';
import type { InvoiceView, ViewField, ViewParty } from './view.js';

export interface HtmlOptions {
  /** A PNG or JPEG shown at the top left. */
  logo?: Logo | null;
  /** Accent colour `#rrggbb` of headings and rules. */
  accent?: string;
}

export const DEFAULT_ACCENT = '#1f3a5f';

const esc = escapeXmlText;

function term(field: ViewField): string {
  return field.bt ? ` <span class="bt">${esc(field.bt)}</span>` : '';
}

function fieldList(fields: ViewField[], className = 'fields'): string {
  if (fields.length === 0) return '';
  const rows = fields.map((f) => `<div${f.strong ? ' class="strong"' : ''}><dt>${esc(f.label)}${term(f)}</dt><dd>${esc(f.value)}</dd></div>`);
  return `<dl class="${className}">${rows.join('')}</dl>`;
}

function party(p: ViewParty): string {
  const address = p.address.map((line) => `${esc(line)}<br>`).join('');
  return `<section class="party" aria-label="${esc(p.heading)}"><h2>${esc(p.heading)}</h2>${p.name ? `<p class="name">${esc(p.name)}</p>` : ''}<p>${address}</p>${fieldList(p.fields)}</section>`;
}

/** The invoice view's <section> (without page chrome), for embedding in another page such as a validation report. */
export function invoiceSection(view: InvoiceView, options: HtmlOptions = {}): string {
  const logo = options.logo ? `<img class="logo" src="data:${options.logo.mimeType};base64,${options.logo.base64}" alt="">` : '';
  const head = view.columns.map((c) => `<th scope="col" class="${c.align}">${esc(c.title)}</th>`).join('');
  const rows = view.lines
    .map((line) => {
      const details = line.details.map((d) => `<div class="detail">${d.label ? `${esc(d.label)}: ` : ''}${esc(d.value)}${term(d)}</div>`).join('');
      return (
        `<tr><td>${esc(line.id)}</td><td>${esc(line.description)}${details}</td><td class="right">${esc(line.quantity)}</td>` +
        `<td>${esc(line.unit)}</td><td class="right">${esc(line.unitPrice)}</td><td class="right">${esc(line.vat)}</td><td class="right">${esc(line.net)}</td></tr>`
      );
    })
    .join('');
  const vat = view.vatRows
    .map((row) => `<tr><th scope="row">${esc(row.label)}</th><td class="right">${esc(row.taxable)}</td><td class="right">${esc(row.tax)}</td></tr>`)
    .join('');
  const parts = [
    `<header>${logo}<h1>${esc(view.title)}</h1>${fieldList(view.facts, 'facts')}</header>`,
    `<div class="parties">${party(view.seller)}${party(view.buyer)}${view.delivery ? party(view.delivery) : ''}</div>`,
    `<table class="lines"><caption>${esc(view.text.lines)}</caption><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`,
    view.allowanceCharges.length
      ? `<section><h2>${esc(view.text.allowanceCharges)}</h2>${fieldList(view.allowanceCharges, 'amounts')}</section>`
      : '',
    `<div class="closing"><table class="vat"><caption>${esc(view.vatHeading.title)}</caption><thead><tr><th scope="col">${esc(view.vatHeading.category)}</th>` +
      `<th scope="col" class="right">${esc(view.vatHeading.taxable)}</th><th scope="col" class="right">${esc(view.vatHeading.tax)}</th></tr></thead><tbody>${vat}</tbody></table>` +
      `<section class="totals"><h2>${esc(view.text.totals)}</h2>${fieldList(view.totals, 'amounts')}</section></div>`,
    view.payment.length ? `<section><h2>${esc(view.text.payment)}</h2>${fieldList(view.payment)}</section>` : '',
    view.notes.length ? `<section><h2>${esc(view.text.notes)}</h2>${view.notes.map((n) => `<p class="note">${esc(n)}</p>`).join('')}</section>` : '',
    view.other.length ? `<section><h2>${esc(view.text.other)}</h2>${fieldList(view.other)}</section>` : '',
  ];
  return `<article class="invoice">${parts.join('')}</article>`;
}

/** The page's CSS; `accent` colours headings and rules. */
export function invoiceCss(accent = DEFAULT_ACCENT): string {
  return `
:root{--accent:${accent};--ink:#1a1a1f;--muted:#4a4f57;--line:#c9ced6;--band:#eef0f3}
*{box-sizing:border-box}
body{margin:0;padding:24px;font:14px/1.45 "DejaVu Sans",system-ui,sans-serif;color:var(--ink);background:#fff}
.invoice{max-width:60rem;margin:0 auto}
header{display:flex;flex-wrap:wrap;gap:12px 24px;align-items:flex-start;justify-content:space-between;border-bottom:3px solid var(--accent);padding-bottom:8px}
.logo{max-height:64px;max-width:200px}
h1{margin:0;font-size:1.8rem;color:var(--accent)}
h2{font-size:.8rem;text-transform:uppercase;letter-spacing:.04em;color:var(--accent);margin:16px 0 4px}
dl{margin:0}dl>div{display:flex;gap:8px}dt{color:var(--muted)}dt::after{content:":"}dd{margin:0;overflow-wrap:anywhere}
.facts dd{font-weight:600}
.parties{display:grid;grid-template-columns:repeat(auto-fit,minmax(16rem,1fr));gap:0 24px}
.party p{margin:0}.party .name{font-weight:700}
table{width:100%;border-collapse:collapse;margin-top:16px}
caption{text-align:left;font-size:.8rem;text-transform:uppercase;letter-spacing:.04em;color:var(--accent);font-weight:700;padding-bottom:4px}
th{background:var(--band);text-align:left;font-size:.8rem;padding:4px 6px}
td{padding:4px 6px;border-bottom:1px solid var(--line);vertical-align:top;overflow-wrap:anywhere}
.right{text-align:right;white-space:nowrap}
.detail{font-size:.8rem;color:var(--muted)}
.closing{display:grid;grid-template-columns:repeat(auto-fit,minmax(18rem,1fr));gap:0 24px;break-inside:avoid}
.vat th[scope=row]{background:none;font-weight:400}
.amounts>div{justify-content:space-between;border-bottom:1px solid var(--line);padding:2px 0}
.amounts dd{white-space:nowrap}
.strong{font-weight:700;border-top:2px solid var(--accent)}
.bt{font-size:.7rem;color:var(--muted);border:1px solid var(--line);border-radius:3px;padding:0 3px}
.note{white-space:pre-wrap}
thead{display:table-header-group}tr{break-inside:avoid}
@media print{@page{size:A4;margin:15mm}body{padding:0}}
`;
}

/** The whole page. */
export function renderHtmlPage(view: InvoiceView, options: HtmlOptions = {}): string {
  return (
    `<!DOCTYPE html><html lang="${esc(view.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${esc(view.footer)}</title><style>${invoiceCss(options.accent)}</style></head><body><main>${invoiceSection(view, options)}</main></body></html>`
  );
}
