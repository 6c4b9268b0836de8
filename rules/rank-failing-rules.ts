// Ranks the rules that fail most often across the shared test corpus (CEN unit test payloads, complete
// examples, KoSIT instances), counting each document once per rule. It chose the rules that have a
// hand-written suggestion (src/validation/suggestions.ts). Run: npx tsx rules/rank-failing-rules.ts [N]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { XmlDocument, XmlElement } from 'libxml2-wasm';
import { loadConfig } from '../src/config.js';
import { createValidationEngine } from '../src/validation/engine.js';
import { suggestedRuleIds } from '../src/validation/suggestions.js';
import { defaultCacheDir } from './build.js';
import { sharedPath } from '../src/shared-dir.js';
import { createNodeLoader } from '../schematron/node.js';

const corpus = sharedPath('corpus');
const engine = createValidationEngine({ artefactsDir: loadConfig().artefactsDir, loader: createNodeLoader(defaultCacheDir()) });

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.xml$/i.test(name) ? [path] : [];
  });
}

/** The payloads of a vefa test set, and the rule set its configuration names. */
function payloads(path: string): Array<{ xml: string; ruleSetId: string }> {
  const doc = XmlDocument.fromString(readFileSync(path, 'utf8'));
  try {
    const ruleSetId = doc.root.attr('configuration')?.value === 'tc434-cii' ? 'en16931-cii' : 'en16931-ubl';
    const out: Array<{ xml: string; ruleSetId: string }> = [];
    for (let test = doc.root.firstChild; test; test = test.next) {
      if (!(test instanceof XmlElement) || test.name !== 'test') continue;
      for (let c = test.firstChild; c; c = c.next) if (c instanceof XmlElement && c.name !== 'assert') out.push({ xml: c.toString(), ruleSetId });
    }
    return out;
  } finally {
    doc.dispose();
  }
}

const counts = new Map<string, number>();
const documents = [
  ...files(join(corpus, 'cen-unit')).flatMap(payloads),
  ...files(join(corpus, 'examples')).map((p) => ({ xml: readFileSync(p, 'utf8'), ruleSetId: undefined })),
  ...files(join(corpus, 'kosit-instances')).map((p) => ({ xml: readFileSync(p, 'utf8'), ruleSetId: undefined })),
];
for (const { xml, ruleSetId } of documents) {
  const result = await engine.validate({ xml, ruleSetId });
  for (const id of new Set(result.rules.filter((r) => r.severity !== 'info' && r.rule_id !== 'XSD').map((r) => r.rule_id)))
    counts.set(id, (counts.get(id) ?? 0) + 1);
}
const top = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, Number(process.argv[2] ?? 50));
const covered = new Set(suggestedRuleIds());
console.log(`${documents.length} documents; the ${top.length} most frequently failing rules:`);
for (const [id, n] of top) console.log(`${covered.has(id) ? '✓' : '✗'} ${id.padEnd(24)} ${n}`);
