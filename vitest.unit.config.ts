// `npm run test:unit`: the fast run of pure unit tests (the model, the writers, the checks, the compiler's
// units), no server and no rule-set compilation, well under 30 seconds. New unit tests go beside the code
// they test (`*.test.ts` next to the source) and are picked up here and by the full run (vitest.config.ts).
import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

// The full run's settings with this include list in place of its own (mergeConfig would add the two lists).
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // Pure functions share no state worth isolating: one module graph per worker instead of one per file.
    isolate: false,
    include: [
      '{core,plugins,formats,countries,src,rules,schematron}/**/*.test.ts',
      'test/architecture/**/*.test.ts',
      'test/convert/prechecks.test.ts',
      'test/countries/{checks,check-properties,extensions,conformance}.test.ts',
      'test/parse/{confidence,normalize,integrity}.test.ts',
      'test/intelligent/{identifiers,formats}.test.ts',
    ],
  },
});
