// The project's Schematron compiler: .sch entry point → XSLT 3.0 (this module) → SEF (xslt3, see sef.ts)
// → executed by saxon-js (schematron/runtime/saxon/step.ts).
import { resolveSchematron, type ResolveOptions } from '../frontend/resolve.js';
import { emitXslt } from './emit-xslt.js';

/** Bump when the generated XSLT changes meaning without changing its text (it is part of the cache key). */
export const COMPILER_VERSION = '1';

export interface CompiledXslt {
  xslt: string;
  title: string;
  /** Every file read (entry point first). */
  files: string[];
  /** Relative document() URIs the stylesheet reads (Factur-X code lists), to preload at run time. */
  documents: string[];
}

export function compileSchematronToXslt(entryPath: string, options: ResolveOptions): CompiledXslt {
  const { schema, files } = resolveSchematron(entryPath, options);
  return { xslt: emitXslt(schema), title: schema.title, files, documents: schema.documents };
}

export { SchematronCompileError } from '../frontend/resolve.js';
