// The Schematron compiler: pure steps (parameter substitution, exact-integer rewrite, include/abstract
// resolution) and one end-to-end compile of a small schema through xslt3 and saxon-js.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { substituteParams, resolveSchematron, SchematronCompileError } from '../../schematron/frontend/resolve.js';
import { EXACT_INTEGER_FN, rewriteIntegerConstructors } from '../../schematron/target-xslt/exact-integer.js';
import { rewriteNumericFunctionCalls } from '../../schematron/target-xslt/numeric-functions.js';
import { ensureStepCompiled } from '../../schematron/node.js';
import { loadStep, runStep, type SvrlFinding } from '../../schematron/runtime/saxon/step.js';
import { parseForSaxon } from '../../schematron/runtime/saxon/saxon.js';

const SCH = 'xmlns="http://purl.oclc.org/dsdl/schematron"';

describe('parameter substitution', () => {
  it('replaces whole variable names only', () => {
    const params = new Map([
      ['BR-01', 'cbc:ID'],
      ['ctx', '/Invoice'],
    ]);
    expect(substituteParams('$BR-01 and $BR-010 and $ctx/x', params)).toBe('cbc:ID and $BR-010 and /Invoice/x');
  });
});

describe('exact integer rewrite', () => {
  it('maps xs:integer() calls and leaves types, strings and comments alone', () => {
    const input = "xs:integer(substring($x,1,8)) mod 97 and $y castable as xs:integer and 'xs:integer(1)' (: xs:integer(2) :)";
    expect(rewriteIntegerConstructors(input)).toBe(
      `${EXACT_INTEGER_FN}(substring($x,1,8)) mod 97 and $y castable as xs:integer and 'xs:integer(1)' (: xs:integer(2) :)`,
    );
  });
  it('does not touch other functions ending in integer', () => {
    expect(rewriteIntegerConstructors('u:xs:integer(1) + my-xs:integer(2)')).toBe('u:xs:integer(1) + my-xs:integer(2)');
  });
});

describe('numeric function rewrite', () => {
  it('routes round, round-half-to-even and abs calls through the helpers', () => {
    expect(rewriteNumericFunctionCalls('round(sum(x) * xs:decimal(100)) div xs:decimal(100) + abs($d) - round-half-to-even ($y, 2)')).toBe(
      '_rt:round(sum(x) * xs:decimal(100)) div xs:decimal(100) + _rt:abs($d) - _rt:round-half-to-even($y, 2)',
    );
    expect(rewriteNumericFunctionCalls('1 -abs(x)')).toBe('1 -_rt:abs(x)');
  });
  it('leaves strings, comments, variables, other functions and element names alone', () => {
    const unchanged = "'round(1)' (: abs(2) :) $round my-round(1) u:abs(1) floor(1) ceiling(1) round/abs x-abs(1)";
    expect(rewriteNumericFunctionCalls(unchanged)).toBe(unchanged);
  });
});

describe('resolution', () => {
  const files: Record<string, string> = {
    '/s/main.sch': `<schema ${SCH} queryBinding="xslt2"><title>T</title><ns prefix="a" uri="urn:a"/>
      <include href="abstract.sch"/><include href="sub/instance.sch"/>
      <phase id="only-b"><active pattern="b"/></phase>
      <pattern id="b"><rule context="a:B"><report test="true()" id="R-B">b</report></rule></pattern></schema>`,
    '/s/abstract.sch': `<pattern ${SCH} abstract="true" id="abs"><rule context="$ctx "><assert test="$ok" id="R-1">m <value-of select="$val"/> <name/></assert></rule></pattern>`,
    '/s/sub/instance.sch': `<pattern ${SCH} is-a="abs" id="inst"><param name="ctx " value="a:X"/><param name="ok" value="a:Y"/><param name="val" value="a:Z"/></pattern>`,
  };
  const readText = (p: string) =>
    files[p] ??
    (() => {
      throw new Error(`no file ${p}`);
    })();

  it('inlines includes (relative to the including file) and instantiates abstract patterns', () => {
    const { schema, files: read } = resolveSchematron('/s/main.sch', { readText });
    expect(read).toEqual(['/s/main.sch', '/s/abstract.sch', '/s/sub/instance.sch']);
    expect(schema.patterns.map((p) => p.id)).toEqual(['inst', 'b']);
    const rule = schema.patterns[0]!.rules[0]!;
    expect(rule.context.trim()).toBe('a:X');
    expect(rule.checks[0]).toMatchObject({
      kind: 'assert',
      id: 'R-1',
      test: 'a:Y',
      message: [{ text: 'm ' }, { select: 'a:Z' }, { text: ' ' }, { name: '.' }],
    });
    expect(schema.namespaces).toMatchObject({ a: 'urn:a', xs: 'http://www.w3.org/2001/XMLSchema' });
  });

  it('runs only the patterns of a phase, and keeps only listed rules', () => {
    expect(resolveSchematron('/s/main.sch', { readText, phase: 'only-b' }).schema.patterns.map((p) => p.id)).toEqual(['b']);
    const filtered = resolveSchematron('/s/main.sch', { readText, onlyRules: ['R-B'] }).schema;
    expect(filtered.patterns.flatMap((p) => p.rules.flatMap((r) => r.checks.map((c) => c.id)))).toEqual(['R-B']);
  });

  it('refuses what it does not implement instead of skipping rules', () => {
    files['/s/bad.sch'] = `<schema ${SCH} queryBinding="xslt2"><pattern><rule context="x"><extends rule="y"/></rule></pattern></schema>`;
    expect(() => resolveSchematron('/s/bad.sch', { readText })).toThrow(SchematronCompileError);
  });
});

describe('compiled schema on saxon-js', () => {
  let dir: string;
  let findings: (xml: string) => SvrlFinding[];
  let firstSef: string;
  const step = { path: 'src/test.sch', name: 'test', version: '1' };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sch-compiler-'));
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'src', 'codes.xml'), '<codes><code>A</code><code>B</code></codes>');
    // Uses xs: without declaring it, a pattern-level let from another pattern, first-match rules,
    // document() relative to the .sch, a 30-digit IBAN check, and rounding arithmetic that mixes the
    // xs:double of sum() with xs:decimal constants (the Factur-X EXTENDED BR-FXEXT-CO-10 shape).
    writeFileSync(
      join(dir, 'src', 'test.sch'),
      `<schema ${SCH} queryBinding="xslt2"><title>t</title><ns prefix="t" uri="urn:t"/>
        <let name="doc-root" value="/t:doc"/>
        <pattern id="vars"><let name="GREETING" value="'hello'"/></pattern>
        <pattern id="p1">
          <rule context="t:item[@special]"><assert test="false()" id="SPECIAL" flag="warning">special <value-of select="@special"/> in <name/></assert></rule>
          <rule context="t:item"><assert test="xs:decimal(.) gt 0" id="POSITIVE">item must be positive</assert></rule>
          <rule context="t:code"><assert test="document('codes.xml')/codes/code = ." id="CODE">unknown code</assert></rule>
          <rule context="t:amounts">
            <assert test="round(sum(t:amount) * xs:decimal(100)) div xs:decimal(100) = xs:decimal(t:total)" id="ROUNDED-SUM">rounded sum</assert>
            <assert test="abs(sum(t:amount) - xs:decimal(t:total)) + 0.0 le 0.01" id="ABS-DIFF">difference</assert>
            <assert test="round-half-to-even(sum(t:amount), 1) * 1.0 = round(xs:decimal(t:total) * 10.0) div 10.0" id="HALF-EVEN">half even</assert>
          </rule>
          <rule context="t:iban"><assert test="xs:integer(concat(substring(., 5), '1314', substring(., 3, 2))) mod 97 = 1" id="IBAN" flag="fatal">bad IBAN</assert></rule>
        </pattern>
        <pattern id="p2"><rule context="/t:doc"><report test="$GREETING = 'hello' and exists($doc-root)" id="GLOBAL-LET" flag="information">seen</report></rule></pattern>
      </schema>`,
    );
    const compiled = await ensureStepCompiled(step, dir, join(dir, 'build'));
    firstSef = compiled.sefPath;
    const loaded = loadStep(readFileSync(compiled.sefPath, 'utf8'), compiled.sourcePath, compiled.documents, (p) => readFileSync(p, 'utf8'));
    findings = (xml) => runStep(loaded, parseForSaxon(xml));
  }, 180_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const doc = (body: string) => `<doc xmlns="urn:t">${body}</doc>`;
  const ids = (xml: string) => findings(xml).map((f) => f.id);

  it('applies the first matching rule of a pattern only', () => {
    const result = findings(doc('<item special="x">-1</item><item>-2</item><item>3</item>'));
    expect(result.filter((f) => f.id !== 'GLOBAL-LET').map((f) => [f.id, f.flag])).toEqual([
      ['SPECIAL', 'warning'],
      ['POSITIVE', null],
    ]);
    expect(result[0]!.text).toBe('special x in item');
    expect(result[0]!.location).toBe('/Q{urn:t}doc[1]/Q{urn:t}item[1]');
  });

  it('makes pattern lets global and reports firing reports', () => {
    expect(ids(doc(''))).toEqual(['GLOBAL-LET']);
  });

  it('reads document() relative to the Schematron file', () => {
    expect(ids(doc('<code>A</code><code>Z</code>'))).toEqual(['CODE', 'GLOBAL-LET']);
  });

  it('caches the SEF by content: the same inputs are not compiled again, changed inputs are', async () => {
    const again = await ensureStepCompiled(step, dir, join(dir, 'build'));
    expect(again).toMatchObject({ compiled: false, sefPath: firstSef });
    writeFileSync(
      join(dir, 'src', 'test.sch'),
      readFileSync(join(dir, 'src', 'test.sch'), 'utf8').replace('item must be positive', 'items must be positive'),
    );
    const changed = await ensureStepCompiled(step, dir, join(dir, 'build'));
    expect(changed.compiled).toBe(true);
    expect(changed.sefPath).not.toBe(firstSef);
  }, 180_000);

  it('evaluates round/abs of a double next to decimal constants as XPath promotes them (saxon-js would throw XPTY0004)', () => {
    const amounts = (total: string) => doc(`<amounts><amount>10.50</amount><amount>2.25</amount><total>${total}</total></amounts>`);
    expect(ids(amounts('12.75'))).toEqual(['GLOBAL-LET']);
    expect(ids(amounts('12.76'))).toEqual(['ROUNDED-SUM', 'GLOBAL-LET']);
    expect(ids(amounts('12.70'))).toEqual(['ROUNDED-SUM', 'ABS-DIFF', 'HALF-EVEN', 'GLOBAL-LET']);
  });

  it('checks IBANs exactly, although saxon-js keeps xs:integer in a double', () => {
    expect(ids(doc('<iban>DE02120300000000202051</iban><iban>DE89370400440532013000</iban>'))).toEqual(['GLOBAL-LET']);
    expect(ids(doc('<iban>DE02120300000000202052</iban>'))).toEqual(['IBAN', 'GLOBAL-LET']);
  });
});

describe('attribute walk', () => {
  it('visits attributes only for contexts that can match them', async () => {
    const { mayMatchAttributes } = await import('../../schematron/target-xslt/emit-xslt.js');
    expect(mayMatchAttributes("cbc:ID[@schemeID = 'x'] | cac:Party")).toBe(false);
    expect(mayMatchAttributes('cbc:Amount/@currencyID')).toBe(true);
    expect(mayMatchAttributes('//@listID | cac:X')).toBe(true);
    expect(mayMatchAttributes('/')).toBe(true);
    expect(mayMatchAttributes('attribute::x')).toBe(true);
    expect(mayMatchAttributes("cac:X[contains(., '@')]")).toBe(false);
  });
});

describe('root paths in patterns', () => {
  it('moves absolute paths inside predicates into shared global variables', async () => {
    const { RootPathHoister } = await import('../../schematron/target-xslt/hoist-root-paths.js');
    const hoister = new RootPathHoister();
    const a = hoister.hoist(
      "//cac:TaxCategory[//cac:Party[cbc:ID = 'SE'] and cbc:ID = 'S'] | //cac:ClassifiedTaxCategory[//cac:Party[cbc:ID = 'SE']]",
    );
    expect(a).toBe("//cac:TaxCategory[$_rt:root-path-1 and cbc:ID = 'S'] | //cac:ClassifiedTaxCategory[$_rt:root-path-1]");
    expect(hoister.hoist("cac:X[../cac:Y = '/a'][/ubl:Invoice/cbc:Z = 'b']")).toBe("cac:X[../cac:Y = '/a'][$_rt:root-path-2 = 'b']");
    expect(hoister.hoist('cac:X[current()/cbc:A = //cbc:B]')).toBe('cac:X[current()/cbc:A = $_rt:root-path-3]');
    expect(hoister.variables.map((v) => v.expression)).toEqual(["//cac:Party[cbc:ID = 'SE']", '/ubl:Invoice/cbc:Z', '//cbc:B']);
  });
});

describe('indexed descendant lookups', () => {
  it('turns //prefix:name at the start of a path into a key lookup, and nothing else', async () => {
    const { indexDescendantLookups, ELEMENT_KEY } = await import('../../schematron/target-xslt/element-index.js');
    const ns = { cac: 'urn:cac', cbc: 'urn:cbc' };
    const rewrite = (x: string) => indexDescendantLookups(x, ns).xpath;
    expect(rewrite("exists(//cac:TaxCategory[cbc:ID = 'S']/cbc:Percent) and count(//cbc:Note) = 1")).toBe(
      `exists(key('${ELEMENT_KEY}', 'Q{urn:cac}TaxCategory')[cbc:ID = 'S']/cbc:Percent) and count(key('${ELEMENT_KEY}', 'Q{urn:cbc}Note')) = 1`,
    );
    for (const unchanged of ['cac:X//cbc:Y', "'//cac:X'", '//*[1]', '//(cac:A|cac:B)', '//x:Unknown', '$v//cac:X', '(a)//cac:X', '//cac:f(1)']) {
      expect(rewrite(unchanged)).toBe(unchanged);
    }
    expect(indexDescendantLookups('cbc:ID', ns).used).toBe(false);
  });
});
