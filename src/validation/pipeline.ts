// Validation as an explicit list of steps. Every document passes the same first steps (the request's own
// choices, parse, identify, select); the rule set selected then configures its checks (its XSD, its Schematron
// files, in that order), and map turns what they reported into the result. Each step is one file under steps/.
import type { XmlDocument } from 'libxml2-wasm';
import type { RuleSetDefinition } from '../../plugins/contracts.js';
import type { Finding, Scenario, SvrlFinding } from '../../schematron/index.js';
import type { ValidationResult, ValidationRule } from '../schemas/validation.js';
import type { DocumentIdentity } from './detect.js';
import type { EngineContext, Picked, ValidateInput } from './engine-context.js';
import type { MappingOptions } from './rule-mapping.js';
import { identify } from './steps/identify.js';
import { map } from './steps/map.js';
import { parse } from './steps/parse.js';
import { schematron } from './steps/schematron.js';
import { checkRequest, select } from './steps/select.js';
import { xsd } from './steps/xsd.js';
import type { XmlInput } from './xml-input.js';

/** What a check reported, in order: a rule as it stands, or a Schematron finding that map levels and words. */
export type Reported = { rule: ValidationRule } | { finding: SvrlFinding | Finding; levels: MappingOptions };

/** One validation as the steps see it: each fills in what it found. */
export interface ValidationRun {
  readonly input: ValidateInput & { xml: XmlInput };
  readonly started: number;
  /** The rule set (and version) the request forces, as convert does. */
  forced?: { ruleSet: RuleSetDefinition; picked: Picked };
  parsed?: { doc: XmlDocument; text: string };
  identity?: DocumentIdentity;
  ruleSet?: RuleSetDefinition;
  picked?: Picked;
  format: string;
  reported: Reported[];
  schemaValid: boolean;
  scenario: Scenario | null;
  /** The engine that evaluated the Schematron files. */
  engine: string;
  /** Set by a step after which only map runs (a document that cannot be read). */
  finished: boolean;
  result?: ValidationResult;
}

export type Step = (run: ValidationRun, context: EngineContext) => void | Promise<void>;

/** The steps every document passes before its rule set is known. */
const DOCUMENT_STEPS: Step[] = [checkRequest, parse, identify, select];

/** The checks a rule set configures: its XSD (always: it also says when the root element is not one it allows), then its Schematron files. */
export function checksOf(ruleSet: RuleSetDefinition): Step[] {
  return [xsd, ...(ruleSet.schematron.length > 0 ? [schematron] : [])];
}

export async function runValidation(input: ValidateInput & { xml: XmlInput }, context: EngineContext): Promise<ValidationResult> {
  const run: ValidationRun = {
    input,
    started: performance.now(),
    format: 'unknown',
    reported: [],
    schemaValid: false,
    scenario: null,
    engine: context.preferredEngine,
    finished: false,
  };
  try {
    for (const step of DOCUMENT_STEPS) {
      await step(run, context);
      if (run.finished) break;
    }
    if (!run.finished) for (const step of checksOf(run.ruleSet!)) await step(run, context);
    map(run, context);
    return run.result!;
  } finally {
    run.parsed?.doc.dispose();
  }
}
