// npm run eval:roundtrip — per official corpus: how many documents import, how many the canonical invoice
// can carry into a conversion (and why the others cannot), how many come back equal at the business-term
// level in their own syntax and profile, and how many valid sources give a valid document in the other syntax.
//   npm run eval:roundtrip              the table (Markdown, as in the README)
//   npm run eval:roundtrip -- --verbose also every document that is not converted, with the reason
import { loadRegistries } from '../src/plugins.js';
import { createValidationEngine } from '../src/validation/engine.js';
import { loadConfig } from '../src/config.js';
import { buildRuleSets, defaultCacheDir } from '../rules/build.js';
import { CORPORA, corpusFiles, roundTrip, type RoundTrip } from '../test/import/roundtrip.js';
import { createNodeLoader } from '../schematron/node.js';

interface Row {
  corpus: string;
  documents: number;
  imported: number;
  modelGap: number;
  arithmetic: number;
  totals: number;
  precheck: number;
  converted: number;
  equal: number;
  crossChecked: number;
  crossValid: number;
  lossesPerDocument: number;
}

/** Why a document is not converted: the canonical invoice lacks a field it needs, the line arithmetic, the totals, a pre-check. */
function reason(r: RoundTrip): keyof Pick<Row, 'modelGap' | 'arithmetic' | 'totals' | 'precheck'> | null {
  if (r.invoiceIssues.length > 0) return r.invoiceIssues.every((i) => i.startsWith('line_net_mismatch')) ? 'arithmetic' : 'modelGap';
  if (r.totalsDifferences.length > 0) return 'totals';
  if (r.sameSyntaxRefused.length > 0) return 'precheck';
  return null;
}

/** A row of the table with every count at zero. */
function emptyRow(corpus: string): Row {
  return {
    corpus,
    documents: 0,
    imported: 0,
    modelGap: 0,
    arithmetic: 0,
    totals: 0,
    precheck: 0,
    converted: 0,
    equal: 0,
    crossChecked: 0,
    crossValid: 0,
    lossesPerDocument: 0,
  };
}

async function main() {
  const verbose = process.argv.includes('--verbose');
  const { formats } = await loadRegistries();
  const { artefactsDir, schematronEngine } = loadConfig();
  const cacheDir = defaultCacheDir();
  await buildRuleSets(artefactsDir, cacheDir);
  const engine = createValidationEngine({ artefactsDir, loader: createNodeLoader(cacheDir), schematronEngine });
  const rows: Row[] = [];
  for (const corpus of CORPORA) {
    const row = emptyRow(corpus.name);
    let losses = 0;
    for (const file of corpusFiles(corpus.dirs)) {
      row.documents++;
      const r = await roundTrip(file, formats, engine);
      if (r.importError) {
        if (verbose) console.log(`not imported: ${file}: ${r.importError}`);
        continue;
      }
      row.imported++;
      losses += r.read!.losses.length;
      const why = reason(r);
      if (why) {
        row[why]++;
        if (verbose)
          console.log(`not converted (${why}): ${file}: ${[...r.invoiceIssues, ...r.totalsDifferences, ...r.sameSyntaxRefused].join('; ')}`);
      }
      if (r.sameSyntax) {
        row.converted++;
        if (r.sameSyntax.length === 0) row.equal++;
        else if (verbose) console.log(`differs: ${file}: ${r.sameSyntax.map((d) => `${d.kind} ${d.term} ${d.value}`).join('; ')}`);
      }
      if (r.cross?.sourceValid && r.cross.targetErrors) {
        row.crossChecked++;
        if (r.cross.targetErrors.length === 0) row.crossValid++;
        else if (verbose) console.log(`other syntax invalid: ${file} → ${r.cross.target}: ${r.cross.targetErrors.join('; ')}`);
      }
    }
    row.lossesPerDocument = row.imported ? Math.round((losses / row.imported) * 10) / 10 : 0;
    rows.push(row);
  }
  const total = rows.reduce<Row>((acc, r) => {
    for (const key of Object.keys(acc) as Array<keyof Row>)
      if (typeof acc[key] === 'number' && key !== 'lossesPerDocument') (acc[key] as number) += r[key] as number;
    return acc;
  }, emptyRow('All'));
  console.log(
    '| Corpus | Documents | Imported | Not convertible: model gap / line arithmetic / totals / pre-check | Back to own profile: equal at BT level | Other syntax: valid / valid sources |',
  );
  console.log('|---|---:|---:|---|---:|---:|');
  for (const r of [...rows, total]) {
    console.log(
      `| ${r.corpus} | ${r.documents} | ${r.imported} | ${r.modelGap} / ${r.arithmetic} / ${r.totals} / ${r.precheck} | ${r.equal} of ${r.converted} | ${r.crossValid} / ${r.crossChecked} |`,
    );
  }
}

await main();
