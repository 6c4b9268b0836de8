// The differential harness's own parts: PRNG, XML editor, mutant generator, finding comparison, corpus
// enumeration, and that a disagreement fails with the document saved.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { XmlDocument, ParseOption } from 'libxml2-wasm';
import type { ValidationEngine } from '../../../src/validation/engine.js';
import type { ValidationResult, ValidationRule } from '../../../src/schemas/validation.js';
import { createPrng, hashSeed } from './prng.js';
import { duplicateElement, emptyElement, leafText, moveElement, removeElement, scanElements, setAttribute, setText } from './xml-edit.js';
import { generateMutants, mutateDocument } from './mutants.js';
import { diffFindings, findingsOf, formatDiff } from './compare.js';
import { baseDocuments, cenUnitCases, convertedDocuments, exampleCases, kositCases, MUTANT_RULE_SETS } from './corpus.js';
import { compareCase } from './harness.js';
import { MUTANTS_PER_RULE_SET, mutantCount } from './suites.js';

const wellFormed = (xml: string) => {
  try {
    XmlDocument.fromString(xml, { option: ParseOption.XML_PARSE_NONET }).dispose();
    return true;
  } catch {
    return false;
  }
};

describe('prng', () => {
  it('gives the same sequence for the same seed and a different one for another seed', () => {
    const run = (seed: number) =>
      Array.from(
        { length: 20 },
        (
          (p) => () =>
            p.next()
        )(createPrng(seed)),
      );
    expect(run(42)).toEqual(run(42));
    expect(run(42)).not.toEqual(run(43));
    expect(hashSeed('a/1')).not.toBe(hashSeed('a/2'));
  });

  it('keeps below() in range and reaches every value', () => {
    const prng = createPrng(7);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) {
      const n = prng.below(6);
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(6);
      seen.add(n);
    }
    expect(seen.size).toBe(6);
  });
});

describe('xml-edit', () => {
  const doc = '<?xml version="1.0"?>\n<r xmlns:a="urn:a"><!-- <x/> --><a:b k="1" m=\'2\'>t&amp;u</a:b><c><d/></c><![CDATA[<e>]]></r>';

  it('finds every element with its span, parent and attributes, skipping comments and CDATA', () => {
    const els = scanElements(doc);
    expect(els.map((e) => [e.name, e.parent, e.depth, e.childElements])).toEqual([
      ['r', -1, 0, 2],
      ['a:b', 0, 1, 0],
      ['c', 0, 1, 1],
      ['d', 2, 2, 0],
    ]);
    const b = els[1]!;
    expect(doc.slice(b.start, b.end)).toBe('<a:b k="1" m=\'2\'>t&amp;u</a:b>');
    expect(b.attributes.map((a) => [a.name, a.value])).toEqual([
      ['k', '1'],
      ['m', '2'],
    ]);
    expect(leafText(doc, b)).toBe('t&u');
    expect(els[3]!.selfClosing).toBe(true);
  });

  it('removes, empties, duplicates, moves and rewrites elements and attributes', () => {
    const [, b, c, d] = scanElements(doc);
    expect(removeElement(doc, b!)).toContain('<!-- <x/> --><c>');
    expect(emptyElement(doc, c!)).toContain('<c></c>');
    expect(duplicateElement(doc, d!)).toContain('<c><d/><d/></c>');
    expect(moveElement(doc, d!, b!.start)).toContain('--><d/><a:b');
    expect(moveElement(doc, b!, c!.contentEnd)).toContain('<c><d/><a:b k="1" m=\'2\'>t&amp;u</a:b></c>');
    expect(() => moveElement(doc, c!, d!.start)).toThrow(/into itself/);
    expect(setText(doc, b!, '<1 & 2>')).toContain('>&lt;1 &amp; 2&gt;</a:b>');
    expect(setText(doc, d!, 'x')).toContain('<d>x</d>');
    expect(setAttribute(doc, b!, 'k', null)).toContain("<a:b m='2'>");
    expect(setAttribute(doc, b!, 'm', 'a"b')).toContain('<a:b k="1" m="a&quot;b">');
    expect(setAttribute(doc, d!, 'unitCode', 'C62')).toContain('<d unitCode="C62"/>');
    for (const edited of [removeElement(doc, b!), moveElement(doc, b!, c!.contentEnd), setText(doc, d!, 'x')]) expect(wellFormed(edited)).toBe(true);
  });
});

describe('mutant generator', () => {
  const bases = [
    {
      id: 'one',
      xml: '<Invoice xmlns:cbc="urn:cbc"><cbc:ID>1</cbc:ID><cbc:IssueDate>2024-01-01</cbc:IssueDate><cbc:PayableAmount currencyID="EUR">10.00</cbc:PayableAmount><Line><cbc:Quantity unitCode="C62">2</cbc:Quantity></Line></Invoice>',
    },
    { id: 'two', xml: '<Invoice xmlns:cbc="urn:cbc"><cbc:ID>2</cbc:ID><cbc:TaxAmount currencyID="EUR">1.90</cbc:TaxAmount></Invoice>' },
  ];

  it('is deterministic: the same rule set and count give the same mutants', () => {
    const a = generateMutants('x', bases, 200);
    const b = generateMutants('x', bases, 200);
    expect(a).toEqual(b);
    expect(generateMutants('y', bases, 200).map((m) => m.xml)).not.toEqual(a.map((m) => m.xml));
  });

  it('changes every document, names its edits, and keeps it well-formed', () => {
    const mutants = generateMutants('x', bases, 300);
    for (const m of mutants) {
      const base = bases.find((b) => b.id === m.base)!;
      expect(m.edits.length, m.id).toBeGreaterThan(0);
      expect(m.xml, m.id).not.toBe(base.xml);
      expect(wellFormed(m.xml), `${m.id}: ${m.edits.join('; ')}`).toBe(true);
    }
    // Every kind of edit occurs.
    const kinds = new Set(mutants.flatMap((m) => m.edits.map((e) => e.split(' ')[0]!.replace(/^@.*/, '@attr'))));
    for (const kind of ['value', 'remove', 'empty', 'duplicate', 'move', '@attr', 'add']) expect(kinds).toContain(kind);
  });

  it('reproduces a mutant from its seed alone', () => {
    const [m] = generateMutants('x', bases, 1);
    expect(mutateDocument(bases[0]!.xml, createPrng(m!.seed)).xml).toBe(m!.xml);
  });
});

describe('finding comparison', () => {
  const rule = (rule_id: string, location: string | null, extra: Partial<ValidationRule> = {}): ValidationRule => ({
    rule_id,
    severity: 'error',
    message: 'm',
    location,
    ...extra,
  });
  const result = (rules: ValidationRule[], scenario: string | null = null): ValidationResult =>
    ({ rules, rule_set: { id: 'r', name: 'r', scenario, engine: 'saxon-js', artefacts: [] } }) as unknown as ValidationResult;

  it('compares multisets of (rule, severity, location), without schema rules and SCHEMATRON-ERROR details', () => {
    const reference = findingsOf(
      result([
        rule('XSD', 'line 1'),
        rule('BR-01', '/a'),
        rule('BR-01', '/a'),
        rule('BR-02', '/b'),
        rule('SCHEMATRON-ERROR', null, { message: 'x' }),
      ]),
    );
    const candidate = findingsOf(
      result([
        rule('XML-WELLFORMED', '1:1'),
        rule('BR-01', '/a'),
        rule('BR-02', '/b', { severity: 'warning' }),
        rule('SCHEMATRON-ERROR', null, { message: 'other words' }),
      ]),
    );
    const diff = diffFindings(reference, candidate);
    expect(diff.onlyReference).toEqual([
      { key: 'BR-01 error /a', count: 1 },
      { key: 'BR-02 error /b', count: 1 },
    ]);
    expect(diff.onlyCandidate).toEqual([{ key: 'BR-02 warning /b', count: 1 }]);
    expect(formatDiff(diff)).toBe('- BR-01 error /a   (only saxon-js)\n- BR-02 error /b   (only saxon-js)\n+ BR-02 warning /b   (only native)');
    const repeated = diffFindings([...reference, ...reference], []);
    expect(repeated.onlyReference[0]).toEqual({ key: 'BR-01 error /a', count: 4 });
  });

  it('treats a different scenario as a difference', () => {
    const diff = diffFindings(findingsOf(result([], 'A')), findingsOf(result([], 'B')));
    expect(formatDiff(diff)).toBe('- (scenario) - A   (only saxon-js)\n+ (scenario) - B   (only native)');
  });

  const dir = mkdtempSync(join(tmpdir(), 'native-diff-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const stub = (rules: ValidationRule[], engine: string): ValidationEngine =>
    ({
      validate: async () => ({ ...result(rules), rule_set: { id: 'r', name: 'r', scenario: null, engine, artefacts: [] } }),
    }) as unknown as ValidationEngine;

  it('reports a disagreement with a readable diff and saves the document and both results', async () => {
    const pair = { reference: stub([rule('BR-CO-15', '/Invoice[1]')], 'saxon-js'), candidate: stub([], 'native') };
    const outcome = await compareCase(pair, { id: 'demo/doc.xml@r', ruleSet: 'r', xml: '<x/>', notes: ['edit: test'] }, dir);
    expect(outcome.kind).toBe('disagree');
    if (outcome.kind !== 'disagree') return;
    expect(outcome.report).toContain('- BR-CO-15 error /Invoice[1]   (only saxon-js)');
    const folder = join(dir, 'r', 'demo_doc.xml_r');
    expect(readFileSync(join(folder, 'document.xml'), 'utf8')).toBe('<x/>');
    expect(JSON.parse(readFileSync(join(folder, 'saxon-js.json'), 'utf8')).rules).toHaveLength(1);
    expect(existsSync(join(folder, 'native.json'))).toBe(true);
    expect(readFileSync(join(folder, 'diff.txt'), 'utf8')).toMatch(
      /edit: test[\s\S]*repro\.ts test-results\/native-differential\/r\/demo_doc\.xml_r\/document\.xml r/,
    );
  });

  it('turns an engine that throws into a reported, saved disagreement', async () => {
    const throwing = {
      validate: async () => {
        throw new TypeError('boom');
      },
    } as unknown as ValidationEngine;
    const outcome = await compareCase({ reference: stub([], 'saxon-js'), candidate: throwing }, { id: 'thrown', ruleSet: 'r', xml: '<x/>' }, dir);
    expect(outcome.kind).toBe('disagree');
    if (outcome.kind !== 'disagree') return;
    expect(outcome.report).toContain('+ (exception) error -   (only native)');
    expect(outcome.report).toContain('native (exception): TypeError: boom');
    expect(existsSync(join(dir, 'r', 'thrown', 'document.xml'))).toBe(true);
  });

  it('counts agreement, and a candidate that fell back to saxon-js as not compared', async () => {
    const same = [rule('BR-01', '/a')];
    expect(
      (await compareCase({ reference: stub(same, 'saxon-js'), candidate: stub(same, 'native') }, { id: 'a', ruleSet: 'r', xml: '<x/>' }, dir)).kind,
    ).toBe('agree');
    const previous = process.env.EINVOICE_DIFF_COMPARE_FALLBACK;
    delete process.env.EINVOICE_DIFF_COMPARE_FALLBACK;
    try {
      expect(
        (await compareCase({ reference: stub([], 'saxon-js'), candidate: stub(same, 'saxon-js') }, { id: 'b', ruleSet: 'r', xml: '<x/>' }, dir)).kind,
      ).toBe('fallback');
    } finally {
      if (previous !== undefined) process.env.EINVOICE_DIFF_COMPARE_FALLBACK = previous;
    }
  });
});

describe('corpus enumeration', () => {
  it('covers every corpus source', () => {
    expect(cenUnitCases()).toHaveLength(1140); // the conformance suite's count of CEN unit tests
    const examples = exampleCases();
    for (const folder of ['cen-ubl', 'cen-cii', 'testfiles', 'peppol/examples', 'peppol/snippets'])
      expect(examples.some((c) => c.id.startsWith(`examples/${folder}/`))).toBe(true);
    const kosit = kositCases();
    expect(kosit.filter((c) => !c.id.includes('#xmute'))).toHaveLength(349);
    expect(kosit.some((c) => c.id.includes('-remove@'))).toBe(true);
    expect(kosit.some((c) => c.id.includes('-empty@'))).toBe(true);
    const code = kositCases('code');
    expect(code.length).toBeGreaterThan(800);
    expect(code.every((c) => c.id.includes('-code='))).toBe(true);
    const ids = [...examples, ...kosit, ...code, ...cenUnitCases()].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('converts fixtures into every target format', () => {
    const targets = new Set(convertedDocuments().map((d) => d.target));
    expect([...targets].sort()).toEqual([
      'facturx_basic',
      'facturx_basic_wl',
      'facturx_en16931',
      'facturx_extended',
      'facturx_minimum',
      'peppol_bis_3',
      'ubl_2_1',
      'xrechnung',
      'xrechnung_cii',
    ]);
  });

  it('has base documents for every mutant rule set, and at least 10 000 mutants in all', async () => {
    for (const ruleSet of MUTANT_RULE_SETS) expect((await baseDocuments(ruleSet)).length, ruleSet).toBeGreaterThan(20);
    expect(Object.keys(MUTANTS_PER_RULE_SET).sort()).toEqual([...MUTANT_RULE_SETS].sort());
    expect(Object.values(MUTANTS_PER_RULE_SET).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(10_000);
  });

  it('runs a fixed quarter of each rule set in npm test and every mutant under test:differential', () => {
    for (const ruleSet of MUTANT_RULE_SETS) {
      const all = MUTANTS_PER_RULE_SET[ruleSet]!;
      expect(mutantCount(ruleSet, { EINVOICE_DIFF_MUTANTS: 'all' })).toBe(all);
      const sampled = mutantCount(ruleSet, {});
      expect(sampled).toBeGreaterThanOrEqual(all / 4);
      expect(sampled).toBeLessThan(all);
    }
    expect(() => mutantCount('no-such-rule-set', {})).toThrow(/no mutant count/);
  });

  it('makes every mutant of the real corpus well-formed and different from its base', async () => {
    const problems: string[] = [];
    for (const ruleSet of MUTANT_RULE_SETS) {
      const bases = new Map((await baseDocuments(ruleSet)).map((b) => [b.id, b.xml]));
      for (const m of generateMutants(
        ruleSet,
        [...bases].map(([id, xml]) => ({ id, xml })),
        MUTANTS_PER_RULE_SET[ruleSet]!,
      )) {
        if (m.xml === bases.get(m.base)) problems.push(`${m.id}: unchanged`);
        else if (!wellFormed(m.xml)) problems.push(`${m.id}: not well-formed after ${m.edits.join('; ')}`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
