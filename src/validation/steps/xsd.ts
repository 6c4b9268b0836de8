// Step: the rule set's XML schema for the document's root element (xsd.ts runs libxml2). A root element the
// rule set has no schema for is itself a schema error. The document is schema-valid when this step reports nothing.
import { resolve } from 'node:path';
import type { Step } from '../pipeline.js';
import { runXsd } from '../xsd.js';

export const xsd: Step = (run, context) => {
  const ruleSet = run.ruleSet!;
  const identity = run.identity!;
  const schema = ruleSet.xsd.find((x) => x.root === identity.root && x.namespace === identity.namespace);
  const before = run.reported.length;
  if (schema) {
    const validator = context.artefactsLoaded(ruleSet, () => context.xsdValidator(resolve(context.baseDirOf(ruleSet), schema.path)));
    for (const rule of runXsd(validator, run.parsed!.doc)) run.reported.push({ rule });
  } else {
    run.reported.push({
      rule: {
        rule_id: 'XSD',
        severity: 'error',
        message: `The root element <${identity.root}> is not allowed by rule set ${ruleSet.id} (expected ${ruleSet.xsd.map((x) => `<${x.root}>`).join(' or ')}).`,
        location: '/',
      },
    });
  }
  run.schemaValid = run.reported.length === before;
};
