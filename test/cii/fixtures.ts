// The invoices every CII-family test converts: the convert issue's fixture corpus (test/fixtures/invoices)
// plus this suite's own samples, which fill every field CII can carry.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { InvoiceInput } from '../../src/schemas/invoice.js';
import { createValidationEngine, type ValidationEngine } from '../../src/validation/engine.js';
import { loadConfig } from '../../src/config.js';
import { defaultCacheDir } from '../../rules/build.js';
import { samples } from './samples.js';
import { createNodeLoader } from '../../schematron/node.js';

const FIXTURE_DIR = resolve(import.meta.dirname, '../fixtures/invoices');

export function allInvoices(): Array<[string, InvoiceInput]> {
  const fixtures = readdirSync(FIXTURE_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f): [string, InvoiceInput] => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(resolve(FIXTURE_DIR, f), 'utf8')) as InvoiceInput]);
  return [...fixtures, ...Object.entries(samples).map(([name, inv]): [string, InvoiceInput] => [`sample-${name}`, inv])];
}

let engine: ValidationEngine | null = null;

/** The project's validation engine over the official artefacts, with the shared compiled-rules cache. */
export function ciiEngine(): ValidationEngine {
  engine ??= createValidationEngine({ artefactsDir: loadConfig().artefactsDir, loader: createNodeLoader(defaultCacheDir()) });
  return engine;
}
