// Debian's PDF tools as independent judges of the PDFs: qpdf (structure), poppler's pdfdetach (attachments),
// pdftotext (text extraction), pdftoppm (rendering), pdffonts (font embedding). `.ci/run` installs qpdf and
// poppler-utils; a missing tool fails the tests rather than skipping them.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function withTempPdf<T>(bytes: Uint8Array, use: (path: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'einvoice-pdf-'));
  try {
    const path = join(dir, 'doc.pdf');
    writeFileSync(path, bytes);
    return use(path, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** qpdf --check: exit status 0 (clean) or 3 (warnings only) and its output. */
export function qpdfCheck(path: string): { status: number | null; output: string } {
  const run = spawnSync('qpdf', ['--check', path], { encoding: 'utf8' });
  if (run.error) throw run.error;
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

export function pdfdetachList(path: string): string[] {
  const out = execFileSync('pdfdetach', ['-list', path], { encoding: 'utf8' });
  return out
    .split('\n')
    .slice(1)
    .map((l) => l.replace(/^\s*\d+:\s*/, '').trim())
    .filter(Boolean);
}

/** Saves embedded file number `n` (1-based) with pdfdetach and returns its bytes. */
export function pdfdetachSave(path: string, dir: string, n = 1): Uint8Array {
  const out = join(dir, `attachment-${n}`);
  execFileSync('pdfdetach', ['-save', String(n), '-o', out, path]);
  return new Uint8Array(readFileSync(out));
}

export function pdftotext(path: string, page?: number): string {
  const range = page === undefined ? [] : ['-f', String(page), '-l', String(page)];
  // No-break spaces (thousands groups, currency symbols) read as plain spaces, the way a person sees them.
  return execFileSync('pdftotext', [...range, '-layout', path, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).replace(
    /[\u00a0\u202f]/g,
    ' ',
  );
}

/** Renders one page to PNG and returns the PNG bytes. */
export function pdftoppm(path: string, dir: string, page = 1): Uint8Array {
  execFileSync('pdftoppm', ['-f', String(page), '-l', String(page), '-r', '40', '-png', '-singlefile', path, join(dir, 'page')]);
  return new Uint8Array(readFileSync(join(dir, 'page.png')));
}

export interface PopplerFont {
  name: string;
  type: string;
  embedded: boolean;
}

export function pdffonts(path: string): PopplerFont[] {
  const out = execFileSync('pdffonts', [path], { encoding: 'utf8' });
  return out
    .split('\n')
    .slice(2)
    .filter((l) => l.trim())
    .map((line) => {
      // Columns: name, type (may contain spaces), encoding, emb, sub, uni, object ID.
      const m = /^(\S+)\s+(.+?)\s{2,}(\S.*?)\s+(yes|no)\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+\s*$/.exec(line);
      return m ? { name: m[1]!, type: m[2]!, embedded: m[4] === 'yes' } : { name: line.trim().split(/\s+/)[0]!, type: '?', embedded: true };
    });
}

export function pdfPageCount(path: string): number {
  const out = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
  return Number(/Pages:\s+(\d+)/.exec(out)?.[1]);
}
