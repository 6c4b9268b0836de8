// XSLT → SEF with xslt3 (Saxonica's compiler for saxon-js). Runs in a child process: compiling a large
// stylesheet takes tens of seconds and up to ~1 GB, which must not block or bloat the server process.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { readFileSync } from 'node:fs';
import type { SefCompiler } from '../build/sef-cache.js';

const require = createRequire(import.meta.url);
const xslt3Dir = dirname(require.resolve('xslt3/package.json'));
const xslt3Script = join(xslt3Dir, 'xslt3.js');

/** Version of the xslt3 compiler; part of the cache key because the SEF format follows it. */
export const XSLT3_VERSION: string = JSON.parse(readFileSync(join(xslt3Dir, 'package.json'), 'utf8')).version;

/** Compiles the stylesheet at `xslPath` to a SEF file at `sefPath`. */
export function compileXsltFile(xslPath: string, sefPath: string, timeoutMs = 15 * 60_000): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--max-old-space-size=3072', xslt3Script, `-xsl:${xslPath}`, `-export:${sefPath}`, '-nogo', '-relocate:on'],
      { timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`xslt3 failed to compile ${xslPath}: ${(stderr || stdout || error.message).trim().slice(0, 4000)}`));
        else resolve();
      },
    );
  });
}

/** xslt3 as the compile cache uses it. */
export const xslt3Compiler: SefCompiler = { version: XSLT3_VERSION, compile: (xslPath, sefPath) => compileXsltFile(xslPath, sefPath) };
