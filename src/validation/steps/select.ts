// Step: which rule set checks the document, and which version of it. Before parsing, the request's own choices
// are checked (a format hint or rule set it names must exist); after identification, the rule set is the forced
// one or the one detection picks, in the version in force on the day asked for, and it must be installed.
import type { RuleSetDefinition } from '../../../plugins/contracts.js';
import { ApiError, validationError } from '../../http/errors.js';
import { chooseRuleSet, type DocumentIdentity } from '../detect.js';
import type { Step } from '../pipeline.js';

export const checkRequest: Step = (run, context) => {
  const { input } = run;
  if (input.formatHint !== undefined && !context.codes.includes(input.formatHint)) {
    throw validationError([{ field: 'format_hint', code: 'invalid_value', message: `must be one of: ${context.codes.join(', ')}` }]);
  }
  if (input.ruleSetId !== undefined && !context.versionsById.has(input.ruleSetId)) {
    throw new ApiError(422, 'VALIDATION_ERROR', `Unknown rule set "${input.ruleSetId}"`, { field: 'rule_set' });
  }
  if (input.ruleSetId !== undefined) run.forced = context.pickVersion(input.ruleSetId, input);
};

export const select: Step = (run, context) => {
  const { input, forced } = run;
  const identity = run.identity!;
  const choice = forced
    ? { ruleSet: forced.ruleSet, format: formatUnder(forced.ruleSet, identity) }
    : chooseRuleSet(identity, context.detectable, input.formatHint);
  if (!choice) {
    const what = input.formatHint ? `a ${input.formatHint} document` : 'a supported e-invoice';
    throw new ApiError(
      422,
      'UNSUPPORTED_FORMAT',
      `The root element <${identity.root}>${identity.namespace ? ` (namespace ${identity.namespace})` : ''} is not ${what}.`,
      {
        suggestion: 'Send a UBL 2.1 Invoice or CreditNote, or a UN/CEFACT CrossIndustryInvoice (CII D16B) document.',
      },
    );
  }
  const { ruleSet, picked } = forced ?? context.pickVersion(choice.ruleSet.id, input);
  run.ruleSet = ruleSet;
  run.picked = picked;
  run.format = choice.format;
  context.requireInstalled(ruleSet);
};

/** format_detected for a forced rule set: the format its detection rules give the document, else its own. */
function formatUnder(ruleSet: RuleSetDefinition, identity: DocumentIdentity): string {
  const rule = ruleSet.detect?.find(
    (d) => d.root === identity.root && identity.specificationId !== null && d.specificationIds.includes(identity.specificationId),
  );
  return rule?.format ?? ruleSet.format ?? 'unknown';
}
