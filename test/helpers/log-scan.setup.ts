// Runs after every test file of the suite (vitest setupFiles): the log lines of all in-process servers of
// that file must contain no test API key and no personal value of the anonymization corpus or the invoice
// fixtures: keys and personal data never appear in logs.
import { afterAll, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { capturedLogLines } from './log-capture.js';

/** Values too short or too generic to be a finding on their own (a town, a two-letter code) are left out. */
const MIN_LENGTH = 8;

function fixturePersonalValues(): string[] {
  const dir = 'test/fixtures/invoices';
  const values: string[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const invoice = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    for (const party of [invoice.seller, invoice.buyer]) {
      if (!party) continue;
      values.push(party.name, party.vat_id, party.contact?.email, party.contact?.phone, party.contact?.name);
    }
    values.push(invoice.payment?.bank_account?.iban);
  }
  return values.filter((v): v is string => typeof v === 'string');
}

/** Loaded only when a file's servers logged something, so pure unit-test files pay nothing. */
async function secretValues(): Promise<string[]> {
  const [{ TEST_KEYS }, { loadCorpus }] = await Promise.all([import('./server.js'), import('../fixtures/anonymize/corpus.js')]);
  return [...Object.values(TEST_KEYS), ...loadCorpus().flatMap((text) => text.pii.map((span) => span.value)), ...fixturePersonalValues()].filter(
    (value) => value.length >= MIN_LENGTH,
  );
}

afterAll(async () => {
  if (capturedLogLines.length === 0) return;
  const lines = capturedLogLines.splice(0);
  const leaks = (await secretValues()).filter((secret) => lines.some((line) => line.includes(secret)));
  expect(leaks, 'API keys or personal values found in log lines').toEqual([]);
});
