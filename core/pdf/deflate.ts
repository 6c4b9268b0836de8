// Deflate (zlib format, what FlateDecode reads) by the platform's zlib: node:zlib, native on Node, Deno and
// Workers (nodejs_compat). Synchronous on purpose: for the few kilobytes of a page or a font subset,
// CompressionStream's stream machinery cost more than the compression, and pdf-lib's deflate in JavaScript
// (fflate) about twice the native one. Same zlib, same default level: the bytes CompressionStream gave.
import { deflateSync } from 'node:zlib';
import { type PDFDocument, typedArrayFor } from '@cantoo/pdf-lib';

export function deflate(bytes: Uint8Array): Uint8Array {
  return deflateSync(bytes);
}

/** pdf-lib deflates the streams it makes itself (font files, ToUnicode maps, attached files, PNG pixels) in
 * JavaScript; this document's context deflates them natively instead. */
export function deflateNatively(doc: PDFDocument): void {
  const context = doc.context;
  context.flateStream = (contents, dict = {}) => context.stream(deflate(typedArrayFor(contents)), { ...dict, Filter: 'FlateDecode' });
}
