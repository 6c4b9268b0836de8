// Generated mutants of the facturx-en16931 base documents: native and saxon-js must report the same findings.
import { defineMutantSuite } from './suites.js';

await defineMutantSuite('facturx-en16931');
