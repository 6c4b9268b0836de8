// npm run eval:parse — field-level accuracy of parse over the development set (test/fixtures/parse: the labelled
// texts and the retired blind slices blind-<date>/) and a coarser check
// over the anonymization corpus (test/fixtures/anonymize, written independently), through the
// whole pipeline (anonymize → provider → map back → normalise), for the offline provider and, when
// EINVOICE_AI_PROVIDER names an AI provider (with its model and key), for that provider too.
//   npm run eval:parse                 table per language and per field
//   npm run eval:parse -- --json       the same as JSON
//   npm run eval:parse -- --verbose    also every wrong field (expected vs got)
//   npm run eval:parse -- --slice DIR  only the issue's measures (invoice number, dates, parties, lines, gross total)
//                                      over a directory of texts in the labelled format, printing no value
import Big from 'big.js';
import { pathToFileURL } from 'node:url';
import { builtinCountries } from '../countries/index.js';
import { builtinFormats } from '../formats/index.js';
import { ApiError } from '../src/http/errors.js';
import { createAnonymizer } from '../src/intelligent/anonymize/index.js';
import { canonicalNumber } from '../src/intelligent/parse/evidence.js';
import { createParseDeps, loadAiSettings, parseInvoiceText, type AiSettings, type ParseDeps } from '../src/intelligent/parse/index.js';
import { normaliseDecimal } from '../src/intelligent/parse/normalize.js';
import { withoutTitles } from '../src/intelligent/parse/offline/titles.js';
import { getPath } from '../src/intelligent/parse/tree.js';
import { Invoice } from '../src/schemas/invoice.js';
import { buildModel } from '../core/en16931/model.js';
import { loadDevelopmentSet, loadLabelledSet, type LabelledText } from '../test/fixtures/parse/labelled.js';
import { loadCorpus } from '../test/fixtures/anonymize/corpus.js';

export interface FieldOutcome {
  id: string;
  language: string;
  heldOut: boolean;
  path: string;
  expected: string;
  actual: string | null;
  correct: boolean;
}

export interface EvaluationReport {
  provider: string;
  texts: number;
  fields: number;
  correct: number;
  accuracy: number;
  /** Texts whose request failed (status code → count), no-invoice texts excluded when answered 400 as expected. */
  failures: Record<string, number>;
  /** Development texts (the extractor was tuned on them) and held-out texts (never used for tuning). */
  bySet: Record<string, { fields: number; correct: number; accuracy: number }>;
  byLanguage: Record<string, { fields: number; correct: number; accuracy: number }>;
  byField: Record<string, { fields: number; correct: number; accuracy: number }>;
  outcomes: FieldOutcome[];
}

const DECIMAL_FIELD = /(^|\.)(quantity|unit_price|net_amount|vat_rate|amount|allowance_amount|charge_amount|gross_total)$/;
const COMPACT_FIELD = /(^|\.)(vat_id|iban|bic|postal_code)$/;
/** A party's or contact's name: a courtesy title before it is how the person is addressed, no part of the name. */
const NAME_FIELD = /(^|\.)name$/;

/**
 * Whether a parsed value states the expected fact (decimals by value, identifiers without grouping, text by words,
 * names without the courtesy titles they start with, on both sides: "Mr Rajesh Patel" is "Rajesh Patel").
 */
export function sameFact(path: string, expected: string, actual: unknown): boolean {
  if (actual === undefined || actual === null) return false;
  const got = String(actual);
  if (DECIMAL_FIELD.test(path)) {
    const n = normaliseDecimal(got);
    return n !== null && canonicalNumber(n.value) === canonicalNumber(expected);
  }
  if (COMPACT_FIELD.test(path)) return got.replace(/[\s.\-]/g, '').toUpperCase() === expected.replace(/[\s.\-]/g, '').toUpperCase();
  const words = (s: string) =>
    s
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .replace(/[.,;:]+$/, '')
      .trim();
  if (NAME_FIELD.test(path)) return words(withoutTitles(got)) === words(withoutTitles(expected));
  return words(got) === words(expected);
}

/** A path as a field family for the per-field table: lines.0.quantity → lines.*.quantity. */
const family = (path: string) => path.replace(/\.\d+\./g, '.*.');

/** The parsed invoice of a text, or the stable code of the error that refused it. */
async function parsedOrRefused(item: LabelledText, deps: ParseDeps): Promise<{ invoice: Record<string, unknown> | null; code: string | null }> {
  try {
    return {
      invoice: (await parseInvoiceText({ text: item.text, context: { language: item.language, ...item.context } }, deps)).invoice,
      code: null,
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { invoice: null, code: error.code };
  }
}

export async function evaluate(settings: AiSettings, set: LabelledText[] = loadDevelopmentSet()): Promise<EvaluationReport> {
  const deps = createParseDeps({ settings, anonymizer: createAnonymizer(), formats: builtinFormats, countries: builtinCountries });
  const outcomes: FieldOutcome[] = [];
  const failures: Record<string, number> = {};
  for (const item of set) {
    const { invoice, code } = await parsedOrRefused(item, deps);
    if (item.noInvoice) {
      outcomes.push({
        id: item.id,
        language: item.language,
        heldOut: item.heldOut,
        path: 'no_invoice',
        expected: 'true',
        actual: String(code === 'NO_INVOICE_DATA'),
        correct: code === 'NO_INVOICE_DATA',
      });
      continue;
    }
    if (code) failures[code] = (failures[code] ?? 0) + 1;
    for (const [path, expected] of Object.entries(item.expect)) {
      const raw =
        path === 'lines'
          ? invoice
            ? ((getPath(invoice, 'lines') as unknown[] | undefined)?.length ?? 0)
            : null
          : path === 'gross_total'
            ? invoice
              ? grossTotalOf(invoice)
              : null
            : invoice
              ? getPath(invoice, path)
              : null;
      const actual = raw === null || raw === undefined ? null : String(raw);
      const correct = path === 'lines' ? actual === expected : sameFact(path, expected, raw);
      outcomes.push({ id: item.id, language: item.language, heldOut: item.heldOut, path, expected, actual, correct });
    }
  }
  const tally = (key: (o: FieldOutcome) => string) => {
    const out: Record<string, { fields: number; correct: number; accuracy: number }> = {};
    for (const o of outcomes) {
      const t = (out[key(o)] ??= { fields: 0, correct: 0, accuracy: 0 });
      t.fields++;
      if (o.correct) t.correct++;
    }
    for (const t of Object.values(out)) t.accuracy = t.correct / t.fields;
    return out;
  };
  const correct = outcomes.filter((o) => o.correct).length;
  return {
    provider: deps.provider?.name ?? 'none',
    texts: set.length,
    fields: outcomes.length,
    correct,
    accuracy: outcomes.length ? correct / outcomes.length : 0,
    failures,
    bySet: tally((o) => (o.heldOut ? 'held-out' : 'development')),
    byLanguage: tally((o) => o.language),
    byField: tally((o) => family(o.path)),
    outcomes,
  };
}

export interface IndependentReport {
  provider: string;
  texts: number;
  /** Texts with one labelled invoice number: how often parse returns exactly it. */
  invoiceNumber: { texts: number; correct: number };
  /** Texts without an invoice: how often parse answers 400 NO_INVOICE_DATA. */
  noInvoice: { texts: number; correct: number };
  /** Line amounts parse returned (net amounts, unit prices): how many are among the text's labelled amounts. */
  lineAmounts: { returned: number; labelled: number };
  failures: Record<string, number>;
}

/**
 * A second, independent check on texts written by someone else for another purpose: the labelled corpus of the
 * anonymization issue, whose facts (invoice numbers, amounts) are marked inline. The extractor was not tuned on it.
 */
export async function evaluateIndependent(settings: AiSettings): Promise<IndependentReport> {
  const deps = createParseDeps({ settings, anonymizer: createAnonymizer(), formats: builtinFormats, countries: builtinCountries });
  const report: IndependentReport = {
    provider: deps.provider?.name ?? 'none',
    texts: 0,
    invoiceNumber: { texts: 0, correct: 0 },
    noInvoice: { texts: 0, correct: 0 },
    lineAmounts: { returned: 0, labelled: 0 },
    failures: {},
  };
  for (const item of loadCorpus()) {
    if (item.text.length < 10) continue;
    report.texts++;
    let invoice: Record<string, unknown> | null = null;
    let code: string | null = null;
    try {
      invoice = (await parseInvoiceText({ text: item.text, context: { language: item.language } }, deps)).invoice;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      code = error.code;
    }
    if (item.genre === 'noinvoice') {
      report.noInvoice.texts++;
      if (code === 'NO_INVOICE_DATA') report.noInvoice.correct++;
      continue;
    }
    if (code) report.failures[code] = (report.failures[code] ?? 0) + 1;
    const numbers = item.facts.filter((f) => f.kind === 'invoice number');
    if (numbers.length === 1) {
      report.invoiceNumber.texts++;
      if (invoice && sameFact('invoice_number', numbers[0]!.value, invoice.invoice_number)) report.invoiceNumber.correct++;
    }
    const labelled = new Set(
      item.facts
        .filter((f) => f.kind === 'amount')
        .flatMap((f) => {
          const n = normaliseDecimal(f.value.replace(/[^\d.,\s'-]/g, '').trim(), item.language);
          return n ? [canonicalNumber(n.value)] : [];
        }),
    );
    if (labelled.size === 0) continue;
    for (const line of (invoice?.lines as Array<Record<string, string>> | undefined) ?? []) {
      for (const key of ['net_amount', 'unit_price']) {
        if (!line[key]) continue;
        report.lineAmounts.returned++;
        if (labelled.has(canonicalNumber(line[key]!))) report.lineAmounts.labelled++;
      }
    }
  }
  return report;
}

/**
 * The amount due including VAT of a parsed invoice: the model's BT-112 when the invoice passes the convert schema,
 * else the same sum worked out leniently (line nets per VAT rate, VAT rounded per rate). Null without usable lines.
 */
export function grossTotalOf(invoice: Record<string, unknown>): string | null {
  const parsed = Invoice.safeParse(invoice);
  if (parsed.success) {
    const built = buildModel(parsed.data);
    if (built.ok) return built.model.totals.taxInclusive;
  }
  const lines = Array.isArray(invoice.lines) ? (invoice.lines as Array<Record<string, unknown>>) : [];
  const byRate = new Map<string, Big>();
  for (const line of lines) {
    try {
      const net = new Big(String(line.net_amount));
      const rate = ['AE', 'E', 'K', 'G', 'O', 'Z'].includes(String(line.vat_category)) ? '0' : String(line.vat_rate ?? '0');
      byRate.set(rate, (byRate.get(rate) ?? new Big(0)).plus(net));
    } catch {
      return null;
    }
  }
  if (byRate.size === 0) return null;
  let total = new Big(0);
  for (const [rate, net] of byRate) total = total.plus(net).plus(net.times(new Big(rate)).div(100).round(2));
  return total.toFixed(2);
}

/** The measures of the issue, per text: each is right, wrong, or not labelled (undefined). */
export const MEASURES = ['invoice_number', 'issue_date', 'currency', 'seller_name', 'buyer_name', 'lines', 'gross_total'] as const;
export type Measure = (typeof MEASURES)[number];

/** Which measures a parsed invoice gets right. `lines` = the count and every labelled quantity, unit price and net amount. */
export function measureText(item: LabelledText, invoice: Record<string, unknown> | null): Partial<Record<Measure, boolean>> {
  const e = item.expect;
  const got = (path: string) => (invoice ? getPath(invoice, path) : null);
  const out: Partial<Record<Measure, boolean>> = {};
  const field = (measure: Measure, path: string) => {
    if (e[path] !== undefined) out[measure] = sameFact(path, e[path]!, got(path));
  };
  field('invoice_number', 'invoice_number');
  field('issue_date', 'issue_date');
  field('currency', 'currency_code');
  field('seller_name', 'seller.name');
  field('buyer_name', 'buyer.name');
  if (e.lines !== undefined) {
    const lines = (got('lines') as unknown[] | undefined) ?? [];
    const amounts = Object.entries(e).filter(([path]) => /^lines\.\d+\.(quantity|unit_price|net_amount)$/.test(path));
    out.lines = lines.length === Number(e.lines) && amounts.every(([path, value]) => sameFact(path, value, got(path)));
  }
  if (e.gross_total !== undefined) out.gross_total = sameFact('gross_total', e.gross_total, invoice ? grossTotalOf(invoice) : null);
  return out;
}

export interface MeasureTally {
  right: number;
  labelled: number;
}

export interface SliceReport {
  provider: string;
  texts: number;
  /** language (and "all") → measure → tally. */
  measures: Record<string, Record<Measure, MeasureTally>>;
  /** Texts without an invoice answered 400 NO_INVOICE_DATA. */
  noInvoice: MeasureTally;
  /** Requests that failed with another error (code → count). */
  failures: Record<string, number>;
}

/** Runs parse over a set and tallies the issue's measures per language; never keeps a value. */
export async function evaluateSlice(settings: AiSettings, set: LabelledText[]): Promise<SliceReport> {
  const deps = createParseDeps({ settings, anonymizer: createAnonymizer(), formats: builtinFormats, countries: builtinCountries });
  const empty = () => Object.fromEntries(MEASURES.map((m) => [m, { right: 0, labelled: 0 }])) as Record<Measure, MeasureTally>;
  const report: SliceReport = {
    provider: deps.provider?.name ?? 'none',
    texts: set.length,
    measures: { all: empty() },
    noInvoice: { right: 0, labelled: 0 },
    failures: {},
  };
  for (const item of set) {
    const { invoice, code } = await parsedOrRefused(item, deps);
    if (item.noInvoice) {
      report.noInvoice.labelled++;
      if (code === 'NO_INVOICE_DATA') report.noInvoice.right++;
      continue;
    }
    if (code) report.failures[code] = (report.failures[code] ?? 0) + 1;
    const byLanguage = (report.measures[item.language] ??= empty());
    for (const [measure, right] of Object.entries(measureText(item, invoice)) as Array<[Measure, boolean]>) {
      for (const tally of [byLanguage[measure], report.measures.all![measure]]) {
        tally.labelled++;
        if (right) tally.right++;
      }
    }
  }
  return report;
}

const MEASURE_TITLES: Record<Measure, string> = {
  invoice_number: 'invoice number',
  issue_date: 'issue date',
  currency: 'currency',
  seller_name: 'seller name',
  buyer_name: 'buyer name',
  lines: 'lines right',
  gross_total: 'gross total',
};

export function formatSlice(r: SliceReport, title: string): string {
  const cell = (t: MeasureTally) => (t.labelled ? `${t.right}/${t.labelled} ${((t.right / t.labelled) * 100).toFixed(1)} %` : '–');
  const languages = Object.keys(r.measures)
    .filter((l) => l !== 'all')
    .sort();
  return [
    `${title}: ${r.texts} texts, provider ${r.provider}`,
    '',
    `| | ${MEASURES.map((m) => MEASURE_TITLES[m]).join(' | ')} |`,
    `|---|${MEASURES.map(() => '---:').join('|')}|`,
    ...[...languages, 'all'].map((l) => `| ${l} | ${MEASURES.map((m) => cell(r.measures[l]![m])).join(' | ')} |`),
    '',
    `texts without an invoice answered 400: ${cell(r.noInvoice)}`,
    `failed requests: ${
      Object.entries(r.failures)
        .map(([c, n]) => `${c} ×${n}`)
        .join(', ') || 'none'
    }`,
  ].join('\n');
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

export function formatIndependent(r: IndependentReport): string {
  const ratio = (a: number, b: number) => `${a}/${b} (${pct(b ? a / b : 0)})`;
  return [
    `Independent texts (anonymization corpus, ${r.texts} texts), provider ${r.provider}:`,
    `  invoice number exactly right:        ${ratio(r.invoiceNumber.correct, r.invoiceNumber.texts)}`,
    `  no invoice recognised as such:       ${ratio(r.noInvoice.correct, r.noInvoice.texts)}`,
    `  line amounts among labelled amounts: ${ratio(r.lineAmounts.labelled, r.lineAmounts.returned)}`,
    `  failed requests: ${
      Object.entries(r.failures)
        .map(([c, n]) => `${c} ×${n}`)
        .join(', ') || 'none'
    }`,
  ].join('\n');
}

export function formatReport(report: EvaluationReport, verbose = false): string {
  const lines = [
    `Provider: ${report.provider} — ${report.texts} texts, ${report.fields} labelled facts, ${report.correct} correct: ${pct(report.accuracy)}`,
    Object.keys(report.failures).length
      ? `Failed requests: ${Object.entries(report.failures)
          .map(([c, n]) => `${c} ×${n}`)
          .join(', ')}`
      : 'Failed requests: none',
    '',
    '| Texts | Facts | Correct | Accuracy |',
    '|---|---:|---:|---:|',
    ...Object.entries(report.bySet).map(([k, t]) => `| ${k} | ${t.fields} | ${t.correct} | ${pct(t.accuracy)} |`),
    '',
    '| Language | Facts | Correct | Accuracy |',
    '|---|---:|---:|---:|',
    ...Object.entries(report.byLanguage).map(([k, t]) => `| ${k} | ${t.fields} | ${t.correct} | ${pct(t.accuracy)} |`),
    '',
    '| Field | Facts | Correct | Accuracy |',
    '|---|---:|---:|---:|',
    ...Object.entries(report.byField)
      .sort((a, b) => b[1].fields - a[1].fields)
      .map(([k, t]) => `| ${k} | ${t.fields} | ${t.correct} | ${pct(t.accuracy)} |`),
  ];
  if (verbose) {
    lines.push('', 'Wrong facts:');
    for (const o of report.outcomes.filter((x) => !x.correct))
      lines.push(`  ${o.id} ${o.path}: expected ${JSON.stringify(o.expected)}, got ${JSON.stringify(o.actual)}`);
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const args = new Set(argv);
  const runs: AiSettings[] = [loadAiSettings({ EINVOICE_AI_PROVIDER: 'offline' })];
  const configured = loadAiSettings(process.env);
  if (configured.provider && configured.provider !== 'offline') {
    if (configured.problem) console.error(`Skipping ${configured.provider}: ${configured.problem}`);
    else runs.push(configured);
  }
  const sliceAt = argv.indexOf('--slice');
  if (sliceAt >= 0) {
    // A slice nobody tuned on: only counts are printed, never a text or a value.
    const dir = argv[sliceAt + 1];
    if (!dir) throw new Error('--slice needs a directory');
    const set = loadLabelledSet(dir);
    if (set.length === 0) throw new Error(`no <language>.txt texts in ${dir}`);
    const slices = [];
    for (const settings of runs) slices.push(await evaluateSlice(settings, set));
    console.log(args.has('--json') ? JSON.stringify(slices, null, 2) : slices.map((r) => formatSlice(r, dir)).join('\n\n'));
    return;
  }
  const development = loadDevelopmentSet();
  const sets = [...new Set(development.map((t) => t.set))];
  const reports: Array<{ labelled: EvaluationReport; independent: IndependentReport; development: SliceReport; bySet: SliceReport[] }> = [];
  for (const settings of runs) {
    const bySet: SliceReport[] = [];
    // Each part of the development set on its own too: a retired slice shows how far the rules now reach on it.
    if (sets.length > 1)
      for (const name of sets)
        bySet.push(
          await evaluateSlice(
            settings,
            development.filter((t) => t.set === name),
          ),
        );
    reports.push({
      labelled: await evaluate(settings, development),
      independent: await evaluateIndependent(settings),
      development: await evaluateSlice(settings, development),
      bySet,
    });
  }
  if (args.has('--json')) {
    const strip = ({ outcomes, ...r }: EvaluationReport) => (args.has('--verbose') ? { ...r, outcomes } : r);
    console.log(
      JSON.stringify(
        reports.map((r) => ({
          labelled: strip(r.labelled),
          independent: r.independent,
          measures: r.development,
          measuresBySet: Object.fromEntries(r.bySet.map((s, i) => [sets[i], s])),
        })),
        null,
        2,
      ),
    );
  } else {
    console.log(
      reports
        .map((r) =>
          [
            formatReport(r.labelled, args.has('--verbose')),
            formatSlice(r.development, `Issue measures on the development set (${sets.join(' + ')})`),
            ...r.bySet.map((s, i) => formatSlice(s, `Issue measures on ${sets[i]} alone`)),
            formatIndependent(r.independent),
          ].join('\n\n'),
        )
        .join('\n\n'),
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
