// `npm run eval:anonymize -- --slice <dir>` measures a blind slice: figures per type and per language and
// the leak counts, and never a value, whatever other flag is given (a printed value would spoil the slice).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'anonymize-slice-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const VALUES = ['Quorvath Zimblewick', 'Plimsoll Tarrengate', 'q.zimblewick@example.org', 'Brackenholt Row 14'];

describe('eval:anonymize --slice', () => {
  it('prints figures and counts for a directory in corpus format, never a value', () => {
    writeFileSync(
      join(dir, 'en.txt'),
      [
        '### en-x1 email',
        `Hi [[PER:${VALUES[0]}]], invoice {{INV:INV-0042}} from [[ORG:${VALUES[1]}]] is {{AMT:120.00 EUR}}.`,
        `Mail me at [[EMAIL:${VALUES[2]}]], we are at [[LOC:${VALUES[3]}]].`,
        '',
      ].join('\n'),
    );
    writeFileSync(join(dir, 'de.txt'), '### de-x1 chat\nhallo, die rechnung {{INV:RE-17}} über {{AMT:50,00 EUR}} kommt.\n');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/eval-anonymize.ts', '--slice', dir, '--misses'], { encoding: 'utf8' });
    const output = run.stdout + run.stderr;
    expect(output).toContain('(2 texts)');
    expect(output).toMatch(/\| PERSON \| 1 \| \d+ \|/);
    expect(output).toMatch(/\| en \| 4 \| \d+ \|/);
    expect(output).toContain('Invoice facts preserved:');
    for (const value of VALUES) for (const word of value.split(/[\s@.]+/)) if (word.length > 3) expect(output).not.toContain(word);
  }, 60_000);
});
