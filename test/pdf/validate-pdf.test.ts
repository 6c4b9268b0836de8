// Validate for a Factur-X / ZUGFeRD PDF: the embedded XML through the engine with its profile's rule set,
// the PDF checker's rules added, container "pdf"; base64 decoding with the 5 MB limit.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PDFDocument } from '@cantoo/pdf-lib';
import facturx from '../../formats/facturx/index.js';
import zugferd from '../../formats/zugferd/index.js';
import { ApiError } from '../../src/http/errors.js';
import { decodeDocumentBase64, MAX_PDF_BYTES, validateHybridPdf } from '../../src/validation/pdf/validate-pdf.js';
import { ciiEngine } from '../cii/fixtures.js';
import { modelOf, richInvoice } from '../cii/samples.js';
import { builtinContext } from '../helpers/country-values.js';
import { sharedPath } from '../../src/shared-dir.js';

const CORPUS = sharedPath('corpus/facturx-pdf');
const corpusPdf = (name: string) => new Uint8Array(readFileSync(resolve(CORPUS, name)));

async function producedPdf(plugin: typeof facturx, profile: string) {
  const model = modelOf(richInvoice);
  const { xml } = plugin.serialize!(model, profile, builtinContext);
  return plugin.pdf!({ xml, model, profile });
}

describe('validateHybridPdf', () => {
  it('passes the project’s own Factur-X EN 16931 PDF, checked with the facturx-en16931 rule set', { timeout: 300_000 }, async () => {
    const result = await validateHybridPdf(ciiEngine(), await producedPdf(facturx, 'facturx_en16931'));
    expect(result).toMatchObject({
      is_valid: true,
      schema_valid: true,
      business_rules_valid: true,
      format_detected: 'facturx',
      container: 'pdf',
      error_count: 0,
    });
    expect(result.rule_set?.id).toBe('facturx-en16931');
  });

  it('reports the XRECHNUNG profile of a ZUGFeRD PDF with the XRechnung CII rules', { timeout: 300_000 }, async () => {
    const result = await validateHybridPdf(ciiEngine(), await producedPdf(zugferd, 'zugferd_xrechnung'));
    expect(result.rule_set?.id).toBe('xrechnung-3-cii');
    expect(result.is_valid).toBe(true);
    expect(result.container).toBe('pdf');
  });

  it('adds the checker’s findings and fails a PDF whose XMP level is invalid, even with a valid XML', { timeout: 300_000 }, async () => {
    const result = await validateHybridPdf(ciiEngine(), corpusPdf('broken/invalidXMP.pdf'));
    expect(result.is_valid).toBe(false);
    expect(result.rules!.map((r) => r.rule_id)).toContain('FX-XMP-CONFORMANCE');
    expect(result.container).toBe('pdf');
  });

  it('validates a real sample: Mustang’s BASIC WL credit note', { timeout: 300_000 }, async () => {
    const result = await validateHybridPdf(ciiEngine(), corpusPdf('valid/validAvoir_FR_type380_BASICWL.pdf'));
    expect(result.rule_set?.id).toBe('facturx-basic-wl');
    expect(result.format_detected).toBe('facturx');
    expect(result.schema_valid).toBe(true);
  });

  it('answers a PDF without an embedded invoice with FX-ATTACHMENT and format unknown', async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    const result = await validateHybridPdf(ciiEngine(), await doc.save());
    expect(result).toMatchObject({ is_valid: false, format_detected: 'unknown', container: 'pdf' });
    expect(result.rules!.map((r) => r.rule_id)).toContain('FX-ATTACHMENT');
  });
});

describe('decodeDocumentBase64', () => {
  it('decodes standard and URL-safe base64 with line breaks', () => {
    const bytes = new TextEncoder().encode('%PDF-1.7\n%\u00ff\u00ff rest of a file');
    const b64 = Buffer.from(bytes).toString('base64');
    expect(decodeDocumentBase64(b64.replace(/(.{8})/g, '$1\n'))).toEqual(bytes);
    expect(decodeDocumentBase64(b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''))).toEqual(bytes);
  });

  it('refuses text that is not base64, and data that is not a PDF, with 422', () => {
    for (const bad of ['not base64!', Buffer.from('<xml/>').toString('base64')]) {
      try {
        decodeDocumentBase64(bad);
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(ApiError);
        expect((e as ApiError).status).toBe(422);
        expect((e as ApiError).extras.field).toBe('document_base64');
      }
    }
  });

  it('refuses more than 5 MB once decoded with 413, before decoding', () => {
    const tooBig = 'A'.repeat(Math.ceil(((MAX_PDF_BYTES + 3) * 4) / 3));
    try {
      decodeDocumentBase64(tooBig);
      expect.unreachable();
    } catch (e) {
      expect((e as ApiError).status).toBe(413);
      expect((e as ApiError).code).toBe('PAYLOAD_TOO_LARGE');
    }
  });
});
