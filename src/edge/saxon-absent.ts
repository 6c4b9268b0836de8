// Replaces src/validation/saxon.ts in the Worker build when every built-in rule set runs natively
// (scripts/edge/build-worker.mjs): saxon-js is then dead weight (about 2.4 MB of JavaScript evaluated at
// start-up), since a Worker cannot load plugin rule sets, the only other users of the fallback engine. A Worker
// built with EINVOICE_SCHEMATRON_ENGINE=saxon-js keeps the real module.
export type { SaxonNode, TransformOptions } from '../../schematron/runtime/saxon/saxon.js';

const absent = (): never => {
  throw new Error(
    'saxon-js is not bundled in this Worker (every built-in rule set runs natively); build it with EINVOICE_SCHEMATRON_ENGINE=saxon-js to run the reference engine',
  );
};

export const SaxonJS = { transform: absent, XPath: { evaluate: absent } };

export const parseForSaxon = absent;
