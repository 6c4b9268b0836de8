// Every payload of the CEN unit test sets: native and saxon-js must report the same findings.
import { cenUnitCases } from './corpus.js';
import { defineDifferentialSuite } from './harness.js';

defineDifferentialSuite('corpus-cen-unit', cenUnitCases(), { chunkSize: 100 });
