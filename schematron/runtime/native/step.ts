// Loads a rule set step compiled to JavaScript (schematron/target-js/) and runs it on a document tree.
import { pathToFileURL } from 'node:url';
import { parseDocument } from '../../../core/xml/tree.js';
import { runtime, type Finding, type NativeRuntime } from './runtime.js';
import type { XDocument } from '../../../core/xml/xdm.js';

export interface NativeStep {
  /** The findings of every pattern; throws XPathDynamicError when a rule's evaluation fails (the step is aborted). */
  run(doc: XDocument): Finding[];
}

export type ModuleBinder = (rt: NativeRuntime, docs: Record<string, XDocument>) => (doc: XDocument) => Finding[];

/** Binds a compiled module to the runtime and to the documents it reads with document(), parsed once. */
export function bindNativeStep(bind: ModuleBinder, sourcePath: string, documents: string[], readText: (path: string) => string): NativeStep {
  const baseUri = pathToFileURL(sourcePath).href;
  const docs: Record<string, XDocument> = {};
  for (const relative of documents) {
    const url = new URL(relative, baseUri);
    docs[relative] = parseDocument(readText(decodeURIComponent(url.pathname)));
  }
  const run = bind(runtime, docs);
  return { run };
}

/** Imports a compiled module file (Node and Deno; the Worker bundles the modules instead). */
export async function importNativeModule(modulePath: string): Promise<ModuleBinder> {
  const module = (await import(pathToFileURL(modulePath).href)) as { default: ModuleBinder };
  return module.default;
}
