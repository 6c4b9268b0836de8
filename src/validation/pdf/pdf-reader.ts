// Thin helpers over @cantoo/pdf-lib's object model for reading (not writing) a PDF: typed look-ups, text of
// strings and names, decoded stream bytes, the embedded-files name tree and every dictionary in the file.
// Every stream inflated while reading, pdf-lib's own parsing included, is charged to the document's budget.
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFObjectStreamParser,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFString,
  PDFXRefStreamParser,
  type PDFContext,
  type PDFObject,
} from '@cantoo/pdf-lib';
import { budgetOf, type PdfBudget } from './budget.js';

export { PDFArray, PDFDict, PDFName, PDFNumber, PDFRef, PDFStream, PDFString, PDFHexString, PDFRawStream };

/**
 * pdf-lib inflates object streams and cross-reference streams while it parses, all of each, with no limit.
 * These hooks inflate them first within the document's budget and hand pdf-lib the decoded bytes.
 */
function decodedCopy(raw: PDFRawStream, budget: PdfBudget): PDFRawStream {
  const bytes = budget.decode(raw);
  if (!bytes) throw new Error('an object or cross-reference stream cannot be decoded');
  const dict = raw.dict.clone(raw.dict.context);
  dict.delete(PDFName.of('Filter'));
  dict.delete(PDFName.of('DecodeParms'));
  return PDFRawStream.of(dict, bytes);
}

const parseObjectStream = PDFObjectStreamParser.forStream;
PDFObjectStreamParser.forStream = (raw, shouldWaitForTick) => {
  const budget = budgetOf(raw.dict.context);
  const declared = raw.dict.lookup(PDFName.of('N'));
  budget.chargeObjects(declared instanceof PDFNumber ? declared.asNumber() : 0);
  return parseObjectStream(decodedCopy(raw, budget), shouldWaitForTick);
};
const parseXRefStream = PDFXRefStreamParser.forStream;
PDFXRefStreamParser.forStream = (raw) => parseXRefStream(decodedCopy(raw, budgetOf(raw.dict.context)));

export async function loadPdf(bytes: Uint8Array): Promise<PDFDocument> {
  return PDFDocument.load(bytes, { ignoreEncryption: true, throwOnInvalidObject: false, updateMetadata: false, capNumbers: true });
}

export function resolve(context: PDFContext, obj: PDFObject | undefined): PDFObject | undefined {
  let current = obj;
  for (let i = 0; i < 32 && current instanceof PDFRef; i++) current = context.lookup(current);
  return current;
}

export function get(context: PDFContext, dict: PDFDict | undefined, key: string): PDFObject | undefined {
  // Damaged files put other objects where a dictionary belongs; treat them as absent.
  return dict instanceof PDFDict ? resolve(context, dict.get(PDFName.of(key))) : undefined;
}

export function dictOf(obj: PDFObject | undefined): PDFDict | undefined {
  if (obj instanceof PDFDict) return obj;
  if (obj instanceof PDFStream) return obj.dict;
  return undefined;
}

export function getDict(context: PDFContext, dict: PDFDict | undefined, key: string): PDFDict | undefined {
  return dictOf(get(context, dict, key));
}

export function nameOf(obj: PDFObject | undefined): string | undefined {
  return obj instanceof PDFName ? obj.decodeText() : undefined;
}

export function textOf(obj: PDFObject | undefined): string | undefined {
  if (obj instanceof PDFString || obj instanceof PDFHexString) return obj.decodeText();
  if (obj instanceof PDFName) return obj.decodeText();
  return undefined;
}

export function dateOf(obj: PDFObject | undefined): Date | undefined {
  if (!(obj instanceof PDFString || obj instanceof PDFHexString)) return undefined;
  try {
    const d = obj.decodeDate();
    return Number.isNaN(d.getTime()) ? undefined : d;
  } catch {
    return undefined;
  }
}

export function numberOf(obj: PDFObject | undefined): number | undefined {
  return obj instanceof PDFNumber ? obj.asNumber() : undefined;
}

/**
 * Decoded bytes of a stream within `cap` and its document's budget (PdfLimitError past either), or undefined
 * when its filter is unsupported or the data is corrupt.
 */
export function streamBytes(obj: PDFObject | undefined, cap?: number): Uint8Array | undefined {
  if (!(obj instanceof PDFStream)) return undefined;
  return budgetOf(obj.dict.context).decode(obj, cap);
}

/** Entries of a name tree (/Names leaves and /Kids), e.g. the EmbeddedFiles tree. */
export function nameTreeEntries(
  context: PDFContext,
  root: PDFDict | undefined,
): Array<{ key: string; value: PDFObject | undefined; ref: PDFObject | undefined }> {
  const out: Array<{ key: string; value: PDFObject | undefined; ref: PDFObject | undefined }> = [];
  const seen = new Set<PDFDict>();
  const walk = (node: PDFDict | undefined, depth: number) => {
    if (!node || seen.has(node) || depth > 32) return;
    seen.add(node);
    const names = get(context, node, 'Names');
    if (names instanceof PDFArray) {
      for (let i = 0; i + 1 < names.size(); i += 2) {
        const raw = names.get(i + 1);
        out.push({ key: textOf(resolve(context, names.get(i))) ?? '', value: resolve(context, raw), ref: raw });
      }
    }
    const kids = get(context, node, 'Kids');
    if (kids instanceof PDFArray) for (let i = 0; i < kids.size(); i++) walk(dictOf(resolve(context, kids.get(i))), depth + 1);
  };
  walk(root, 0);
  return out;
}

/** A page's resources: its own, or the nearest ancestor's in the page tree (they are inherited). */
export function pageResources(context: PDFContext, page: PDFDict): PDFDict | undefined {
  let node: PDFDict | undefined = page;
  for (let hops = 0; node && hops < 32; hops++) {
    const resources = getDict(context, node, 'Resources');
    if (resources) return resources;
    node = getDict(context, node, 'Parent');
  }
  return undefined;
}

/** Every dictionary in the file: indirect objects, stream dictionaries and the dictionaries nested in them. */
export function allDictionaries(context: PDFContext): Array<{ dict: PDFDict; ref: PDFRef }> {
  const out: Array<{ dict: PDFDict; ref: PDFRef }> = [];
  const visit = (obj: PDFObject | undefined, ref: PDFRef, depth: number) => {
    if (depth > 16 || obj === undefined) return;
    const dict = dictOf(obj);
    if (dict) {
      out.push({ dict, ref });
      for (const [, value] of dict.entries()) if (!(value instanceof PDFRef)) visit(value, ref, depth + 1);
    } else if (obj instanceof PDFArray) {
      for (const value of obj.asArray()) if (!(value instanceof PDFRef)) visit(value, ref, depth + 1);
    }
  };
  for (const [ref, obj] of context.enumerateIndirectObjects()) visit(obj, ref, 0);
  return out;
}

export function refLabel(ref: PDFObject | undefined): string {
  return ref instanceof PDFRef ? `obj ${ref.objectNumber} ${ref.generationNumber}` : 'direct object';
}
