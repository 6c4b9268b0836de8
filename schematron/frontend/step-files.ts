// The files a Schematron step reads besides its includes: the entry point and, for a filtered step, the file
// that lists the rules to keep.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { SchematronStep } from '../../plugins/contracts.js';
import { parseXmlTree, type XmlTreeElement } from './xml-tree.js';

const readText = (path: string) => readFileSync(path, 'utf8');

/** Files a step needs before it can be compiled (entry point and rule list; includes are checked when read). */
export function stepInputs(step: SchematronStep, baseDir: string): string[] {
  return [step.path, ...(step.onlyRulesFile ? [step.onlyRulesFile] : [])].map((p) => resolve(baseDir, p));
}

/** Rule ids listed in a whitelist file: the text of every element that has no child elements. */
export function readRuleList(path: string): string[] {
  const ids: string[] = [];
  const walk = (e: XmlTreeElement) => {
    const elements = e.children.filter((c): c is XmlTreeElement => c.kind === 'element');
    if (elements.length === 0) {
      const text = e.children
        .map((c) => (c.kind === 'text' ? c.text : ''))
        .join('')
        .trim();
      if (text) ids.push(text);
    } else elements.forEach(walk);
  };
  walk(parseXmlTree(readText(path), path));
  return ids;
}
