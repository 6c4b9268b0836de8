// Step 1 of the compiler: read a .sch entry point and resolve it into a SchSchema. Includes are inlined,
// abstract patterns are instantiated with their params, and every construct the emitter does not
// understand is refused loudly (a silently skipped rule would give wrong verdicts).
import { dirname, resolve as resolvePath } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseXmlTree, schChildren, elementChildren, SCHEMATRON_NS, type XmlTreeElement } from './xml-tree.js';
import type { MessagePart, SchCheck, SchLet, SchPattern, SchRule, SchSchema } from './model.js';

export const XS_NS = 'http://www.w3.org/2001/XMLSchema';

export class SchematronCompileError extends Error {}

export interface ResolveOptions {
  /** Reads a file as text (I/O stays at the edge; tests can pass a map). */
  readText(path: string): string;
  /** Keep only asserts/reports with these ids (e.g. the Peppol rules XRechnung merges in). */
  onlyRules?: readonly string[];
  /** Run only the patterns of this phase (default: all patterns, as no artefact declares a defaultPhase). */
  phase?: string;
}

export interface ResolvedSchema {
  schema: SchSchema;
  /** Every file read, entry point first (their contents make up the cache key). */
  files: string[];
}

/** Reads `entryPath` and everything it includes, and returns the resolved schema. */
export function resolveSchematron(entryPath: string, options: ResolveOptions): ResolvedSchema {
  const files: string[] = [];
  const load = (path: string): XmlTreeElement => {
    files.push(path);
    return parseXmlTree(options.readText(path), pathToFileURL(path).href);
  };
  const root = inlineIncludes(load(entryPath), entryPath, load);
  if (root.namespace !== SCHEMATRON_NS || root.name !== 'schema') {
    throw new SchematronCompileError(`${entryPath}: the root element is not an ISO Schematron <schema>`);
  }
  const queryBinding = root.attrs.queryBinding ?? 'xslt';
  if (!/^xslt[23]?$/.test(queryBinding)) {
    throw new SchematronCompileError(`${entryPath}: queryBinding "${queryBinding}" is not supported (xslt, xslt2, xslt3 are)`);
  }

  const namespaces: Record<string, string> = { ...root.inScope };
  delete namespaces['']; // the Schematron namespace itself must not become the stylesheet's default
  for (const ns of schChildren(root, 'ns')) namespaces[requireAttr(ns, 'prefix')] = requireAttr(ns, 'uri');
  // Some artefacts use xs: without declaring it (Factur-X, XRechnung CII); XSLT processors bind it anyway.
  namespaces.xs ??= XS_NS;

  const allPatterns = schChildren(root, 'pattern');
  const abstracts = new Map(allPatterns.filter((p) => p.attrs.abstract === 'true').map((p) => [requireAttr(p, 'id'), p]));
  const phases: Record<string, string[]> = {};
  for (const phase of schChildren(root, 'phase')) {
    phases[requireAttr(phase, 'id')] = schChildren(phase, 'active').map((a) => requireAttr(a, 'pattern'));
  }
  const activeIds = options.phase && options.phase !== '#ALL' ? phases[options.phase] : undefined;
  if (options.phase && options.phase !== '#ALL' && !activeIds) {
    throw new SchematronCompileError(`${entryPath}: phase "${options.phase}" does not exist`);
  }
  const keep = options.onlyRules ? new Set(options.onlyRules) : null;

  const patterns: SchPattern[] = [];
  for (const p of allPatterns) {
    if (p.attrs.abstract === 'true') continue;
    if (activeIds && !activeIds.includes(p.attrs.id ?? '')) continue;
    patterns.push(buildPattern(p, abstracts, keep));
  }

  const foreignElements = elementChildren(root).filter((e) => e.namespace !== SCHEMATRON_NS);
  const foreign = foreignElements.map((e) => e.markup ?? '');
  const schema: SchSchema = {
    title: textOf(schChildren(root, 'title')[0]).trim(),
    queryBinding,
    namespaces,
    lets: schChildren(root, 'let').map((l) => buildLet(l)),
    foreign,
    foreignElements,
    patterns,
    phases,
    defaultPhase: root.attrs.defaultPhase ?? null,
    documents: [],
  };
  schema.documents = collectDocumentUris(schema);
  return { schema, files };
}

/** Replaces every `<include href>` with the root element of the file it names, recursively. */
function inlineIncludes(element: XmlTreeElement, path: string, load: (path: string) => XmlTreeElement): XmlTreeElement {
  const children = element.children.map((child) => {
    if (child.kind !== 'element') return child;
    if (child.namespace === SCHEMATRON_NS && child.name === 'include') {
      const target = resolvePath(dirname(path), requireAttr(child, 'href'));
      return inlineIncludes(load(target), target, load);
    }
    if (child.namespace === SCHEMATRON_NS && child.name === 'extends') {
      throw new SchematronCompileError(`${path}:${child.line}: <extends> is not supported`);
    }
    return child.namespace === SCHEMATRON_NS ? inlineIncludes(child, path, load) : child;
  });
  return { ...element, children };
}

function buildPattern(p: XmlTreeElement, abstracts: Map<string, XmlTreeElement>, keep: Set<string> | null): SchPattern {
  let source = p;
  let substitute = (xpath: string) => xpath;
  const isA = p.attrs['is-a'];
  if (isA) {
    const abstract = abstracts.get(isA);
    if (!abstract) throw new SchematronCompileError(`pattern ${p.attrs.id ?? '?'}: abstract pattern "${isA}" not found`);
    const params = new Map(schChildren(p, 'param').map((param) => [requireAttr(param, 'name').trim(), requireAttr(param, 'value')]));
    substitute = (xpath) => substituteParams(xpath, params);
    source = abstract;
  }
  const rules: SchRule[] = [];
  for (const r of schChildren(source, 'rule')) {
    if (r.attrs.abstract === 'true') throw new SchematronCompileError(`line ${r.line}: abstract rules are not supported`);
    const checks = elementChildren(r)
      .filter((c) => c.namespace === SCHEMATRON_NS && (c.name === 'assert' || c.name === 'report'))
      .map((c) => buildCheck(c, substitute))
      .filter((c) => !keep || (c.id !== null && keep.has(c.id)));
    rules.push({
      context: substitute(requireAttr(r, 'context')),
      lets: schChildren(r, 'let').map((l) => buildLet(l, substitute)),
      checks,
    });
  }
  return {
    id: p.attrs.id ?? null,
    lets: schChildren(source, 'let').map((l) => buildLet(l, substitute)),
    // With a rule filter, rules left without checks still shadow later rules of the same pattern
    // (first match wins), so they stay; a pattern with no checks at all is dropped.
    rules: keep && rules.every((r) => r.checks.length === 0) ? [] : rules,
  };
}

function buildLet(l: XmlTreeElement, substitute: (x: string) => string = (x) => x): SchLet {
  const value = l.attrs.value;
  if (value === undefined) throw new SchematronCompileError(`line ${l.line}: <let name="${l.attrs.name}"> without @value is not supported`);
  return { name: requireAttr(l, 'name'), value: substitute(value) };
}

function buildCheck(c: XmlTreeElement, substitute: (x: string) => string): SchCheck {
  return {
    kind: c.name as 'assert' | 'report',
    id: c.attrs.id ?? null,
    flag: c.attrs.flag ?? null,
    role: c.attrs.role ?? null,
    test: substitute(requireAttr(c, 'test')),
    message: messageParts(c, substitute),
  };
}

function messageParts(element: XmlTreeElement, substitute: (x: string) => string): MessagePart[] {
  const parts: MessagePart[] = [];
  for (const child of element.children) {
    if (child.kind === 'text') parts.push({ text: child.text });
    else if (child.namespace === SCHEMATRON_NS && child.name === 'value-of') parts.push({ select: substitute(requireAttr(child, 'select')) });
    else if (child.namespace === SCHEMATRON_NS && child.name === 'name') parts.push({ name: substitute(child.attrs.path ?? '.') });
    else parts.push(...messageParts(child, substitute)); // emph, dir, span: keep their text
  }
  return parts;
}

/**
 * Replaces `$name` references by the abstract pattern's parameter values. Names are matched whole
 * (XPath names may contain '-' and '.', so `$BR-01` never matches inside `$BR-010`); other variables stay.
 */
export function substituteParams(xpath: string, params: Map<string, string>): string {
  return xpath.replace(/\$([A-Za-z_][\w.\-]*)/g, (whole, name: string) => params.get(name) ?? whole);
}

function collectDocumentUris(schema: SchSchema): string[] {
  const found = new Set<string>();
  const scan = (xpath: string) => {
    for (const m of xpath.matchAll(/document\(\s*'([^']+)'\s*\)/g)) found.add(m[1]!);
  };
  for (const l of schema.lets) scan(l.value);
  for (const p of schema.patterns) {
    for (const l of p.lets) scan(l.value);
    for (const r of p.rules) {
      scan(r.context);
      for (const l of r.lets) scan(l.value);
      for (const c of r.checks) scan(c.test);
    }
  }
  return [...found];
}

function requireAttr(element: XmlTreeElement, name: string): string {
  const value = element.attrs[name];
  if (value === undefined) throw new SchematronCompileError(`line ${element.line}: <${element.name}> needs @${name}`);
  return value;
}

function textOf(element: XmlTreeElement | undefined): string {
  if (!element) return '';
  return element.children.map((c) => (c.kind === 'text' ? c.text : textOf(c))).join('');
}
