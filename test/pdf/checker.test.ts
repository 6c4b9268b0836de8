// The project's PDF/A-3 and hybrid checker: each rule fires on a PDF broken in exactly that way (mutations of
// the project's own output), and on Mustang's corpus it agrees with independent tools (poppler, qpdf).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFRawStream,
  PDFString,
  StandardFonts,
  cmyk,
  grayscale,
  PDFOperatorNames,
  type Color,
} from '@cantoo/pdf-lib';
import facturx from '../../formats/facturx/index.js';
import { checkHybridPdf, inspectHybridPdf } from '../../src/validation/pdf/checker.js';
import { extractHybridXml, looksLikePdf } from '../../src/validation/pdf/extract.js';
import { PDF_RULES } from '../../src/validation/pdf/rules.js';
import { srgbIccProfile } from '../../core/pdf/srgb-icc.js';
import { modelOf, richInvoice } from '../cii/samples.js';
import { pdfdetachList, pdfdetachSave, pdffonts, withTempPdf } from './tools.js';
import { builtinContext } from '../helpers/country-values.js';
import { sharedPath } from '../../src/shared-dir.js';

const CORPUS = sharedPath('corpus/facturx-pdf');

let original: Uint8Array;
let xml: string;

beforeAll(async () => {
  const model = modelOf(richInvoice);
  xml = facturx.serialize!(model, 'facturx_en16931', builtinContext).xml;
  original = await facturx.pdf!({ xml, model, profile: 'facturx_en16931' });
});

async function mutate(change: (doc: PDFDocument) => void | Promise<void>): Promise<Uint8Array> {
  const doc = await PDFDocument.load(original, { updateMetadata: false });
  await change(doc);
  return doc.save({ useObjectStreams: false });
}

async function ruleIds(pdf: Uint8Array, severity: 'error' | 'warning' = 'error'): Promise<string[]> {
  return [...new Set((await checkHybridPdf(pdf, { expectedXml: xml })).filter((r) => r.severity === severity).map((r) => r.rule_id))].sort();
}

function catalogLookup(doc: PDFDocument, key: string) {
  return doc.catalog.lookup(PDFName.of(key));
}

function fileSpec(doc: PDFDocument): PDFDict {
  return (catalogLookup(doc, 'AF') as PDFArray).lookup(0, PDFDict);
}

function embeddedStream(doc: PDFDocument): PDFRawStream {
  return fileSpec(doc).lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F')) as PDFRawStream;
}

function xmpText(doc: PDFDocument): string {
  return new TextDecoder().decode((catalogLookup(doc, 'Metadata') as PDFRawStream).getContents());
}

function replaceXmp(doc: PDFDocument, text: string): void {
  const bytes = new TextEncoder().encode(text);
  doc.catalog.set(PDFName.of('Metadata'), doc.context.register(doc.context.stream(bytes, { Type: 'Metadata', Subtype: 'XML' })));
}

describe('the project’s own PDF', () => {
  it('passes every rule, with no warning either', async () => {
    expect(await checkHybridPdf(original, { expectedXml: xml })).toEqual([]);
  });
});

describe('each rule fires on the defect it describes', () => {
  const cases: Array<[string, string, (doc: PDFDocument) => void | Promise<void>]> = [
    ['PDFA3-AF-REFERENCED', 'catalog /AF removed', (doc) => void doc.catalog.delete(PDFName.of('AF'))],
    ['PDFA3-AF-RELATIONSHIP', '/AFRelationship removed', (doc) => void fileSpec(doc).delete(PDFName.of('AFRelationship'))],
    ['PDFA3-FILESPEC-NAMES', '/UF removed', (doc) => void fileSpec(doc).delete(PDFName.of('UF'))],
    ['PDFA3-EF-SUBTYPE', 'MIME type removed', (doc) => void embeddedStream(doc).dict.delete(PDFName.of('Subtype'))],
    ['PDFA3-EF-PARAMS', '/Params removed', (doc) => void embeddedStream(doc).dict.delete(PDFName.of('Params'))],
    ['PDFA-OUTPUTINTENT', 'OutputIntents removed', (doc) => void doc.catalog.delete(PDFName.of('OutputIntents'))],
    [
      'PDFA-OUTPUTINTENT',
      'ICC profile replaced by other bytes',
      (doc) => {
        const intent = (catalogLookup(doc, 'OutputIntents') as PDFArray).lookup(0, PDFDict);
        intent.set(PDFName.of('DestOutputProfile'), doc.context.register(doc.context.flateStream(new Uint8Array(600).fill(7), { N: 3 })));
      },
    ],
    ['PDFA-XMP-PRESENT', 'XMP removed', (doc) => void doc.catalog.delete(PDFName.of('Metadata'))],
    ['PDFA-XMP-WELLFORMED', 'XMP not well-formed', (doc) => replaceXmp(doc, xmpText(doc).replace('</x:xmpmeta>', '</x:xmpmet>'))],
    [
      'PDFA-XMP-PDFAID',
      'pdfaid:part 2',
      (doc) => replaceXmp(doc, xmpText(doc).replace('<pdfaid:part>3</pdfaid:part>', '<pdfaid:part>2</pdfaid:part>')),
    ],
    [
      'FX-XMP-CONFORMANCE',
      'ConformanceLevel BASIC on an EN 16931 XML',
      (doc) => replaceXmp(doc, xmpText(doc).replace('<fx:ConformanceLevel>EN 16931<', '<fx:ConformanceLevel>BASIC<')),
    ],
    [
      'FX-XMP-CONFORMANCE',
      'ConformanceLevel not a level at all',
      (doc) => replaceXmp(doc, xmpText(doc).replace('<fx:ConformanceLevel>EN 16931<', '<fx:ConformanceLevel>no thing<')),
    ],
    [
      'FX-XMP-EXTENSION',
      'extension schema removed',
      (doc) => replaceXmp(doc, xmpText(doc).replace(/<pdfaSchema:namespaceURI>[^<]*<\/pdfaSchema:namespaceURI>/, '')),
    ],
    [
      'FX-XMP-FILENAME',
      'DocumentFileName names another file',
      (doc) => replaceXmp(doc, xmpText(doc).replace('<fx:DocumentFileName>factur-x.xml<', '<fx:DocumentFileName>invoice.xml<')),
    ],
    [
      'FX-XMP-PROPERTIES',
      'DocumentType ORDER',
      (doc) => replaceXmp(doc, xmpText(doc).replace('<fx:DocumentType>INVOICE<', '<fx:DocumentType>ORDER<')),
    ],
    [
      'FX-ATTACHMENT',
      'attachment renamed',
      (doc) => {
        fileSpec(doc).set(PDFName.of('F'), PDFString.of('invoice.xml'));
        fileSpec(doc).set(PDFName.of('UF'), PDFString.of('invoice.xml'));
      },
    ],
    [
      'PDFA-ACTIONS',
      'JavaScript open action',
      (doc) => void doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') })),
    ],
    [
      'PDFA-ACTIONS',
      'Launch action',
      (doc) => void doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ Type: 'Action', S: 'Launch', F: PDFString.of('calc.exe') })),
    ],
    ['PDFA-ENCRYPT', 'an /Encrypt entry', (doc) => void (doc.context.trailerInfo.Encrypt = doc.context.obj({ Filter: 'Standard', V: 1 }))],
    ['PDFA-TRAILER-ID', 'no document /ID', (doc) => void (doc.context.trailerInfo.ID = undefined)],
    [
      'PDFA-FONT-EMBEDDED',
      'a standard-14 font used without embedding',
      async (doc) => {
        const helvetica = await doc.embedFont(StandardFonts.Helvetica);
        doc.getPage(0).drawText('unembedded', { x: 50, y: 50, size: 8, font: helvetica });
      },
    ],
    [
      'PDFA-FONT-WIDTHS',
      'a /W width changed',
      (doc) => {
        const font = doc.context
          .enumerateIndirectObjects()
          .map(([, o]) => o)
          .find((o) => o instanceof PDFDict && o.get(PDFName.of('Subtype'))?.toString() === '/CIDFontType2') as PDFDict;
        const w = font.lookup(PDFName.of('W'), PDFArray);
        const widths = w.lookup(1, PDFArray);
        widths.set(0, PDFNumber.of(widths.lookup(0, PDFNumber).asNumber() + 100));
      },
    ],
    ['PDFA-DEVICE-COLOUR', 'a CMYK fill (operator k) under the sRGB output intent', (doc) => fill(doc, cmyk(0, 0.5, 1, 0))],
    [
      'PDFA-DEVICE-COLOUR',
      'a CMYK colour space set by name (operator cs)',
      (doc) => void doc.getPage(0).pushOperators(PDFOperator.of(PDFOperatorNames.NonStrokingColorspace, [PDFName.of('DeviceCMYK')])),
    ],
    [
      'PDFA-DEVICE-COLOUR',
      'an image on an indexed CMYK palette',
      (doc) => void addImage(doc, ['Indexed', 'DeviceCMYK', 0, PDFString.of('\u00ff\u0000\u0000\u0000')]),
    ],
  ];

  /** A small rectangle painted on the first page. */
  function fill(doc: PDFDocument, color: Color): void {
    doc.getPage(0).drawRectangle({ x: 10, y: 10, width: 5, height: 5, color });
  }

  /** A 1×1 image in the first page's resources, with the colour space given. */
  function addImage(doc: PDFDocument, colorSpace: unknown): void {
    const image = doc.context.stream(new Uint8Array([0]), {
      Type: 'XObject',
      Subtype: 'Image',
      Width: 1,
      Height: 1,
      BitsPerComponent: 8,
      ColorSpace: colorSpace as never,
    });
    doc.getPage(0).node.setXObject(PDFName.of('Swatch'), doc.context.register(image));
  }

  it('PDFA-DEVICE-COLOUR stays silent for grey, for CMYK that a DefaultCMYK colour space replaces, and for CMYK under a CMYK output intent', async () => {
    expect(await ruleIds(await mutate((doc) => fill(doc, grayscale(0.5))))).toEqual([]);
    const replaced = await mutate((doc) => {
      fill(doc, cmyk(0, 0.5, 1, 0));
      const profile = doc.context.register(doc.context.stream(new Uint8Array(200), { N: 4 }));
      doc
        .getPage(0)
        .node.Resources()!
        .set(PDFName.of('ColorSpace'), doc.context.obj({ DefaultCMYK: doc.context.obj([PDFName.of('ICCBased'), profile]) }));
    });
    expect(await ruleIds(replaced)).toEqual([]);
    // Under a CMYK output intent, CMYK is what the intent describes and RGB (the page's own text colour) is not.
    const underCmyk = await mutate((doc) => {
      fill(doc, cmyk(0, 0.5, 1, 0));
      const icc = srgbIccProfile().slice();
      icc.set(new TextEncoder().encode('CMYK'), 16);
      const intent = (catalogLookup(doc, 'OutputIntents') as PDFArray).lookup(0, PDFDict);
      intent.set(PDFName.of('DestOutputProfile'), doc.context.register(doc.context.flateStream(icc, { N: 4 })));
    });
    const findings = (await checkHybridPdf(underCmyk)).filter((r) => r.rule_id === 'PDFA-DEVICE-COLOUR');
    expect(findings.map((r) => r.message)).toEqual([expect.stringMatching(/^DeviceRGB is used under a CMYK output intent/)]);
  });

  it.each(cases)('%s: %s', async (rule, _what, change) => {
    expect(await ruleIds(await mutate(change))).toEqual([rule]);
  });

  it('PDFA-INFO-XMP (warning): an Info title that the XMP does not repeat', async () => {
    const pdf = await mutate((doc) => doc.setTitle('Something else'));
    expect(await ruleIds(pdf)).toEqual([]);
    expect(await ruleIds(pdf, 'warning')).toEqual(['PDFA-INFO-XMP']);
  });

  it('FX-XML-MATCH: the embedded XML is not the conversion’s XML', async () => {
    const rules = await checkHybridPdf(original, { expectedXml: xml.replace('INV-2026-0042', 'INV-2026-0043') });
    expect(rules.map((r) => r.rule_id)).toEqual(['FX-XML-MATCH']);
  });

  it('PDFA-HEADER: no binary comment after the header', async () => {
    const bytes = original.slice();
    const eol = bytes.indexOf(0x0a);
    for (let i = eol + 2; i < eol + 6; i++) bytes[i] = 0x41; // "%AAAA"
    expect(await ruleIds(bytes)).toEqual(['PDFA-HEADER']);
  });

  it('PDF-PARSE: not a PDF at all', async () => {
    const ids = await ruleIds(new TextEncoder().encode('this is not a pdf'));
    expect(ids).toContain('PDF-PARSE');
  });

  it('PDF-PARSE: a truncated file, and damaged bytes never make the checker throw', async () => {
    expect(await ruleIds(original.slice(0, Math.floor(original.length * 0.8)))).toContain('PDF-PARSE');
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 25; i++) {
      const damaged = original.slice();
      for (let k = 0; k < 40; k++) damaged[Math.floor(random() * damaged.length)] = Math.floor(random() * 256);
      await expect(checkHybridPdf(damaged)).resolves.toBeInstanceOf(Array);
    }
  });

  it('gives every finding a rule id from the documented list, a location and a suggestion', async () => {
    const documented = new Set(Object.values(PDF_RULES).map((r) => r.id));
    const pdf = await mutate((doc) => {
      doc.catalog.delete(PDFName.of('OutputIntents'));
      doc.catalog.delete(PDFName.of('AF'));
    });
    const rules = await checkHybridPdf(pdf);
    expect(rules.length).toBe(2);
    for (const r of rules) {
      expect(documented.has(r.rule_id)).toBe(true);
      expect(r.location).toBeTruthy();
      expect(r.suggestion).toBeTruthy();
    }
  });
});

describe('Mustang’s Factur-X / ZUGFeRD samples', () => {
  const files = ['valid', 'broken'].flatMap((dir) =>
    readdirSync(resolve(CORPUS, dir))
      .filter((f) => f.endsWith('.pdf'))
      .map((f) => `${dir}/${f}`),
  );

  it('broken/invalidXMP.pdf: the ConformanceLevel is not a level (Mustang: error 12)', async () => {
    const report = await inspectHybridPdf(new Uint8Array(readFileSync(resolve(CORPUS, 'broken/invalidXMP.pdf'))));
    const errors = report.rules.filter((r) => r.severity === 'error');
    expect(errors.map((r) => r.rule_id)).toEqual(['FX-XMP-CONFORMANCE']);
    expect(errors[0]!.message).toContain('no thing');
  });

  it('broken/corruptedV2PDF.pdf: the page tree is malformed (poppler says so too)', async () => {
    const path = resolve(CORPUS, 'broken/corruptedV2PDF.pdf');
    const ids = (await checkHybridPdf(new Uint8Array(readFileSync(path)))).map((r) => r.rule_id);
    expect(ids).toContain('PDF-PARSE');
    const poppler = spawnSync('pdfinfo', [path], { encoding: 'utf8' });
    expect(poppler.stderr).toMatch(/Pages top-level is a single Page|malformed/);
  });

  it.each(files)('%s: fonts reported not embedded are exactly those pdffonts lists as not embedded', async (file) => {
    const path = resolve(CORPUS, file);
    const bytes = new Uint8Array(readFileSync(path));
    const ours = (await checkHybridPdf(bytes))
      .filter((r) => r.rule_id === 'PDFA-FONT-EMBEDDED')
      .map((r) => /font (\S+) is not embedded/.exec(r.message)?.[1])
      .sort();
    let theirs: string[] = [];
    try {
      theirs = pdffonts(path)
        .filter((f) => !f.embedded)
        .map((f) => f.name)
        .sort();
    } catch {
      theirs = [];
    }
    expect(ours).toEqual(theirs);
  });

  it.each(files.filter((f) => !f.includes('corrupted')))('%s: the extracted XML is the file pdfdetach extracts', async (file) => {
    const path = resolve(CORPUS, file);
    const result = await extractHybridXml(new Uint8Array(readFileSync(path)));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    withTempPdf(new Uint8Array(readFileSync(path)), (copy, dir) => {
      const names = pdfdetachList(copy);
      const index = names.findIndex((n) => n.toLowerCase() === result.hybrid.attachmentName.toLowerCase());
      expect(index).toBeGreaterThanOrEqual(0);
      expect(new TextDecoder().decode(pdfdetachSave(copy, dir, index + 1))).toBe(result.hybrid.xml);
    });
  });

  it('valid samples that declare PDF/A-3 with an output intent have no error at all', async () => {
    for (const file of files.filter((f) => f.startsWith('valid/'))) {
      const bytes = new Uint8Array(readFileSync(resolve(CORPUS, file)));
      const text = new TextDecoder('latin1').decode(bytes);
      // The one exception, ZTESTZUGFERD, is PDF/A-3u only by its claim: no OutputIntent and Helvetica/Courier unembedded.
      if (!text.includes('/OutputIntents')) continue;
      const errors = (await checkHybridPdf(bytes)).filter((r) => r.severity === 'error');
      expect(errors, file).toEqual([]);
    }
  });

  it('tells ZUGFeRD from Factur-X and reads the profile', async () => {
    const z = await extractHybridXml(new Uint8Array(readFileSync(resolve(CORPUS, 'valid/ZTESTZUGFERD_1_INVDSS_012015738820PDF-1.pdf'))));
    const f = await extractHybridXml(new Uint8Array(readFileSync(resolve(CORPUS, 'valid/validAvoir_FR_type380_BASICWL.pdf'))));
    expect(z.ok && z.hybrid.format).toBe('zugferd');
    expect(f.ok && [f.hybrid.format, f.hybrid.conformanceLevel, f.hybrid.guidelineId]).toEqual([
      'facturx',
      'BASIC WL',
      'urn:factur-x.eu:1p0:basicwl',
    ]);
  });

  it('refuses a PDF without an embedded invoice', async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    const bytes = await doc.save();
    expect(looksLikePdf(bytes)).toBe(true);
    const result = await extractHybridXml(bytes);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.pdfRules.map((r) => r.rule_id)).toContain('FX-ATTACHMENT');
  });
});
