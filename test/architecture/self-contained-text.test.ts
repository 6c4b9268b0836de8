// Comments and docs state the rule itself: a reader of the repository has no specification file, no decision
// log and no issue tracker, so nothing in the code or the docs may send them to one.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['src', 'core', 'formats', 'countries', 'plugins', 'rules', 'scripts', 'bench', 'client', 'docs', 'test', 'README.md'];
const SKIP = new Set(['node_modules', 'dist', 'build', 'fixtures', '.data']);
const TEXT = /\.(ts|mts|mjs|js|md)$/;
/** A pointer to a document outside the repository: the specification, the decision log, an issue number. */
const POINTER = /\bSPEC(\.md)?\s*§|\bSPEC\.md\b|\bDECISIONS(\.md)?\b|\b[Ii]ssue\s+#?\d+\b/;

function* files(path: string): Generator<string> {
  if (statSync(path).isFile()) {
    if (TEXT.test(path)) yield path;
    return;
  }
  for (const entry of readdirSync(path)) if (!SKIP.has(entry)) yield* files(join(path, entry));
}

describe('self-contained text', () => {
  it('no comment or doc points to the specification, the decision log or an issue number', () => {
    const pointers: string[] = [];
    for (const file of ROOTS.flatMap((root) => [...files(root)])) {
      if (file.endsWith('self-contained-text.test.ts')) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (POINTER.test(line)) pointers.push(`${file}:${i + 1}: ${line.trim().slice(0, 120)}`);
        });
    }
    expect(pointers).toEqual([]);
  });
});
