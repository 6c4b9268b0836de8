// The TrueType fonts of the invoice layout: DejaVu Sans regular and bold from the dejavu-fonts-ttf npm package
// (free licence, wide Latin/Greek/Cyrillic coverage). PDF/A needs every font embedded, so the standard 14
// fonts are never used. Reading from node_modules is the Node edge of the PDF writer; other runtimes pass bytes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export interface FontSet {
  regular: Uint8Array;
  bold: Uint8Array;
}

let cached: FontSet | undefined;

export function loadDefaultFonts(): FontSet {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  const read = (file: string) => new Uint8Array(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
  cached = { regular: read('DejaVuSans.ttf'), bold: read('DejaVuSans-Bold.ttf') };
  return cached;
}
