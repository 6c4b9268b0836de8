// Every fixture invoice converted into every target format, and the XML of the valid Factur-X PDFs:
// native and saxon-js must report the same findings.
import { convertedCases, pdfCases } from './corpus.js';
import { defineDifferentialSuite } from './harness.js';

defineDifferentialSuite('corpus-converted', [...convertedCases(), ...(await pdfCases())]);
