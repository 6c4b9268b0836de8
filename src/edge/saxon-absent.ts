// Replaces src/validation/saxon.ts in the Worker build when every built-in rule set runs natively
// (scripts/edge/build-worker.mjs): saxon-js is then dead weight (about 2.4 MB of JavaScript evaluated at
// start-up), since a Worker cannot load plugin rule sets, the only other users of the fallback engine.
export type { SaxonNode, TransformOptions } from '../validation/saxon.js';

const absent = (): never => {
  throw new Error('saxon-js is not bundled in this Worker: every built-in rule set runs on the native engine');
};

export const SaxonJS = { transform: absent, XPath: { evaluate: absent } };

export const parseForSaxon = absent;
