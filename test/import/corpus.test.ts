// The official corpora (../shared/corpus: CEN examples, Peppol incl. 3.0.20/3.0.21, KoSIT XRechnung
// instances, Factur-X PDFs): every document imports; back in its own syntax and profile it equals the source
// term by term, except what the loss report lists; in the other syntax, a source that passes its own rules
// passes the target's official rules. Figures per corpus: `npm run eval:roundtrip`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistries } from '../../src/plugins.js';
import type { FormatRegistry } from '../../src/registry/formats.js';
import { testEngine } from '../convert/helpers/engine.js';
import { CORPORA, corpusFiles, roundTrip, type RoundTrip } from './roundtrip.js';

/**
 * Terms a writer adds from a rule of its own: the legal registration scheme it infers from a Dutch or Danish
 * registration number (NL-R-003, DK-R-014). Anything else added is a difference.
 */
const WRITER_INFERRED = new Set(['BT-30-1', 'BT-47-1']);

let formats: FormatRegistry;
const results: RoundTrip[] = [];
beforeAll(async () => {
  formats = (await loadRegistries()).formats;
});
afterAll(() => {
  const converted = results.filter((r) => r.sameSyntax !== null);
  const crossChecked = results.filter((r) => r.cross?.targetErrors);
  console.log(
    `[import] ${results.length} documents imported; ${converted.length} converted back to their own profile; ${crossChecked.length} valid sources checked in the other syntax`,
  );
});

for (const corpus of CORPORA) {
  describe(corpus.name, () => {
    it.each(corpusFiles(corpus.dirs))('%s', async (file) => {
      const r = await roundTrip(file, formats, testEngine());
      results.push(r);
      expect(r.importError).toBeNull();
      expect(r.format).not.toBeNull();
      expect(r.read!.invoice).toBeTruthy();
      for (const loss of r.read!.losses) expect(loss.xpath).toMatch(/^\/[A-Za-z]/);
      if (r.sameSyntax !== null) {
        const unexpected = r.sameSyntax.filter((d) => d.kind === 'missing' || !WRITER_INFERRED.has(d.term));
        expect(unexpected).toEqual([]);
      }
      if (r.cross?.sourceValid && r.cross.targetErrors !== null) expect(r.cross.targetErrors).toEqual([]);
    });
  });
}
