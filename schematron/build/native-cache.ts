// The native compile cache: one JavaScript module per Schematron step, named by a hash of its source (a pure
// function of the artefacts, the rule filter and the compiler), under <cache dir>/native/. Compiling takes
// milliseconds to a few hundred; the file exists so Node can import it and a developer can read it.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { SchematronStep } from '../../plugins/contracts.js';
import { FUNCTIONS } from '../runtime/native/functions.js';
import { readRuleList } from '../frontend/step-files.js';
import { compileSchematronToJs, NATIVE_COMPILER_VERSION } from '../target-js/index.js';
import { emitJs } from '../target-js/emit-js.js';
import { scenarioSchema, type ScenarioMatch } from '../target-js/scenario-schema.js';

export interface NativeCompiledStep {
  /** Absolute path of the generated module. */
  modulePath: string;
  /** Absolute path of the .sch entry point (the base of its relative document() URIs). */
  sourcePath: string;
  title: string;
  documents: string[];
}

const readText = (path: string) => readFileSync(path, 'utf8');
const BUILTINS: ReadonlySet<string> = new Set(Object.keys(FUNCTIONS));

/** The module for a step: compiled now (cheap) and written unless the same source is cached. Throws NativeCompileError. */
export function ensureNativeStep(step: SchematronStep, baseDir: string, cacheDir: string): NativeCompiledStep {
  const sourcePath = resolve(baseDir, step.path);
  const onlyRules = step.onlyRules ?? (step.onlyRulesFile ? readRuleList(resolve(baseDir, step.onlyRulesFile)) : undefined);
  const compiled = compileSchematronToJs(sourcePath, { readText, onlyRules, phase: step.phase }, BUILTINS);
  const modulePath = writeModule(compiled.source, `${basename(step.path).replace(/\.sch$/i, '')}${onlyRules ? '-filtered' : ''}`, cacheDir);
  return { modulePath, sourcePath, title: compiled.title, documents: compiled.documents };
}

/** The module that tells which validator scenarios match a document (see scenarios.ts). */
export function ensureNativeScenarios(scenarios: readonly ScenarioMatch[], cacheDir: string): string {
  return writeModule(emitJs(scenarioSchema(scenarios), BUILTINS).source, 'scenarios', cacheDir);
}

/** Writes `<stem>-<hash of source>.mjs` unless it exists (atomically: parallel test workers share the cache). */
function writeModule(source: string, stem: string, cacheDir: string): string {
  const key = createHash('sha256').update(`${NATIVE_COMPILER_VERSION}\n`).update(source).digest('hex').slice(0, 16);
  const dir = join(cacheDir, 'native');
  const modulePath = join(dir, `${stem}-${key}.mjs`);
  if (!existsSync(modulePath)) {
    mkdirSync(dir, { recursive: true });
    const tmp = `${modulePath}.${process.pid}.tmp`;
    writeFileSync(tmp, source);
    renameSync(tmp, modulePath);
  }
  return modulePath;
}
