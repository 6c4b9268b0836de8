// Generated mutants of the Peppol BIS Billing 3.0.20 base documents under release 3.0.20: native and saxon-js must report the same findings.
import { defineMutantSuite } from './suites.js';

await defineMutantSuite('peppol-bis-3-ubl@3.0.20');
