// Reads the Factur-X 1.09.2 profile XSDs from the artefacts directory and writes
// formats/facturx/profile-schemas.generated.ts: for each profile, every complex type with the child
// elements (in XSD sequence order, with their types) and the attributes it allows.
// The writer prunes and orders its element tree with this table, so a profile never carries an
// element its XSD forbids. Run after an artefact update: `npx tsx formats/facturx/scripts/generate-profile-schemas.ts`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig } from '../../../src/config.js';

interface TypeShape {
  children: Array<[string, string]>;
  attrs: string[];
}

const PROFILE_DIRS = { MINIMUM: 'MINIMUM', BASIC_WL: 'BASIC-WL', BASIC: 'BASIC', EN16931: 'EN16931', EXTENDED: 'EXTENDED' } as const;

/**
 * Paths the profile's Schematron marks as "not used in the given context" although its XSD allows them
 * (the XSD has one TradePartyType for seller and buyer, the Schematron tells them apart): rules whose context
 * is a plain absolute path with `<report test="true()">` (the element) or `<report test="@attr">` (`path/@attr`).
 * Contexts with predicates (element variants) count only where an element is not used under both variants of an
 * allowance or charge (`[…Indicator="false"]` and `[…Indicator="true"]`), e.g. the base amount and percentage of
 * a line allowance and charge in BASIC; other variants are left to the Schematron's warnings.
 */
function notUsedPaths(sch: string): string[] {
  const out: string[] = [];
  /** Path without the allowance/charge predicate → the indicator values under which it is not used. */
  const byIndicator = new Map<string, Set<string>>();
  for (const [, context, body] of sch.matchAll(/<rule context="([^"]+)">([\s\S]*?)<\/rule>/g)) {
    const indicator = /^(.*)\[ram:ChargeIndicator\/udt:Indicator=&quot;(true|false)&quot;\](.*)$/.exec(context!);
    const path = indicator ? `${indicator[1]}${indicator[3]}` : context!;
    if (!/^(\/[a-z]+:[A-Za-z]+)+$/.test(path)) continue;
    for (const [, test, message] of body!.matchAll(/<report test="([^"]+)"[^>]*>([\s\S]*?)<\/report>/g)) {
      if (!message!.includes('not used') || test !== 'true()') continue;
      if (indicator) byIndicator.set(path, (byIndicator.get(path) ?? new Set()).add(indicator[2]!));
      else out.push(path);
    }
    if (indicator) continue;
    for (const [, test, message] of body!.matchAll(/<report test="([^"]+)"[^>]*>([\s\S]*?)<\/report>/g)) {
      if (message!.includes('not used') && /^@[A-Za-z]+$/.test(test!)) out.push(`${context}/${test}`);
    }
  }
  for (const [path, values] of byIndicator) if (values.size === 2) out.push(path);
  return [...new Set(out)].sort();
}

const SCH_NAMES = { MINIMUM: 'MINIMUM', BASIC_WL: 'BASIC-WL', BASIC: 'BASIC', EN16931: 'EN16931', EXTENDED: 'EXTENDED' } as const;

/** Namespace URI → the prefix the writer uses. */
const PREFIXES: Record<string, string> = {
  'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100': 'rsm',
  'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100': 'ram',
  'urn:un:unece:uncefact:data:standard:QualifiedDataType:100': 'qdt',
  'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100': 'udt',
};

/** A minimal walk over the tags of one schema file (these XSDs use no comments or CDATA in tags). */
function readSchema(text: string, types: Map<string, TypeShape>): void {
  const target = /targetNamespace="([^"]+)"/.exec(text)?.[1] ?? '';
  const prefix = PREFIXES[target];
  if (!prefix) throw new Error(`unknown namespace ${target}`);
  // Local prefix declarations of this file, mapped to the writer's prefixes.
  const local = new Map<string, string>();
  for (const m of text.matchAll(/xmlns:(\w+)="([^"]+)"/g)) local.set(m[1]!, PREFIXES[m[2]!] ?? m[1]!);
  const qualify = (qname: string): string => {
    const [p, n] = qname.includes(':') ? qname.split(':') : ['', qname];
    if (p === 'xs') return `xs:${n}`;
    return `${local.get(p!) ?? p}:${n}`;
  };
  // Stack of open types: named complex types and anonymous ones under an element.
  const stack: Array<{ tag: string; type?: string }> = [];
  let anonymousCounter = 0;
  for (const m of text.matchAll(/<(\/?)xs:(\w+)([^>]*?)(\/?)>/g)) {
    const [, closing, tag, attrText, selfClosing] = m as unknown as [string, string, string, string, string];
    if (closing) {
      stack.pop();
      continue;
    }
    const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attrText)?.[1];
    const currentType = [...stack].reverse().find((s) => s.type)?.type;
    let entry: { tag: string; type?: string } = { tag };
    if (tag === 'complexType') {
      const name = attr('name');
      const typeName = name ? `${prefix}:${name}` : `${prefix}:#anon${anonymousCounter++}`;
      if (!types.has(typeName)) types.set(typeName, { children: [], attrs: [] });
      entry = { tag, type: typeName };
      // An anonymous type belongs to the element just opened: give that element its type.
      const parentElement = stack[stack.length - 1];
      if (!name && parentElement?.tag === 'element' && parentElement.type === undefined) {
        const owner = types.get(currentType!);
        const last = owner?.children[owner.children.length - 1];
        if (last) last[1] = typeName;
      }
    } else if (tag === 'element' && currentType) {
      const name = attr('name')!;
      const type = attr('type');
      types.get(currentType)!.children.push([`${prefix}:${name}`, type ? qualify(type) : '']);
    } else if (tag === 'attribute' && currentType) {
      types.get(currentType)!.attrs.push(attr('name')!);
    } else if (tag === 'extension' && currentType) {
      // Attributes inherited from a base complex type (qdt types extend simple types only, except a few).
      entry.type = undefined;
      const base = attr('base');
      if (base && !base.startsWith('xs:')) (types.get(currentType)! as TypeShape & { base?: string }).base = qualify(base);
    }
    if (!selfClosing) stack.push(entry);
  }
}

function profileTable(dir: string) {
  const types = new Map<string, TypeShape>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.xsd'))) readSchema(readFileSync(join(dir, file), 'utf8'), types);
  // Resolve attribute inheritance from simple-content bases.
  const out: Record<string, { c?: Array<[string, string]>; a?: string[] }> = {};
  for (const [name, shape] of types) {
    const attrs = new Set(shape.attrs);
    let base = (shape as TypeShape & { base?: string }).base;
    while (base && types.has(base)) {
      for (const a of types.get(base)!.attrs) attrs.add(a);
      base = (types.get(base) as TypeShape & { base?: string }).base;
    }
    const entry: { c?: Array<[string, string]>; a?: string[] } = {};
    if (shape.children.length) entry.c = shape.children;
    if (attrs.size) entry.a = [...attrs];
    out[name] = entry;
  }
  return out;
}

/** The text of profile-schemas.generated.ts for the XSDs under `artefactsDir`. */
export function generateProfileSchemas(artefactsDir: string): string {
  const header = `// GENERATED by formats/facturx/scripts/generate-profile-schemas.ts from the Factur-X 1.09.2 profile XSDs and
// Schematron files. Do not edit. For each profile: complex type → allowed child elements in XSD order
// ([name, type]) and allowed attributes; and <KEY>_NOT_USED, the paths its Schematron marks as not used.
import type { ProfileSchema } from '../../core/syntax/cii/profile-schema.js';

`;
  const body = Object.entries(PROFILE_DIRS)
    .map(([key, dir]) => {
      const types = JSON.stringify(profileTable(resolve(artefactsDir, 'facturx-1.09.2/xsd', dir)));
      const sch = readFileSync(
        resolve(artefactsDir, 'facturx-1.09.2/schematron', `FACTUR-X_${SCH_NAMES[key as keyof typeof SCH_NAMES]}.sch`),
        'utf8',
      );
      return `export const ${key}: ProfileSchema = ${types};\n\nexport const ${key}_NOT_USED: readonly string[] = ${JSON.stringify(notUsedPaths(sch), null, 1)};\n`;
    })
    .join('\n');
  return header + body;
}

export const GENERATED_PATH = resolve(import.meta.dirname, '../profile-schemas.generated.ts');

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  writeFileSync(GENERATED_PATH, generateProfileSchemas(loadConfig().artefactsDir));
  console.log('wrote profile-schemas.generated.ts');
}
