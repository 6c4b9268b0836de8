// Generated mutants of the Peppol self-billing base documents: native and saxon-js must report the same findings.
import { defineMutantSuite } from './suites.js';

await defineMutantSuite('peppol-self-billing-3-ubl');
