// The xmute `code` mutants of the KoSIT XRechnung instances (one document per listed code value): native and
// saxon-js must report the same findings.
import { kositCases } from './corpus.js';
import { defineDifferentialSuite } from './harness.js';

defineDifferentialSuite('corpus-kosit-code', kositCases('code'));
