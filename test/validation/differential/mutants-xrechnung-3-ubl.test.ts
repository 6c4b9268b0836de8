// Generated mutants of the xrechnung-3-ubl base documents: native and saxon-js must report the same findings.
import { defineMutantSuite } from './suites.js';

await defineMutantSuite('xrechnung-3-ubl');
