// Hostile and broken documents: whatever the bytes, import answers with a result or an ApiError (422/413),
// never an unexpected exception (which would be a 500). Mutations of real corpus documents: elements removed,
// values replaced by junk, the text cut off anywhere.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/http/errors.js';
import { importDocument } from '../../src/import/service.js';
import { loadRegistries } from '../../src/plugins.js';

const SOURCES = [
  readFileSync('../shared/corpus/examples/peppol/examples/base-example.xml', 'utf8'),
  readFileSync('../shared/corpus/examples/cen-cii/CII_example2.xml', 'utf8'),
  readFileSync('../shared/corpus/kosit-instances/ubl-cn/ubl-cn-br-de-1-test.xml', 'utf8'),
];
const JUNK = ['', ' ', 'abc', '-', '1e5', '99999999999999999999999.999', 'NaN', '<', '&amp;', '2026-13-45', '+', '.', '0'];

const { formats } = await loadRegistries();

/** Replaces the text of the n-th leaf element, removes the n-th element, or cuts the text at a position. */
function mutate(xml: string, kind: number, n: number, junk: string): string {
  if (kind === 0) {
    let i = 0;
    return xml.replace(/>([^<>]+)</g, (m, text: string) => (text.trim() !== '' && i++ === n ? `>${junk.replace(/[<&]/g, '')}<` : m));
  }
  if (kind === 1) {
    let i = 0;
    return xml.replace(/<((?:cbc|ram|cac):\w+)(\s[^>]*)?>[^<]*<\/\1>/g, (m) => (i++ === n ? '' : m));
  }
  return xml.slice(0, Math.floor((xml.length * n) / 400));
}

describe('import of broken documents', () => {
  it('gives a result or a clear error, never an unexpected exception', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(SOURCES.length - 1), fc.nat(2), fc.nat(399), fc.constantFrom(...JUNK), async (s, kind, n, junk) => {
        const xml = mutate(SOURCES[s]!, kind, n, junk);
        try {
          const result = await importDocument({ formats, validation: null }, { xml });
          expect(Array.isArray(result.losses)).toBe(true);
          expect(Array.isArray(result.totals_differences)).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(ApiError);
          expect([413, 422]).toContain((error as ApiError).status);
        }
      }),
      { numRuns: 300 },
    );
  });
});
