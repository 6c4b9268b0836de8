// The KoSIT XRechnung instances and their xmute remove/empty mutants: native and saxon-js must report the same findings.
import { kositCases } from './corpus.js';
import { defineDifferentialSuite } from './harness.js';

defineDifferentialSuite('corpus-kosit', kositCases());
