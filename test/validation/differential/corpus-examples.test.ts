// Every example of the corpus under each rule set of its syntax: native and saxon-js must report the same findings.
import { exampleCases } from './corpus.js';
import { defineDifferentialSuite } from './harness.js';

defineDifferentialSuite('corpus-examples', exampleCases(), { chunkSize: 25 });
