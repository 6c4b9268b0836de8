// The command line on the same services as the API: validate (exit code by verdict, text or JSON), convert
// (the document to a file, refusals named by field), import; usage errors exit 2. One run in a real process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../scripts/cli.js';
import { sharedPath } from '../../src/shared-dir.js';
import { loadFixtures } from '../convert/helpers/fixtures.js';

const invoice = loadFixtures().find((f) => f.name === 'standard-rate-single-line')!.invoice;
const peppol = (JSON.parse(readFileSync('examples/requests/validate-peppol.json', 'utf8')) as { document: string }).document;
const pdf = join(sharedPath('corpus/facturx-pdf'), 'valid', 'EN16931_Einfach.pdf');

let dir: string;
const file = (name: string, content: string) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(
    args,
    (l) => out.push(l),
    (l) => err.push(l),
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'einvoice-cli-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('einvoice validate', () => {
  it('exits 0 for a valid document and names the rule set and version', async () => {
    const res = await run('validate', file('ok.xml', peppol));
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/ok\.xml: valid \(peppol_bis_3, peppol-bis-3-ubl \d+\.\d+\.\d+; 0 errors/);
  });

  it('exits 1 for an invalid one and lists each finding; --json gives the report', async () => {
    const broken = file('broken.xml', peppol.replace(/<cbc:IssueDate>[^<]*<\/cbc:IssueDate>/, ''));
    const res = await run('validate', broken);
    expect(res.code).toBe(1);
    expect(res.out).toMatch(/broken\.xml: INVALID/);
    expect(res.out).toMatch(/^ {2}error {3}\S+: /m);
    const json = await run('validate', '--json', broken);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.out)).toMatchObject({ is_valid: false, format_detected: 'peppol_bis_3' });
  });

  it('reads a Factur-X PDF and takes a rules version', async () => {
    const res = await run('validate', '--json', pdf);
    expect(JSON.parse(res.out)).toMatchObject({ container: 'pdf' });
    const older = await run('validate', '--json', '--rules-version', '3.0.20', file('v.xml', peppol));
    expect(JSON.parse(older.out).rule_set.version).toBe('3.0.20');
  });
});

describe('einvoice convert and import', () => {
  it('writes the document, then reads it back to the same invoice number', async () => {
    const input = file('invoice.json', JSON.stringify(invoice));
    const target = join(dir, 'out.xml');
    const res = await run('convert', input, '--to', 'peppol_bis_3', '--out', target);
    expect(res.code).toBe(0);
    expect(res.err).toMatch(/peppol_bis_3 \(peppol_bis_billing_3\), checked against peppol-bis-3-ubl/);
    expect(readFileSync(target, 'utf8')).toContain('<Invoice');
    const back = await run('import', target);
    expect(back.code).toBe(0);
    expect(JSON.parse(back.out)).toMatchObject({ format_detected: 'peppol_bis_3', invoice: { invoice_number: invoice.invoice_number } });
  });

  it('exits 1 naming each field for an invoice convert refuses', async () => {
    const res = await run(
      'convert',
      file('bad.json', JSON.stringify({ ...invoice, invoice_number: undefined, purchase_order_ref: 'x' })),
      '--to',
      'ubl_2_1',
    );
    expect(res.code).toBe(1);
    expect(res.err).toContain('invoice.invoice_number: is required');
    expect(res.err).toContain('invoice.purchase_order_ref: is not a known field; did you mean "purchase_order_reference"?');
  });

  it('exits 2 with the usage for a wrong call or a missing file', async () => {
    expect((await run('convert', 'x.json')).code).toBe(2);
    const missing = await run('validate', join(dir, 'nothing.xml'));
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/cannot read .*nothing\.xml: ENOENT/);
    expect((await run('frobnicate')).err).toContain('usage:');
  });

  it('runs as a process with the exit code of the verdict', () => {
    const broken = file('p.xml', peppol.replace(/<cbc:IssueDate>[^<]*<\/cbc:IssueDate>/, ''));
    let status = 0;
    try {
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/cli.ts', 'validate', broken], { stdio: 'pipe' });
    } catch (error) {
      status = (error as { status: number }).status;
    }
    expect(status).toBe(1);
  });
});

describe('einvoice render', () => {
  it('renders a received document as HTML in the asked language, and a canonical invoice as a PDF', async () => {
    const html = await run('render', file('r.xml', peppol), '--language', 'de');
    expect(html.code).toBe(0);
    expect(html.out).toContain('<html lang="de"');
    expect(html.out).toContain('Rechnung');
    const target = join(dir, 'r.pdf');
    const pdfOut = await run('render', file('r.json', JSON.stringify(invoice)), '--pdf', '--out', target);
    expect(pdfOut.code).toBe(0);
    expect(readFileSync(target).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('exits 1 naming the field for an unknown language or a refused invoice', async () => {
    const language = await run('render', file('l.xml', peppol), '--language', 'xx');
    expect(language.code).toBe(1);
    expect(language.err).toContain('language');
    const bad = await run('render', file('bad.json', JSON.stringify({ ...invoice, invoice_number: undefined })));
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('invoice.invoice_number');
  });
});
