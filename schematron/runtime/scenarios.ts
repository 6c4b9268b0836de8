// The official XRechnung validator configuration (KoSIT scenarios.xml): each scenario matches documents by
// an XPath on the specification id and may re-level rules (<customLevel level="information">BR-CL-21</…>).
// We read the file from the artefacts directory, fill in its @build.placeholders@ from the lets of the
// XRechnung Schematron that define them, and evaluate <match> with saxon-js on the document.
import type { ScenarioConfig } from '../../plugins/contracts.js';
import { parseXmlTree, type XmlTreeElement } from '../frontend/xml-tree.js';
import { SaxonJS, type SaxonNode } from './saxon/saxon.js';

/** The level a scenario gives a rule (the validator configuration's information, warning, error). */
export type ScenarioLevel = 'info' | 'warning' | 'error';

export interface Scenario {
  name: string;
  match: string;
  namespaces: Record<string, string>;
  customLevels: Map<string, ScenarioLevel>;
}

const SCENARIO_NS = 'http://www.xoev.de/de/validator/framework/1/scenarios';
const LEVELS: Record<string, ScenarioLevel> = { information: 'info', warning: 'warning', error: 'error' };

export function loadScenarios(config: ScenarioConfig, resolvePath: (p: string) => string, readText: (path: string) => string): Scenario[] {
  const values = evaluateLets(parseXmlTree(readText(resolvePath(config.variablesFrom)), config.variablesFrom));
  const fill = (expression: string) =>
    expression.replace(/@([\w.-]+)@/g, (whole, token: string) => {
      const letName = config.placeholders[token];
      const value = letName ? values.get(letName) : undefined;
      if (value === undefined) throw new Error(`${config.path}: no value for placeholder ${whole}`);
      return value.replace(/'/g, "''");
    });
  const root = parseXmlTree(readText(resolvePath(config.path)), config.path);
  return children(root, 'scenario').map((s) => {
    const namespaces: Record<string, string> = {};
    for (const ns of children(s, 'namespace')) namespaces[ns.attrs.prefix ?? ''] = text(ns).trim();
    const customLevels = new Map<string, ScenarioLevel>();
    for (const report of children(s, 'createReport')) {
      for (const level of children(report, 'customLevel')) {
        const severity = LEVELS[level.attrs.level ?? ''];
        if (severity) customLevels.set(text(level).trim(), severity);
      }
    }
    return { name: text(children(s, 'name')[0]).trim(), match: fill(text(children(s, 'match')[0]).trim()), namespaces, customLevels };
  });
}

/** The first scenario whose match expression is true for the document, as the KoSIT validator picks it. */
export function selectScenario(scenarios: Scenario[], doc: SaxonNode): Scenario | null {
  for (const scenario of scenarios) {
    const matched = SaxonJS.XPath.evaluate(`boolean(${scenario.match})`, doc, { namespaceContext: scenario.namespaces });
    if (matched === true) return scenario;
  }
  return null;
}

/** Evaluates every <let name value> of a Schematron file in document order (later lets may use earlier ones). */
function evaluateLets(root: XmlTreeElement): Map<string, string> {
  const values = new Map<string, string>();
  const walk = (e: XmlTreeElement) => {
    if (e.name === 'let' && e.attrs.name && e.attrs.value) {
      try {
        const value = SaxonJS.XPath.evaluate(`string((${e.attrs.value})[1])`, null, { params: Object.fromEntries(values) });
        values.set(e.attrs.name, String(value));
      } catch {
        // lets that need a document context are not placeholders: skip them
      }
    }
    for (const c of e.children) if (c.kind === 'element') walk(c);
  };
  walk(root);
  return values;
}

function children(e: XmlTreeElement, name: string): XmlTreeElement[] {
  return e.children.filter((c): c is XmlTreeElement => c.kind === 'element' && c.namespace === SCENARIO_NS && c.name === name);
}

function text(e: XmlTreeElement | undefined): string {
  if (!e) return '';
  return e.children.map((c) => (c.kind === 'text' ? c.text : text(c))).join('');
}
