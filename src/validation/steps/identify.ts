// Step: what the document says it is: root element, namespace, specification and profile ids (detect.ts).
import { identify as identityOf } from '../detect.js';
import type { Step } from '../pipeline.js';

export const identify: Step = (run) => {
  run.identity = identityOf(run.parsed!.doc);
};
