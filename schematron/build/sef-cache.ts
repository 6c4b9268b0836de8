// The compile cache: one SEF per Schematron step, named by a content hash of the generated XSLT (which is
// a pure function of every input file, the rule filter and the compiler version) plus the xslt3 version.
// A server start finds the SEF and never recompiles; a changed artefact gets a new name.
// Compiles are serialized, within the process (a promise chain) and across processes (a lock directory),
// because each xslt3 run needs up to ~1 GB.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { SchematronStep } from '../../plugins/contracts.js';
import { COMPILER_VERSION, compileSchematronToXslt } from '../target-xslt/index.js';
import { readRuleList } from '../frontend/step-files.js';

export interface CompiledStep {
  /** Absolute path of the SEF (JSON) that saxon-js runs. */
  sefPath: string;
  /** Absolute path of the .sch entry point (the base for its relative document() URIs). */
  sourcePath: string;
  title: string;
  /** Relative document() URIs the stylesheet reads. */
  documents: string[];
  /** True when this call compiled it (false: found in the cache). */
  compiled: boolean;
}

interface StepMeta {
  source: string;
  title: string;
  documents: string[];
}

/** Turns an XSLT file into a SEF file; its version is part of the cache key because the SEF format follows it. */
export interface SefCompiler {
  version: string;
  compile(xslPath: string, sefPath: string): Promise<void>;
}

const readText = (path: string) => readFileSync(path, 'utf8');

/** Where compiled rule sets live unless configured otherwise (EINVOICE_RULES_CACHE_DIR). */
export function defaultCacheDir(cwd = process.cwd(), env: Record<string, string | undefined> = process.env): string {
  return env.EINVOICE_RULES_CACHE_DIR ? resolve(cwd, env.EINVOICE_RULES_CACHE_DIR) : resolve(cwd, 'rules/build');
}

/**
 * The SEF for a step: from the cache, or compiled now by `compiler`. The name is computed either way (the XSLT is
 * generated to hash it), so a runtime that cannot compile still finds the SEFs built before it started.
 */
export async function ensureStepCompiled(step: SchematronStep, baseDir: string, cacheDir: string, compiler: SefCompiler): Promise<CompiledStep> {
  const sourcePath = resolve(baseDir, step.path);
  const onlyRules = step.onlyRules ?? (step.onlyRulesFile ? readRuleList(resolve(baseDir, step.onlyRulesFile)) : undefined);
  const compiled = compileSchematronToXslt(sourcePath, { readText, onlyRules, phase: step.phase });
  const key = createHash('sha256').update(`${COMPILER_VERSION}\n${compiler.version}\n`).update(compiled.xslt).digest('hex').slice(0, 16);
  const name = `${basename(step.path).replace(/\.sch$/i, '')}${onlyRules ? '-filtered' : ''}-${key}`;
  const sefPath = join(cacheDir, `${name}.sef.json`);
  const metaPath = join(cacheDir, `${name}.meta.json`);
  const result = (wasCompiled: boolean): CompiledStep => ({
    sefPath,
    sourcePath,
    title: compiled.title,
    documents: compiled.documents,
    compiled: wasCompiled,
  });
  if (existsSync(sefPath) && existsSync(metaPath)) return result(false);

  return serialize(async () => {
    mkdirSync(cacheDir, { recursive: true });
    const release = await acquireLock(join(cacheDir, '.compile.lock'));
    try {
      if (existsSync(sefPath) && existsSync(metaPath)) return result(false); // another process built it meanwhile
      const xslPath = join(cacheDir, `${name}.xsl`);
      const tmpSef = `${sefPath}.${process.pid}.tmp`;
      writeFileSync(xslPath, compiled.xslt);
      await compiler.compile(xslPath, tmpSef);
      renameSync(tmpSef, sefPath);
      const meta: StepMeta = { source: step.path, title: compiled.title, documents: compiled.documents };
      writeFileSync(metaPath, JSON.stringify(meta, null, 2));
      return result(true);
    } finally {
      release();
    }
  });
}

let queue: Promise<unknown> = Promise.resolve();

function serialize<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

const STALE_LOCK_MS = 20 * 60_000;

async function acquireLock(lockDir: string): Promise<() => void> {
  mkdirSync(dirname(lockDir), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lockDir);
      return () => rmSync(lockDir, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(lockDir).mtimeMs > STALE_LOCK_MS) rmSync(lockDir, { recursive: true, force: true });
      } catch {
        // the holder released it between our calls: just retry
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}
