// Generated mutants of the peppol-bis-3-cii base documents: native and saxon-js must report the same findings.
import { defineMutantSuite } from './suites.js';

await defineMutantSuite('peppol-bis-3-cii');
