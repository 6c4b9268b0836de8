// saxon-js as a loader offers it: SEFs found by the given function, documents parsed and steps run here.
import { readFileSync } from 'node:fs';
import type { SchematronStep } from '../../../plugins/contracts.js';
import type { SaxonRuntime } from '../../build/loader.js';
import { selectScenario } from '../scenarios.js';
import { parseForSaxon } from './saxon.js';
import { loadStep, runStep } from './step.js';

/** Where a step's SEF is (sefPath) and what it needs to run (the .sch path and the documents it reads). */
export type SefOf = (step: SchematronStep, baseDir: string) => Promise<{ sefPath: string; sourcePath: string; documents: string[] }>;

const readText = (path: string) => readFileSync(path, 'utf8');

export function saxonRuntime(sefOf: SefOf): SaxonRuntime {
  return {
    async loadStep(step, baseDir) {
      const compiled = await sefOf(step, baseDir);
      return loadStep(readText(compiled.sefPath), compiled.sourcePath, compiled.documents, readText);
    },
    parse: parseForSaxon,
    run: runStep,
    selectScenario,
  };
}
