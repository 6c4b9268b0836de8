// The Schematron subsystem's entry for every runtime: what the validation engine needs to run compiled rule
// sets, whichever loader (node.ts, edge.ts) supplies them. Nothing here touches the file system or compiles.
export type { LoadedNativeModule, SaxonRuntime, SchematronLoader } from './build/loader.js';
export { stepInputs } from './frontend/step-files.js';
export { bindNativeStep, type NativeStep } from './runtime/native/step.js';
export type { Finding } from './runtime/native/runtime.js';
export type { LoadedStep, SvrlFinding } from './runtime/saxon/step.js';
export type { SaxonNode } from './runtime/saxon/saxon.js';
export type { Scenario, ScenarioLevel } from './runtime/scenarios.js';
