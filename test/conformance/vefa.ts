// Reads CEN unit test sets (vefa-validator format, see ../shared/artefacts/README.md) and judges an
// engine result against a test's expectations the way vefa-validator does.
import { XmlDocument, XmlElement, ParseOption } from 'libxml2-wasm';
import type { ValidationRule } from '../../src/schemas/validation.js';

const VEFA_NS = 'http://difi.no/xsd/vefa/validator/1.0';

export interface Expectations {
  scope: string[];
  success: string[];
  error: Map<string, number>;
  warning: Map<string, number>;
}

export interface VefaTest {
  name: string;
  payload: string;
  expect: Expectations;
}

export function readTestSet(text: string, fileName: string): { configuration: string; tests: VefaTest[] } {
  const doc = XmlDocument.fromString(text, { option: ParseOption.XML_PARSE_NONET });
  try {
    const root = doc.root;
    const elements = (e: XmlElement) => {
      const out: XmlElement[] = [];
      for (let c = e.firstChild; c; c = c.next) if (c instanceof XmlElement) out.push(c);
      return out;
    };
    const isVefa = (e: XmlElement, name: string) => e.namespaceUri === VEFA_NS && e.name === name;
    const setAssert = elements(root).find((e) => isVefa(e, 'assert'));
    const tests: VefaTest[] = [];
    elements(root)
      .filter((e) => isVefa(e, 'test'))
      .forEach((test, index) => {
        const expect: Expectations = { scope: [], success: [], error: new Map(), warning: new Map() };
        for (const assert of [setAssert, elements(test).find((e) => isVefa(e, 'assert'))]) {
          if (!assert) continue;
          for (const e of elements(assert)) {
            const id = e.content.trim();
            const count = Number(e.attr('number')?.value ?? '1');
            if (isVefa(e, 'scope')) expect.scope.push(id);
            else if (isVefa(e, 'success')) expect.success.push(id);
            else if (isVefa(e, 'error')) expect.error.set(id, (expect.error.get(id) ?? 0) + count);
            else if (isVefa(e, 'warning')) expect.warning.set(id, (expect.warning.get(id) ?? 0) + count);
          }
        }
        const payload = elements(test).find((e) => e.namespaceUri !== VEFA_NS);
        if (!payload) throw new Error(`${fileName}: test ${index + 1} has no payload`);
        const label = test.attr('id')?.value ?? test.attr('number')?.value ?? String(index + 1);
        tests.push({ name: `${fileName}#${label}`, payload: payload.toString(), expect });
      });
    return { configuration: root.attr('configuration')?.value ?? '', tests };
  } finally {
    doc.dispose();
  }
}

/** Problems found (empty: the result agrees with every expectation). */
export function judge(expect: Expectations, rules: ValidationRule[]): string[] {
  const problems: string[] = [];
  const count = (id: string, severity?: string) => rules.filter((r) => r.rule_id === id && (!severity || r.severity === severity)).length;
  for (const id of expect.success) if (count(id) > 0) problems.push(`${id} fired ${count(id)}x, expected success`);
  for (const [id, n] of expect.error) if (count(id, 'error') !== n) problems.push(`${id}: expected ${n} error(s), got ${count(id, 'error')}`);
  for (const [id, n] of expect.warning) if (count(id, 'warning') !== n) problems.push(`${id}: expected ${n} warning(s), got ${count(id, 'warning')}`);
  const named = new Set([...expect.success, ...expect.error.keys(), ...expect.warning.keys()]);
  for (const id of new Set(rules.map((r) => r.rule_id))) {
    if (expect.scope.includes(id) && !named.has(id)) problems.push(`${id} fired ${count(id)}x, not expected`);
  }
  return problems;
}
