// The project's import graph, read with the TypeScript compiler's parser (every `import`, `export … from` and
// `import('literal')`, each marked type-only or not), and the rules the architecture keeps. The test beside
// this file and the README's architecture section state the same rules.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export const ROOT = resolve(import.meta.dirname, '../..');

/** Folders whose TypeScript files make up the graph (generated rule modules and dependencies excluded). */
const SCANNED = ['core', 'plugins', 'formats', 'countries', 'src', 'schematron', 'rules', 'scripts', 'bench', 'test', 'examples'];
const SKIPPED = new Set(['node_modules', 'dist', '.data']);
/** The compile cache: generated modules, not source. */
const RULES_CACHE = join(ROOT, 'rules', 'build');

/** The one kernel module that may load the built-in format and country plugins. */
export const PLUGIN_LOADING_POINT = 'src/plugins.ts';

/**
 * The Schematron subsystem's public entries: the one every runtime uses, and the loaders of Node (and Deno)
 * and of a Worker (with and without saxon-js). The kernel imports nothing else from schematron/.
 */
export const SCHEMATRON_ENTRIES = ['schematron/index.ts', 'schematron/node.ts', 'schematron/edge.ts', 'schematron/edge-saxon.ts'];

/** What schematron/ may import besides itself: the format-neutral core and the rule set contract (types). */
const SCHEMATRON_MAY_IMPORT = (target: string) => under('schematron')(target) || under('core')(target) || target === 'plugins/contracts.ts';

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (SKIPPED.has(entry.name) || path === RULES_CACHE) return [];
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** `./x.js` as written in an ESM import → the source file it names, or null (a package or a non-TS file). */
function resolveSpecifier(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const candidates = [base.replace(/\.m?js$/, (ext) => (ext === '.mjs' ? '.mts' : '.ts')), base, `${base}.ts`, join(base, 'index.ts')];
  return candidates.find((c) => /\.(ts|mts)$/.test(c) && existsSync(c)) ?? null;
}

/** One import: the project file it names, and whether only types cross it (erased when compiled). */
export interface ImportEdge {
  target: string;
  typeOnly: boolean;
}

/** Module specifiers of a file with their type-only flag. */
function importsOf(file: string): Array<{ specifier: string; typeOnly: boolean }> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const out: Array<{ specifier: string; typeOnly: boolean }> = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const allNamedTypes = named !== undefined && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
      const typeOnly = clause !== undefined && (clause.isTypeOnly || (clause.name === undefined && allNamedTypes));
      out.push({ specifier: node.moduleSpecifier.text, typeOnly });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const allNamedTypes =
        clause !== undefined && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly);
      out.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly || allNamedTypes });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      out.push({ specifier: node.arguments[0].text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** Project file (relative to the root, forward slashes) → the project files it imports. */
export function importGraph(): Map<string, ImportEdge[]> {
  const graph = new Map<string, ImportEdge[]>();
  for (const file of SCANNED.flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
    const edges = new Map<string, boolean>();
    for (const { specifier, typeOnly } of importsOf(file)) {
      const target = resolveSpecifier(file, specifier);
      if (target === null) continue;
      // A file imported once for types and once for values is a runtime import.
      edges.set(rel(target), (edges.get(rel(target)) ?? true) && typeOnly);
    }
    graph.set(
      rel(file),
      [...edges].map(([target, typeOnly]) => ({ target, typeOnly })),
    );
  }
  return graph;
}

function rel(path: string): string {
  return relative(ROOT, path).split('\\').join('/');
}

const under = (dir: string) => (file: string) => file.startsWith(`${dir}/`);
const isFormatOrCountry = (file: string) => under('formats')(file) || under('countries')(file);

/**
 * The layering rules: each broken one as "importer → imported: why". A unit test beside the code it tests
 * (`*.test.ts`) is no part of its layer: it may import fixtures and helpers from anywhere.
 */
export function layerViolations(graph: Map<string, ImportEdge[]>): string[] {
  const out: string[] = [];
  for (const [file, edges] of graph) {
    if (file.endsWith('.test.ts')) continue;
    for (const { target } of edges) {
      if (under('core')(file) && !under('core')(target)) out.push(`${file} → ${target}: core/ imports nothing outside core/`);
      if (under('plugins')(file) && !under('plugins')(target) && !under('core')(target)) {
        out.push(`${file} → ${target}: the SDK (plugins/) imports only core/ and its own contracts`);
      }
      if (under('src')(file) && file !== PLUGIN_LOADING_POINT && isFormatOrCountry(target)) {
        out.push(`${file} → ${target}: the kernel reaches formats and countries only through the registry (${PLUGIN_LOADING_POINT} loads them)`);
      }
      if (under('schematron')(file) && !SCHEMATRON_MAY_IMPORT(target)) {
        out.push(`${file} → ${target}: schematron/ is format-neutral: it imports only itself, core/ and the rule set contract`);
      }
      if (under('src')(file) && under('schematron')(target) && !SCHEMATRON_ENTRIES.includes(target)) {
        out.push(`${file} → ${target}: the kernel reaches schematron/ only through its entries (${SCHEMATRON_ENTRIES.join(', ')})`);
      }
    }
  }
  return out.sort();
}

/**
 * Every cycle of runtime imports, as the files of each strongly connected component (Tarjan), a file importing
 * itself included. Type-only imports are left out: the compiler erases them, so they cannot decide in which
 * order modules initialise (the failure a cycle causes: a binding read before its module has run).
 */
export function importCycles(full: Map<string, ImportEdge[]>): string[][] {
  const graph = new Map([...full].map(([file, edges]) => [file, edges.filter((e) => !e.typeOnly).map((e) => e.target)]));
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}
