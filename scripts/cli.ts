// The command line: the same services as the API, without HTTP, the way the KoSIT validator and Mustang are used.
//   einvoice validate FILE… [--json] [--format HINT] [--as-of YYYY-MM-DD] [--rules-version V]
//   einvoice convert INVOICE.json --to FORMAT [--profile P] [--pdf] [--out FILE]
//   einvoice import FILE [--out FILE]
//   einvoice render FILE [--pdf] [--language L] [--terms] [--out FILE]
// Exit codes: 0 valid / done, 1 invalid or refused (the report says why), 2 a usage or file error.
// Run from a checkout with `npm run -s cli -- …`; an installed package puts `einvoice` on the PATH.
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../src/config.js';
import { createNodeDeps } from '../src/deps.js';
import { silentLogger } from '../src/http/logger.js';
import { ApiError } from '../src/http/errors.js';
import { fieldErrors } from '../src/http/validation-hook.js';
import type { AppDeps } from '../src/app-deps.js';
import { looksLikePdf } from '../src/validation/pdf/extract.js';
import { validateHybridPdf } from '../src/validation/pdf/index.js';
import { dayOf } from '../src/validation/versions.js';
import { convertRequestFor } from '../src/schemas/conversion.js';
import { invoiceSchemaFor } from '../src/schemas/invoice.js';
import { produceDocument } from '../src/convert/service.js';
import { importDocument } from '../src/import/service.js';
import type { ValidationResult } from '../src/schemas/validation.js';
import { renderInvoice, type RenderWhat } from '../src/render/service.js';
import { RenderOptions } from '../src/schemas/render.js';

const USAGE = `usage:
  einvoice validate FILE… [--json] [--format HINT] [--as-of YYYY-MM-DD] [--rules-version V]
  einvoice convert INVOICE.json --to FORMAT [--profile P] [--pdf] [--out FILE]
  einvoice import FILE [--out FILE]
  einvoice render FILE [--pdf] [--language L] [--terms] [--out FILE]   (FILE: XML, Factur-X PDF or INVOICE.json)`;

class UsageError extends Error {}

interface Parsed {
  files: string[];
  options: Map<string, string | true>;
}

const FLAGS = new Set(['--json', '--pdf', '--terms']);

function parseArgs(args: string[]): Parsed {
  const files: string[] = [];
  const options = new Map<string, string | true>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (FLAGS.has(arg)) options.set(arg, true);
    else if (arg.startsWith('--')) {
      const value = args[++i];
      if (value === undefined) throw new UsageError(`${arg} needs a value`);
      options.set(arg, value);
    } else files.push(arg);
  }
  return { files, options };
}

function text(options: Map<string, string | true>, name: string): string | undefined {
  const value = options.get(name);
  return typeof value === 'string' ? value : undefined;
}

function readInput(file: string): Uint8Array {
  try {
    return new Uint8Array(readFileSync(file));
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`);
  }
}

/** One line per finding, as a person reads a report. */
function reportText(file: string, result: ValidationResult): string {
  const verdict = result.is_valid ? 'valid' : 'INVALID';
  const ruleSet = result.rule_set ? `${result.rule_set.id}${result.rule_set.version ? ` ${result.rule_set.version}` : ''}` : 'no rule set';
  const lines = [`${file}: ${verdict} (${result.format_detected}, ${ruleSet}; ${result.error_count} errors, ${result.warning_count} warnings)`];
  for (const rule of result.rules)
    lines.push(`  ${rule.severity.padEnd(7)} ${rule.rule_id}: ${rule.message}${rule.location ? ` [${rule.location}]` : ''}`);
  return lines.join('\n');
}

async function validate(deps: AppDeps, { files, options }: Parsed, out: (line: string) => void): Promise<number> {
  if (files.length === 0) throw new UsageError('validate needs at least one FILE');
  const engine = deps.validation;
  if (!engine) throw new ApiError(503, 'RULES_NOT_INSTALLED', 'the official rule sets are not installed (npm run artefacts:install)');
  const rules = { asOf: text(options, '--as-of') ?? dayOf(deps.clock()), rulesVersion: text(options, '--rules-version') };
  const formatHint = text(options, '--format');
  const reports: Array<{ file: string; result: ValidationResult }> = [];
  for (const file of files) {
    const bytes = readInput(file);
    const result = looksLikePdf(bytes)
      ? await validateHybridPdf({ validate: (input) => engine.validate({ ...input, ...rules }) }, bytes, formatHint)
      : await engine.validate({ xml: bytes, formatHint, ...rules });
    reports.push({ file, result });
  }
  out(
    options.has('--json')
      ? JSON.stringify(reports.length === 1 ? reports[0]!.result : reports, null, 2)
      : reports.map((r) => reportText(r.file, r.result)).join('\n'),
  );
  return reports.every((r) => r.result.is_valid) ? 0 : 1;
}

function write(target: string | undefined, bytes: Uint8Array, out: (line: string) => void): void {
  if (target) writeFileSync(target, bytes);
  else out(new TextDecoder().decode(bytes));
}

async function convert(deps: AppDeps, { files, options }: Parsed, out: (line: string) => void, err: (line: string) => void): Promise<number> {
  const [file] = files;
  const to = text(options, '--to');
  if (!file || !to) throw new UsageError('convert needs INVOICE.json and --to FORMAT');
  let invoice: unknown;
  try {
    invoice = JSON.parse(new TextDecoder().decode(readInput(file)));
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`${file} is not JSON`);
  }
  const body = { invoice, target_format: to, target_profile: text(options, '--profile'), output: options.has('--pdf') ? 'pdf' : 'xml' };
  const schema = convertRequestFor(invoiceSchemaFor(deps.countries.all()));
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    for (const e of fieldErrors(parsed.error.issues, { input: body, schema })) err(`${e.field}: ${e.message}`);
    return 1;
  }
  const request = { ...parsed.data, invoice: parsed.data.invoice!, as_of: parsed.data.as_of ?? dayOf(deps.clock()) };
  const produced = await produceDocument(
    { formats: deps.formats, countries: deps.countries, validator: deps.validation ?? null, allowUnchecked: deps.allowUnchecked },
    request,
  );
  write(text(options, '--out'), produced.body, out);
  const version = produced.validation?.rules_version ? ` ${produced.validation.rules_version}` : '';
  err(
    `${produced.target_format} (${produced.target_profile}), checked against ${produced.validation?.rule_set ?? 'no rule set'}${version}${produced.dropped_fields.length ? `; not carried: ${produced.dropped_fields.join(', ')}` : ''}`,
  );
  return 0;
}

async function importFile(deps: AppDeps, { files, options }: Parsed, out: (line: string) => void): Promise<number> {
  const [file] = files;
  if (!file) throw new UsageError('import needs a FILE');
  const bytes = readInput(file);
  const result = await importDocument(
    { formats: deps.formats, validation: deps.validation ?? null },
    looksLikePdf(bytes) ? { pdf: bytes } : { xml: bytes },
  );
  write(text(options, '--out'), new TextEncoder().encode(`${JSON.stringify(result, null, 2)}\n`), out);
  return 0;
}

/** The page a person reads: HTML (default) or a readable PDF, of a received document or a canonical invoice. */
async function render(deps: AppDeps, { files, options }: Parsed, out: (line: string) => void, err: (line: string) => void): Promise<number> {
  const [file] = files;
  if (!file) throw new UsageError('render needs a FILE');
  const bytes = readInput(file);
  const look = RenderOptions.safeParse({ language: text(options, '--language'), show_business_terms: options.has('--terms') });
  if (!look.success) {
    for (const e of fieldErrors(look.error.issues, { input: { language: text(options, '--language') }, schema: RenderOptions }))
      err(`${e.field}: ${e.message}`);
    return 1;
  }
  let what: RenderWhat;
  if (file.endsWith('.json')) {
    const schema = invoiceSchemaFor(deps.countries.all());
    let parsed: ReturnType<typeof schema.safeParse>;
    try {
      parsed = schema.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    } catch {
      throw new UsageError(`${file} is not JSON`);
    }
    if (!parsed.success) {
      for (const e of fieldErrors(parsed.error.issues, { input: {}, schema })) err(`invoice.${e.field}: ${e.message}`);
      return 1;
    }
    what = { invoice: parsed.data };
  } else what = { document: looksLikePdf(bytes) ? { pdf: bytes } : { xml: bytes } };
  const output = options.has('--pdf') ? 'pdf' : 'html';
  const rendered = await renderInvoice({ formats: deps.formats, countries: deps.countries }, what, output, {
    language: look.data.language,
    showTerms: look.data.show_business_terms ?? false,
  });
  write(text(options, '--out'), typeof rendered.body === 'string' ? new TextEncoder().encode(rendered.body) : rendered.body, out);
  return 0;
}

/** Runs one command; returns the exit code. Output goes through `out` (results) and `err` (messages). */
export async function runCli(
  args: string[],
  out: (line: string) => void = console.log,
  err: (line: string) => void = console.error,
): Promise<number> {
  const [command, ...rest] = args;
  const deps = await createNodeDeps(loadConfig({ ...process.env, EINVOICE_STORAGE: 'memory' }), { logger: silentLogger });
  try {
    const parsed = parseArgs(rest);
    if (command === 'validate') return await validate(deps, parsed, out);
    if (command === 'convert') return await convert(deps, parsed, out, err);
    if (command === 'import') return await importFile(deps, parsed, out);
    if (command === 'render') return await render(deps, parsed, out, err);
    throw new UsageError(command ? `unknown command ${command}` : 'a command is needed');
  } catch (error) {
    if (error instanceof UsageError) {
      err(`einvoice: ${error.message}\n${USAGE}`);
      return 2;
    }
    if (error instanceof ApiError) {
      err(`einvoice: ${error.message}`);
      for (const e of (error.extras.errors ?? []) as Array<Record<string, unknown>>)
        err(`  ${String(e.field ?? e.rule_id ?? '')}: ${String(e.message ?? '')}`);
      return error.status >= 500 ? 2 : 1;
    }
    throw error;
  } finally {
    await deps.close?.();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await runCli(process.argv.slice(2));
}
