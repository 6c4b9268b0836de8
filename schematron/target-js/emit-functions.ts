// Translates the XSLT functions a Schematron schema embeds (Peppol's u:gln, u:mod11, u:checkCF, …) into JS
// functions. The bodies use a small part of XSLT: xsl:param, xsl:variable (select or content), xsl:sequence,
// xsl:value-of and xsl:choose/when/otherwise; anything else fails the compile, naming the instruction.
// Parameter and result types (`as`) follow the XSLT function conversion rules (runtime.convert).
import type { XmlTreeElement } from '../frontend/xml-tree.js';
import { parseXPath } from '../frontend/xpath/parser.js';
import { compileBoolean, compileSequence, NativeCompileError, withVars, type Scope } from './emit-expr.js';

export const XSL_NS = 'http://www.w3.org/1999/XSL/Transform';

export interface UserFunction {
  key: string; // `${ns}|${local}#${arity}`
  jsName: string;
  element: XmlTreeElement;
}

/** Collects the xsl:function elements and gives each a JS name (so functions can call each other, recursively too). */
export function declareFunctions(foreign: XmlTreeElement[], namespaces: Record<string, string>, fresh: (p: string) => string): UserFunction[] {
  const functions: UserFunction[] = [];
  for (const element of foreign) {
    if (element.namespace !== XSL_NS) continue;
    if (element.name !== 'function') throw new NativeCompileError(`top-level xsl:${element.name} is not supported`);
    const name = element.attrs.name ?? '';
    const colon = name.indexOf(':');
    const ns = colon < 0 ? undefined : (element.inScope[name.slice(0, colon)] ?? namespaces[name.slice(0, colon)]);
    if (!ns) throw new NativeCompileError(`xsl:function "${name}" has no namespace`);
    const arity = children(element).filter((c) => c.name === 'param').length;
    functions.push({ key: `${ns}|${name.slice(colon + 1)}#${arity}`, jsName: fresh('uf'), element });
  }
  return functions;
}

export function emitFunction(fn: UserFunction, s: Scope): string {
  const params = children(fn.element).filter((c) => c.name === 'param');
  const args = params.map(() => s.fresh('arg'));
  let scope = s;
  const lines: string[] = [];
  params.forEach((param, i) => {
    const v = s.fresh('v');
    lines.push(`const ${v} = ${convert(args[i]!, param.attrs.as)};`);
    scope = withVars(scope, [[requireName(param), v]]);
  });
  const body = sequenceConstructor(
    children(fn.element).filter((c) => c.name !== 'param'),
    scope,
    lines,
  );
  lines.push(`return ${convert(body, fn.element.attrs.as)};`);
  return `function ${fn.jsName}(${args.join(', ')}) {\n${lines.join('\n')}\n}`;
}

/**
 * Compiles instructions in order. Variables become lazily evaluated locals (statements pushed to `lines`);
 * the instructions that produce items are concatenated into the returned JS expression.
 */
function sequenceConstructor(instructions: XmlTreeElement[], s: Scope, lines: string[]): string {
  let scope = s;
  const produced: string[] = [];
  for (const ins of instructions) {
    switch (ins.name) {
      case 'variable': {
        const value = ins.attrs.select !== undefined ? compileSequence(parseXPath(ins.attrs.select), scope) : contentValue(ins, scope);
        const memo = s.fresh('m');
        const v = s.fresh('v');
        lines.push(`let ${memo}; const ${v} = () => ${memo} ??= ${convert(value, ins.attrs.as)};`);
        scope = withVars(scope, [[requireName(ins), `${v}()`]]);
        break;
      }
      case 'sequence':
        produced.push(compileSequence(parseXPath(requireAttr(ins, 'select')), scope));
        break;
      case 'value-of':
        produced.push(valueOf(ins, scope));
        break;
      case 'choose':
        produced.push(choose(ins, scope));
        break;
      default:
        throw new NativeCompileError(`xsl:${ins.name} inside xsl:function is not supported`);
    }
  }
  if (produced.length === 0) return 'rt.EMPTY';
  return produced.length === 1 ? produced[0]! : `rt.concat(${produced.join(', ')})`;
}

function choose(ins: XmlTreeElement, s: Scope): string {
  const branches = children(ins);
  let js = 'rt.EMPTY';
  for (const branch of [...branches].reverse()) {
    const body = block(children(branch), s);
    if (branch.name === 'otherwise') js = body;
    else if (branch.name === 'when') js = `(${compileBoolean(parseXPath(requireAttr(branch, 'test')), s)} ? ${body} : ${js})`;
    else throw new NativeCompileError(`xsl:${branch.name} inside xsl:choose is not supported`);
  }
  return js;
}

/** A nested sequence constructor (a branch of xsl:choose, variable content) as one JS expression. */
function block(instructions: XmlTreeElement[], s: Scope): string {
  const lines: string[] = [];
  const value = sequenceConstructor(instructions, s, lines);
  return lines.length === 0 ? value : `(() => { ${lines.join(' ')} return ${value}; })()`;
}

/** xsl:value-of makes a text node; as a function result or variable value it atomizes to xs:untypedAtomic. */
function valueOf(ins: XmlTreeElement, s: Scope): string {
  return `[rt.untyped(rt.valueOf(${compileSequence(parseXPath(requireAttr(ins, 'select')), s)}))]`;
}

/** The value of a variable given by content: literal text, or instructions (a temporary tree: its text as untypedAtomic). */
function contentValue(ins: XmlTreeElement, s: Scope): string {
  const elements = children(ins);
  if (elements.length === 0) {
    const text = ins.children.map((c) => (c.kind === 'text' ? c.text : '')).join('');
    return `[rt.untyped(${JSON.stringify(text)})]`;
  }
  return `[rt.untyped(rt.valueOf(${block(elements, s)}, ''))]`;
}

function convert(js: string, as: string | undefined): string {
  if (as === undefined) return js;
  const m = /^\s*([\w:-]+)\s*([?*+]?)\s*$/.exec(as);
  if (!m) throw new NativeCompileError(`type "${as}" is not supported`);
  return `rt.convert(${js}, ${JSON.stringify(m[1])}, ${JSON.stringify(m[2])})`;
}

function children(e: XmlTreeElement): XmlTreeElement[] {
  const out: XmlTreeElement[] = [];
  for (const c of e.children) {
    if (c.kind !== 'element') continue;
    if (c.namespace !== XSL_NS) throw new NativeCompileError(`element ${c.name} inside xsl:function is not supported`);
    out.push(c);
  }
  return out;
}

function requireName(e: XmlTreeElement): string {
  return requireAttr(e, 'name');
}

function requireAttr(e: XmlTreeElement, name: string): string {
  const v = e.attrs[name];
  if (v === undefined) throw new NativeCompileError(`xsl:${e.name} needs @${name}`);
  return v;
}
