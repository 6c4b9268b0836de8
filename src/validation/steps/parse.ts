// Step: decode the bytes and check well-formedness (xml-input.ts). A document that cannot be read ends the run
// with its one XML rule.
import type { Step } from '../pipeline.js';
import { parseInput } from '../xml-input.js';

export const parse: Step = (run) => {
  const parsed = parseInput(run.input.xml);
  if (!parsed.ok) {
    run.reported.push({ rule: parsed.rule });
    if (run.forced) {
      run.ruleSet = run.forced.ruleSet;
      run.picked = run.forced.picked;
    }
    run.finished = true;
    return;
  }
  run.parsed = { doc: parsed.doc, text: parsed.text };
};
