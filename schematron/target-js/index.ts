// The native compiler target: .sch entry point → resolved schema (schematron/frontend/resolve.ts, shared with the XSLT
// target) → one JavaScript module (emit-js.ts) that schematron/runtime/native/ runs.
import { resolveSchematron, type ResolveOptions } from '../frontend/resolve.js';
import { emitJs } from './emit-js.js';

/** Bump when the generated JavaScript changes meaning without changing its text (it is part of the cache key). */
export const NATIVE_COMPILER_VERSION = '1';

export interface CompiledModule {
  source: string;
  title: string;
  /** Every file read (entry point first). */
  files: string[];
  /** Relative document() URIs the module reads (Factur-X code lists). */
  documents: string[];
  stats: { patterns: number; rules: number; checks: number; functions: number };
}

/** Throws NativeCompileError (naming the construct and where it is) when a rule cannot be translated. */
export function compileSchematronToJs(entryPath: string, options: ResolveOptions, builtins: ReadonlySet<string>): CompiledModule {
  const { schema, files } = resolveSchematron(entryPath, options);
  const emitted = emitJs(schema, builtins);
  return { source: emitted.source, title: schema.title, files, documents: emitted.documents, stats: emitted.stats };
}

export { NativeCompileError } from './emit-expr.js';
