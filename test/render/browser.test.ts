// The HTML page in a real browser (Chromium, headless, through playwright-core): in every language the page
// lays out at A4 width without anything running past the right edge, a screenshot is taken, and the basics of
// accessibility hold — the lang attribute, column headers on the tables, and text colours with at least the
// WCAG AA contrast ratio (4.5:1) against what they are drawn on.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Invoice } from '../../core/en16931/invoice.js';
import { buildModel } from '../../core/en16931/model.js';
import { LANGUAGES, buildView, renderHtmlPage, renderReportPage, sourceOfModel } from '../../core/render/index.js';

/** The system's Chromium (Debian's `chromium` package; CHROMIUM_PATH overrides). */
const executablePath =
  process.env.CHROMIUM_PATH ?? execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser']).toString().trim();

const example = JSON.parse(readFileSync('examples/requests/convert-facturx-pdf.json', 'utf8')).invoice;
const built = buildModel(Invoice.parse(example));
if (!built.ok) throw new Error('example invoice refused');
const model = built.model;

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
});
afterAll(async () => browser?.close());

/** Runs in the page: elements past the right edge, tables without column headers, and text below 4.5:1 contrast. */
function inspect() {
  const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
  const luminance = ([r, g, b]: number[]) => {
    const lin = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
  };
  const background = (el: Element | null): number[] => {
    for (let e = el; e; e = e.parentElement) {
      const [r, g, b, a] = parse(getComputedStyle(e).backgroundColor);
      if (a === undefined || a > 0) return [r!, g!, b!];
    }
    return [255, 255, 255];
  };
  const width = document.documentElement.clientWidth;
  const overflowing = Array.from(document.querySelectorAll('body *'))
    .filter((e) => e.getBoundingClientRect().right > width + 0.5)
    .map((e) => `${e.tagName}.${e.className}`);
  const lowContrast: string[] = [];
  for (const e of Array.from(document.querySelectorAll('body *'))) {
    if (!Array.from(e.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())) continue;
    const fg = luminance(parse(getComputedStyle(e).color));
    const bg = luminance(background(e));
    const ratio = (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
    if (ratio < 4.5) lowContrast.push(`${e.tagName}.${e.className} ${ratio.toFixed(2)}`);
  }
  return {
    lang: document.documentElement.lang,
    scrollWidth: document.documentElement.scrollWidth,
    width,
    overflowing,
    tablesWithoutHeaders: Array.from(document.querySelectorAll('table')).filter((t) => t.querySelectorAll('th[scope]').length === 0).length,
    tables: document.querySelectorAll('table').length,
    lowContrast,
  };
}

describe('the HTML page in Chromium', () => {
  it.each(LANGUAGES)('%s: fits an A4-wide window, has its language, table headers and contrast', async (language) => {
    const page = await browser.newPage({ viewport: { width: 794, height: 1123 } });
    try {
      await page.setContent(renderHtmlPage(buildView(sourceOfModel(model), { language, showTerms: language === 'pl' })));
      const result = await page.evaluate(inspect);
      expect(result.lang).toBe(language);
      expect(result.scrollWidth).toBeLessThanOrEqual(result.width);
      expect(result.overflowing).toEqual([]);
      expect(result.tables).toBeGreaterThanOrEqual(2);
      expect(result.tablesWithoutHeaders).toBe(0);
      expect(result.lowContrast).toEqual([]);
      const png = await page.screenshot({ fullPage: true });
      expect([...png.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    } finally {
      await page.close();
    }
  });

  it('detects what it checks: a pale accent colour and a block wider than the window', async () => {
    const page = await browser.newPage({ viewport: { width: 794, height: 1123 } });
    try {
      const html = renderHtmlPage(buildView(sourceOfModel(model), { language: 'en' }), { accent: '#dddddd' }).replace(
        '</main>',
        '<div style="width:2000px">wide</div></main>',
      );
      await page.setContent(html);
      const result = await page.evaluate(inspect);
      expect(result.lowContrast.some((e) => e.startsWith('H1'))).toBe(true);
      expect(result.overflowing.length).toBeGreaterThan(0);
    } finally {
      await page.close();
    }
  });

  it('the validation report, too', async () => {
    const page = await browser.newPage({ viewport: { width: 794, height: 1123 } });
    try {
      const report = {
        is_valid: false,
        format_detected: 'xrechnung',
        rules: [
          {
            rule_id: 'BR-DE-15',
            severity: 'error' as const,
            message: 'Das Element "Buyer reference" (BT-10) muss übermittelt werden.',
            location: "/*:Invoice[namespace-uri()='urn:oasis:names:specification:ubl:schema:xsd:Invoice-2'][1]",
            suggestion: 'Send the Leitweg-ID as buyer_reference.',
            business_term: 'BT-10',
          },
        ],
        rule_set: { name: 'XRechnung 3.0.2', version: '3.0.2' },
      };
      await page.setContent(renderReportPage(report, { view: buildView(sourceOfModel(model), { language: 'de' }) }, 'de'));
      const result = await page.evaluate(inspect);
      expect(result.lang).toBe('de');
      expect(result.overflowing).toEqual([]);
      expect(result.tablesWithoutHeaders).toBe(0);
      expect(result.lowContrast).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
