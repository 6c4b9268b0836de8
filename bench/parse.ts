// Parse latency with the offline provider: the whole pipeline (validate, anonymize, residual check, extract,
// map back, normalise, statuses, readiness) over every text of the labelled set, and the extractor alone.
// No network, no model. Run: npm run bench:parse
import { builtinCountries } from '../countries/index.js';
import { builtinFormats } from '../formats/index.js';
import { createAnonymizer } from '../src/intelligent/anonymize/index.js';
import { createParseDeps, loadAiSettings, parseInvoiceText } from '../src/intelligent/parse/index.js';
import { extractInvoiceFacts } from '../src/intelligent/parse/offline/index.js';
import { loadLabelledSet } from '../test/fixtures/parse/labelled.js';

const set = loadLabelledSet();
const anonymizer = createAnonymizer();
const deps = createParseDeps({ settings: loadAiSettings({ EINVOICE_AI_PROVIDER: 'offline' }), anonymizer, formats: builtinFormats, countries: builtinCountries });
const anonymized = set.map((t) => anonymizer.anonymize(t.text, { language: t.language }));

async function timeIt(name: string, rounds: number, run: () => Promise<unknown> | unknown): Promise<void> {
  for (let i = 0; i < 2; i++) await run(); // warm-up
  const start = performance.now();
  for (let i = 0; i < rounds; i++) await run();
  const perRound = (performance.now() - start) / rounds;
  console.log(`${name.padEnd(40)} ${(perRound / set.length).toFixed(3)} ms per text (${set.length} texts × ${rounds} rounds)`);
}

await timeIt('parse pipeline, offline provider', 10, async () => {
  for (const t of set) await parseInvoiceText({ text: t.text, context: { language: t.language } }, deps).catch(() => undefined);
});
await timeIt('offline extractor alone', 20, () => {
  for (let i = 0; i < set.length; i++) extractInvoiceFacts(anonymized[i]!.anonymizedText, set[i]!.language);
});
