// Replaces src/pdf/fonts.ts in the Worker build (scripts/edge/build-worker.mjs): there is no node_modules to
// resolve dejavu-fonts-ttf in on the edge, so the build bundles the two fonts as additional modules, which
// workerd shows read-only under /bundle/files/fonts/.
import { readFileSync } from 'node:fs';

export interface FontSet {
  regular: Uint8Array;
  bold: Uint8Array;
}

const BUNDLED_FONTS_DIR = '/bundle/files/fonts';
let cached: FontSet | undefined;

export function loadDefaultFonts(): FontSet {
  cached ??= {
    regular: new Uint8Array(readFileSync(`${BUNDLED_FONTS_DIR}/DejaVuSans.ttf`)),
    bold: new Uint8Array(readFileSync(`${BUNDLED_FONTS_DIR}/DejaVuSans-Bold.ttf`)),
  };
  return cached;
}
