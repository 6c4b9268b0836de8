// Step: the rule set's Schematron files, on the engine that loaded them (native where every file compiled to
// JavaScript, else saxon-js). The validator scenario is chosen first, since it re-levels rules. Schematron runs on
// schema-invalid documents too, so the caller sees every problem at once; a rule that fails to evaluate is
// reported as SCHEMATRON-ERROR, never a 500.
import { parseDocument } from '../../../core/xml/tree.js';
import type { XDocument } from '../../../core/xml/xdm.js';
import type { SaxonNode } from '../../../schematron/index.js';
import type { ValidationRule } from '../../schemas/validation.js';
import type { Step } from '../pipeline.js';

export const schematron: Step = async (run, context) => {
  const ruleSet = run.ruleSet!;
  const loaded = await context.artefactsLoaded(ruleSet, () => context.loadedRuleSet(ruleSet));
  run.engine = loaded.engine;
  let saxonSource: SaxonNode | null = null;
  let nativeSource: XDocument | null = null;
  try {
    if (loaded.engine === 'native') {
      nativeSource = parseDocument(run.parsed!.text);
      // The first scenario whose match is true (the report ids are the scenario indexes).
      const matched = loaded.scenarios?.run(nativeSource)[0];
      run.scenario = matched ? context.scenariosOf(ruleSet)[Number(matched.id)]! : null;
    } else {
      saxonSource = loaded.saxon.parse(run.parsed!.text);
      run.scenario = ruleSet.scenarios ? loaded.saxon.selectScenario(context.scenariosOf(ruleSet), saxonSource) : null;
    }
  } catch (error) {
    run.reported.push({ rule: evaluationError('the document could not be prepared for the business rules', error) });
    return;
  }
  ruleSet.schematron.forEach((step, i) => {
    const levels = { notUsedReportsAreWarnings: step.notUsedReportsAreWarnings, customLevels: run.scenario?.customLevels };
    try {
      const findings = loaded.engine === 'native' ? loaded.steps[i]!.run(nativeSource!) : loaded.saxon.run(loaded.steps[i]!, saxonSource!);
      for (const finding of findings) run.reported.push({ finding, levels });
    } catch (error) {
      run.reported.push({ rule: evaluationError(`the rules of "${step.name}" could not be evaluated on this document`, error) });
    }
  });
};

/** A dynamic error while running the rules (as the official XSLT would abort): reported, never a 500. */
function evaluationError(what: string, error: unknown): ValidationRule {
  const detail = error instanceof Error ? error.message : String(error);
  return { rule_id: 'SCHEMATRON-ERROR', severity: 'error', message: `${what[0]!.toUpperCase()}${what.slice(1)}: ${detail}`, location: null };
}
