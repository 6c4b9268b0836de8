// Every document of the shared corpus (CEN, Peppol, KoSIT, Factur-X PDFs, and the invoices inside the CEN unit
// test sets) renders in every language: the HTML page, and the PDF page layout with the embedded font's
// metrics. What a person would look at is checked elsewhere; here the point is that nothing a real sender
// writes makes the renderer fail. Kept fast: one read per document, the PDF layout (not the file) per document.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDefaultFonts } from '../../core/pdf/fonts.js';
import { parsedFont, textWidth } from '../../core/pdf/font-engine.js';
import { layoutInvoice, type Measure } from '../../core/pdf/layout.js';
import { LANGUAGES, buildView, renderHtmlPage, sourceOfDocument } from '../../core/render/index.js';
import type { RenderInvoice } from '../../core/render/source.js';
import { readCii } from '../../core/syntax/cii/read/index.js';
import { readUbl } from '../../core/syntax/ubl/read/index.js';
import { sharedPath } from '../../src/shared-dir.js';
import { extractHybridXml } from '../../src/validation/pdf/extract.js';
import { readTestSet } from '../conformance/vefa.js';

const CORPUS = sharedPath('corpus');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** The invoice XML documents a corpus file holds: itself, a PDF's attachment, or a test set's payloads. */
async function documentsOf(path: string): Promise<Array<{ name: string; xml: string }>> {
  if (path.endsWith('.pdf')) {
    const extracted = await extractHybridXml(new Uint8Array(readFileSync(path)));
    return extracted.ok ? [{ name: path, xml: extracted.hybrid.xml }] : [];
  }
  const text = readFileSync(path, 'utf8');
  if (/<testSet\b/.test(text)) return readTestSet(text, path).tests.map((t) => ({ name: `${path} ${t.name}`, xml: t.payload }));
  return [{ name: path, xml: text }];
}

const fonts = loadDefaultFonts();
const regular = parsedFont(fonts.regular);
const bold = parsedFont(fonts.bold);
const measure: Measure = (text, size, isBold) => (textWidth(isBold ? bold : regular, text) * size) / 1000;

describe('the corpus', () => {
  it('renders every readable document in every language, as HTML and as a PDF page layout', { timeout: 120_000 }, async () => {
    const paths = files(CORPUS).filter((p) => /\.(xml|pdf)$/i.test(p));
    let rendered = 0;
    const unreadable: string[] = [];
    for (const [index, path] of paths.entries()) {
      for (const doc of await documentsOf(path)) {
        let read: ReturnType<typeof readUbl>;
        try {
          read = /<(\w+:)?CrossIndustryInvoice\b/.test(doc.xml) ? readCii(doc.xml) : readUbl(doc.xml);
        } catch {
          unreadable.push(doc.name); // the route answers 422 UNSUPPORTED_FORMAT for these
          continue;
        }
        const source = sourceOfDocument(read.invoice as RenderInvoice, read.totals, read.losses);
        for (const language of LANGUAGES) {
          const view = buildView(source, { language, showTerms: language === 'de' });
          const html = renderHtmlPage(view);
          expect(html, `${doc.name} ${language}`).toContain(`<html lang="${language}">`);
          // The PDF layout in one language per document, turn by turn, so every language meets every kind of document.
          if (LANGUAGES[index % LANGUAGES.length] === language) {
            const pages = layoutInvoice(view, measure);
            expect(pages.length, doc.name).toBeGreaterThan(0);
          }
        }
        rendered++;
      }
    }
    expect(rendered).toBeGreaterThan(700);
    // Only documents that are no invoice at all (broken PDFs yield none) stay unread.
    expect(unreadable, unreadable.join('\n')).toEqual([]);
  });
});
