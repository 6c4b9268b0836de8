// One worker thread of the Node pool: builds its own registries and validation engine (warmed at start) and
// runs validate, validate-pdf and convert's production step for the request thread.
import { workerData } from 'piscina';
import { threadId } from 'node:worker_threads';
import { consoleLogger } from '../http/logger.js';
import { loadRegistries } from '../plugins.js';
import { createValidationEngine, type ValidationEngine } from '../validation/engine.js';
import { validateHybridPdf } from '../validation/pdf/index.js';
import { produceDocument } from '../convert/service.js';
import { renderInvoice } from '../render/service.js';
import { pluginRuleSets } from '../../plugins/rule-artefacts.js';
import { createAnonymizer } from '../intelligent/anonymize/index.js';
import type { Anonymizer } from '../intelligent/types.js';
import type { AnonymizedText } from '../executor.js';
import { anonymizeStrict } from '../intelligent/anonymize/strict.js';
import { replyOf, type PoolReply, type PoolTask, type PoolWorkerData } from './pool-task.js';
import { createNodeLoader } from '../../schematron/node.js';

const data = workerData as PoolWorkerData;

const ready = (async () => {
  const registries = await loadRegistries(data.plugins);
  const engine = createValidationEngine({
    artefactsDir: data.artefactsDir,
    loader: createNodeLoader(data.cacheDir),
    schematronEngine: data.schematronEngine,
    extraRuleSets: pluginRuleSets(registries.formats.all(), data.artefactsDir),
  });
  // Rule sets load in the background, so the first request does not pay for all of them; a request arriving
  // meanwhile waits only for the rule set it needs. One that cannot load answers 503 when asked for.
  const started = performance.now();
  warmUpWhenIdle(engine).then(
    () => consoleLogger.log({ level: 'info', msg: 'rule sets loaded', worker: threadId, ms: Math.round(performance.now() - started) }),
    (error: unknown) =>
      consoleLogger.log({
        level: 'warn',
        msg: 'rule sets not loaded at start',
        worker: threadId,
        error: error instanceof Error ? error.name : 'unknown',
      }),
  );
  return { ...registries, engine };
})();

// Tasks in progress on this thread, and the background work waiting for them to finish.
let tasksRunning = 0;
const idleWaiters: (() => void)[] = [];
const whenIdle = (): Promise<void> => (tasksRunning === 0 ? Promise.resolve() : new Promise((resolve) => idleWaiters.push(resolve)));

/** Loads the installed rule sets one at a time, each only while no task runs: the warm-up shares this thread
 * with the requests, and a request must not wait behind rule sets it does not need. */
async function warmUpWhenIdle(engine: ValidationEngine): Promise<void> {
  const installed = new Set((await engine.status()).filter((ruleSet) => ruleSet.installed).map((ruleSet) => ruleSet.id));
  for (const id of installed) {
    await whenIdle();
    await engine.warmUp([id]);
  }
}

// Built on the first long text: most deployments never send one.
let anonymizer: Anonymizer | null = null;

export default async function run(task: PoolTask): Promise<PoolReply> {
  tasksRunning++;
  try {
    return await runTask(task);
  } finally {
    tasksRunning--;
    if (tasksRunning === 0) for (const resume of idleWaiters.splice(0)) resume();
  }
}

async function runTask(task: PoolTask): Promise<PoolReply> {
  const { engine, formats, countries } = await ready;
  try {
    switch (task.kind) {
      case 'validate':
        return { ok: true, value: await engine.validate({ xml: task.xml, formatHint: task.formatHint, ...task.rules }) };
      case 'validate-pdf': {
        const onTheDay = { validate: (input: Parameters<typeof engine.validate>[0]) => engine.validate({ ...input, ...task.rules }) };
        return { ok: true, value: await validateHybridPdf(onTheDay, task.pdf, task.formatHint) };
      }
      case 'produce':
        return {
          ok: true,
          value: await produceDocument({ formats, countries, validator: engine, allowUnchecked: data.allowUnchecked }, task.request),
        };
      case 'render':
        return { ok: true, value: await renderInvoice({ formats, countries }, task.what, task.output, task.look) };
      case 'anonymize': {
        const result = anonymizeStrict((anonymizer ??= createAnonymizer()), task.text, task.language);
        const value: AnonymizedText = {
          anonymizedText: result.anonymizedText,
          entityCounts: { ...result.entityCounts },
          language: result.language,
          mapping: [...result.mapping.entries],
        };
        return { ok: true, value };
      }
    }
  } catch (error) {
    return replyOf(error);
  }
}
