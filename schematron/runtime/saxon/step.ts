// Runs one compiled Schematron step (a SEF) with saxon-js and reads the SVRL it writes.
import { pathToFileURL } from 'node:url';
import { parseForSaxon, SaxonJS, type SaxonNode } from './saxon.js';

export const SVRL_NS = 'http://purl.oclc.org/dsdl/svrl';

/** One svrl:failed-assert or svrl:successful-report. */
export interface SvrlFinding {
  kind: 'assert' | 'report';
  id: string | null;
  flag: string | null;
  role: string | null;
  location: string | null;
  text: string;
}

export interface LoadedStep {
  sef: unknown;
  baseUri: string;
  documentPool: Record<string, SaxonNode>;
}

/**
 * Prepares a compiled step for repeated runs: the SEF object, the .sch location as the stylesheet's base
 * URI, and the documents it reads with document() (Factur-X code lists) parsed once into a pool.
 */
export function loadStep(sefJson: string, sourcePath: string, documents: string[], readText: (path: string) => string): LoadedStep {
  const baseUri = pathToFileURL(sourcePath).href;
  const documentPool: Record<string, SaxonNode> = {};
  for (const relative of documents) {
    const url = new URL(relative, baseUri);
    documentPool[url.href] = parseForSaxon(readText(decodeURIComponent(url.pathname)));
  }
  return { sef: JSON.parse(sefJson), baseUri, documentPool };
}

/** Runs the step on a parsed document. Throws when the stylesheet raises a dynamic error. */
export function runStep(step: LoadedStep, source: SaxonNode): SvrlFinding[] {
  const { principalResult } = SaxonJS.transform(
    { stylesheetInternal: step.sef, sourceNode: source, destination: 'raw', stylesheetBaseURI: step.baseUri, documentPool: step.documentPool },
    'sync',
  );
  const root = principalResult.nodeType === 9 ? principalResult.documentElement : principalResult;
  const findings: SvrlFinding[] = [];
  for (let node = root?.firstChild ?? null; node; node = node.nextSibling) {
    if (node.nodeType !== 1 || node.namespaceURI !== SVRL_NS) continue;
    const kind = node.localName === 'failed-assert' ? 'assert' : node.localName === 'successful-report' ? 'report' : null;
    if (!kind) continue;
    findings.push({
      kind,
      id: node.getAttribute('id') || null,
      flag: node.getAttribute('flag') || null,
      role: node.getAttribute('role') || null,
      location: node.getAttribute('location') || null,
      text: (node.textContent ?? '').replace(/\s+/g, ' ').trim(),
    });
  }
  return findings;
}
