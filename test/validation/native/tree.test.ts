// The native tree against saxon-js's own data model: for every official example and KoSIT instance, each node's
// fn:path() and string value are the same, in the same document order; plus the XML edge cases one by one.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.js';
import { parseForSaxon, SaxonJS } from '../../../schematron/runtime/saxon/saxon.js';
import { inDocumentOrder, name, nodePath, parseDocument, stringValue } from '../../../core/xml/tree.js';
import { NodeKind, type XNode } from '../../../core/xml/xdm.js';
import { sharedPath } from '../../../src/shared-dir.js';

const CORPUS = sharedPath('corpus');

function xmlFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.xml'))
    .map((file) => join(dir, file))
    .sort();
}

/** Every node except the document, depth-first, then every attribute: the order of saxon's (//node(), //@*). */
function nodesAndAttributes(doc: XNode): XNode[] {
  const nodes: XNode[] = [];
  const attributes: XNode[] = [];
  const visit = (node: XNode): void => {
    for (const child of node.children) {
      nodes.push(child);
      attributes.push(...child.attributes);
      visit(child);
    }
  };
  visit(doc);
  return [...nodes, ...attributes];
}

/** path, string value and name of each node (or of every `every`-th), as saxon-js computes them. */
function saxonView(xml: string, every = 1): string[] {
  const doc = parseForSaxon(xml);
  const sample = every === 1 ? '' : `[position() mod ${every} = 1]`;
  return SaxonJS.XPath.evaluate(
    `for $n in (/, //node(), //@*)${sample} return concat(path($n), '${SEPARATOR}', string($n), '${SEPARATOR}', name($n))`,
    doc,
    { resultForm: 'array' } as never,
  ) as string[];
}

const SEPARATOR = '\u00a7';

function nativeView(xml: string, every = 1): string[] {
  const doc = parseDocument(xml);
  return [doc, ...nodesAndAttributes(doc)]
    .filter((_, index) => index % every === 0)
    .map((node) => [nodePath(node), stringValue(node), name(node)].join(SEPARATOR));
}

describe('tree: the corpus, node by node, against saxon-js', () => {
  const files = [...xmlFilesUnder(join(CORPUS, 'examples')), ...xmlFilesUnder(join(CORPUS, 'kosit-instances'))];

  it('covers the official examples and KoSIT instances', () => {
    expect(files.length).toBeGreaterThan(400);
  });

  it('gives the same path, string value and name for every node of every document', () => {
    const mismatches: string[] = [];
    for (const file of files) {
      const xml = readFileSync(file, 'utf8');
      const expected = saxonView(xml);
      expect(expected.length).toBeGreaterThan(10);
      const actual = nativeView(xml);
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        const index = actual.findIndex((value, i) => value !== expected[i]);
        mismatches.push(`${file}: node ${index}: ${JSON.stringify(actual[index])} vs ${JSON.stringify(expected[index])}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('tree: the code lists the rules read with document(), against saxon-js', () => {
  // saxon-js's path() is quadratic in the number of siblings (thousands here): every 17th node keeps this fast.
  it('gives the same path, string value and name for the nodes of each Factur-X code list', () => {
    const dir = join(loadConfig().artefactsDir, 'facturx-1.09.2/schematron');
    const codeLists = readdirSync(dir).filter((file) => file.endsWith('_codedb.xml'));
    expect(codeLists.length).toBe(5);
    for (const file of codeLists) {
      const xml = readFileSync(join(dir, file), 'utf8');
      const expected = saxonView(xml, 17);
      expect(expected.length).toBeGreaterThan(100);
      expect(nativeView(xml, 17), file).toEqual(expected);
    }
  });
});

describe('tree: XML edge cases against saxon-js', () => {
  const cases: Record<string, string> = {
    'XML declaration, comments and PIs around the root': `<?xml version="1.0" encoding="UTF-8"?>\n<!--a--><?p  data here ?>\n<r/>\n<!--b-->`,
    'CDATA merges with adjacent text, comments split it': `<r>a<![CDATA[<b>&amp;]]>c<!--x-->d<![CDATA[]]></r>`,
    'entities and character references': `<r a="&lt;&#x41;&#66;&quot;&apos;">&lt;&gt;&amp;&#233;&#x1F600;&#10;</r>`,
    'end-of-line normalisation': `<r a="x\r\ny\rz">1\r\n2\r3\r\n</r>`,
    'attribute-value normalisation': `<r a="t\tn\nx" b="&#9;&#10;&#13;"/>`,
    'whitespace-only text nodes': `<r>\n  <a> </a>\n  <b/>\n</r>`,
    'namespace scoping and undeclaring': `<r xmlns="urn:d" xmlns:p="urn:p"><a p:x="1" y="2"><p:b xmlns:p="urn:q"/><c xmlns=""><d/></c></a><p:b/><e/></r>`,
    'same prefix bound differently in siblings': `<r><p:a xmlns:p="urn:1"/><p:a xmlns:p="urn:2"/><p:a xmlns:p="urn:1"/></r>`,
    'positions among same-named siblings': `<r><a/><b/><a/>t<!--c--><?x?>u<?y?><?x?><a/></r>`,
    'byte order mark': `\ufeff<r>x</r>`,
    'unicode text and names': `<r><ä ö="ü">€ 𝄞</ä></r>`,
    'xml:lang attribute': `<r xml:lang="de"><a xml:space="preserve"> </a></r>`,
  };
  for (const [title, xml] of Object.entries(cases)) {
    it(title, () => {
      expect(nativeView(xml)).toEqual(saxonView(xml));
    });
  }

  it('fills order/end, the element list and the name index', () => {
    const doc = parseDocument(`<r xmlns:p="urn:p" k="v"><p:a x="1"/>t<p:a/></r>`);
    const [root] = doc.children;
    const [first, text, second] = root!.children;
    expect([doc.order, root!.order, root!.attributes[0]!.order, first!.order, first!.attributes[0]!.order, text!.order, second!.order]).toEqual([
      0, 1, 2, 3, 4, 5, 6,
    ]);
    expect([doc.end, root!.end, first!.end, text!.end]).toEqual([6, 6, 4, 5]);
    expect(doc.elements).toEqual([root, first, second]);
    expect(doc.elementsByName.get('urn:p|a')).toEqual([first, second]);
    expect(doc.elementsByName.get('|r')).toEqual([root]);
    expect(text!.kind).toBe(NodeKind.Text);
  });

  it('inDocumentOrder sorts and removes duplicates, and returns sorted input as it is', () => {
    const doc = parseDocument('<r><a/><b/><c/></r>');
    const [a, b, c] = doc.children[0]!.children;
    expect(inDocumentOrder([c!, a!, c!, b!, a!])).toEqual([a, b, c]);
    const sorted = [a!, b!, c!];
    expect(inDocumentOrder(sorted)).toBe(sorted);
    expect(inDocumentOrder([])).toEqual([]);
  });

  it('throws a clear error on malformed input instead of looping', () => {
    for (const bad of ['<r>', '<r></s>', '<r a=1/>', '<r>&bogus;</r>', '<!DOCTYPE r><r/>', '<r><!-- x</r>', '', 'text', '<r/><s/>', '<p:r/>']) {
      expect(() => parseDocument(bad), bad).toThrow(/Malformed XML/);
    }
  });
});
