// Generated mutants of the facturx-extended base documents: native and saxon-js must report the same findings.
import { defineMutantSuite } from './suites.js';

await defineMutantSuite('facturx-extended');
