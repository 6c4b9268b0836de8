// What the validation steps share within one engine: the rule sets and their versions, and the artefacts
// loaded once and kept (XSD validators, compiled Schematron, validator scenarios). engine.ts builds it.
import type { XsdValidator } from 'libxml2-wasm';
import type { RuleSetDefinition } from '../../plugins/contracts.js';
import type { LoadedStep, NativeStep, SaxonRuntime, Scenario } from '../../schematron/index.js';
import type { RuleSetInfo } from '../schemas/validation.js';
import type { DocumentIdentity } from './detect.js';
import type { ValidateInput } from './engine.js';

export type { ValidateInput };

/** How the version that ran was chosen, for the result. */
export interface Picked {
  asOf: string;
  selectedBy: 'date' | 'rules_version' | 'upcoming';
}

/** The Schematron files of one rule set, loaded for the engine that evaluates them. */
export type LoadedRuleSet =
  | { engine: 'native'; steps: NativeStep[]; scenarios: NativeStep | null }
  | { engine: 'saxon-js'; steps: LoadedStep[]; saxon: SaxonRuntime };

export interface EngineContext {
  /** Accepted format_hint codes. */
  codes: string[];
  versionsById: Map<string, RuleSetDefinition[]>;
  /** One definition per rule set, for detection (the versions of a rule set share their detection rules). */
  detectable: RuleSetDefinition[];
  preferredEngine: string;
  /** The version of a rule set the request asks for (422 naming the known versions when there is none). */
  pickVersion(id: string, input: ValidateInput): { ruleSet: RuleSetDefinition; picked: Picked };
  /** 503 RULES_NOT_INSTALLED when a file the rule set needs is missing. */
  requireInstalled(ruleSet: RuleSetDefinition): void;
  /** Runs `load`, answering 503 RULES_NOT_INSTALLED, not a 500, when an artefact is missing or unreadable. */
  artefactsLoaded<T>(ruleSet: RuleSetDefinition, load: () => T): T;
  baseDirOf(ruleSet: RuleSetDefinition): string;
  xsdValidator(path: string): XsdValidator;
  loadedRuleSet(ruleSet: RuleSetDefinition): Promise<LoadedRuleSet>;
  scenariosOf(ruleSet: RuleSetDefinition): Scenario[];
  ruleSetInfo(ruleSet: RuleSetDefinition, picked: Picked, identity: DocumentIdentity | null, scenario: Scenario | null, engine?: string): RuleSetInfo;
}
