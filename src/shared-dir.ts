// The directory beside a checkout that holds the official artefacts, the test corpora and the references:
// ../shared from the project root. Named here once; the configuration, the tests, the benchmarks and the
// build scripts resolve their paths under it with sharedPath().
import { resolve } from 'node:path';

/** ../shared, relative to the project root (the working directory of every npm script and of vitest). */
export const SHARED_DIR = '../shared';

/** A path under the shared directory, e.g. sharedPath('corpus', 'examples'), resolved from the working directory. */
export function sharedPath(...parts: string[]): string {
  return resolve(process.cwd(), SHARED_DIR, ...parts);
}
