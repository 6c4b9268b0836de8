// Generated mutants of the en16931-cii base documents: native and saxon-js must report the same findings.
import { defineMutantSuite } from './suites.js';

await defineMutantSuite('en16931-cii');
