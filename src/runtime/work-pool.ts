// The Node pool of worker threads (piscina) that runs validation and conversion off the request thread, so
// /health and light requests answer while the workers are saturated. Sized to the cores, less the one the
// request thread needs (on 2 cores two workers measurably slow /health: docs/operating.md); a bounded queue, and a
// time limit per task: a full queue or a task over the limit answers 503 SERVER_BUSY with Retry-After.
import Piscina from 'piscina';
import { availableParallelism } from 'node:os';
import { ApiError } from '../http/errors.js';
import type { AnonymizedText, Executor } from '../executor.js';
import type { ValidationResult } from '../schemas/validation.js';
import type { ProducedDocument } from '../convert/service.js';
import type { RenderedPage } from '../render/service.js';
import { unwrap, type PoolReply, type PoolTask, type PoolWorkerData } from './pool-task.js';

export interface WorkPoolOptions {
  /** Worker threads; default: the cores available less the one that answers HTTP (at least one). */
  threads?: number;
  /** Tasks waiting for a thread before the pool answers 503; default 32 per thread. */
  maxQueue?: number;
  /** Longest a task may run (queue time not counted); default 30 s. */
  taskTimeoutMs?: number;
  workerData: PoolWorkerData;
}

/** Seconds a client waits before retrying a busy server. */
const RETRY_AFTER_SECONDS = '2';

const busy = (message: string) =>
  new ApiError(503, 'SERVER_BUSY', message, {
    suggestion: 'Retry after the number of seconds in Retry-After.',
    headers: { 'Retry-After': RETRY_AFTER_SECONDS },
  });

/** The worker module next to this one: TypeScript source under tsx/vitest, the bundle in dist/ when built. */
function workerFile(): string {
  const here = import.meta.url;
  return new URL(here.endsWith('.ts') ? './pool-worker-dev.mjs' : './pool-worker.mjs', here).href;
}

export function createWorkPool(options: WorkPoolOptions): Executor & { pool: Piscina } {
  const threads = Math.max(1, options.threads ?? availableParallelism() - 1);
  const maxQueue = options.maxQueue ?? threads * 32;
  const taskTimeoutMs = options.taskTimeoutMs ?? 30_000;
  const pool = new Piscina({
    filename: workerFile(),
    minThreads: threads,
    maxThreads: threads,
    maxQueue,
    idleTimeout: Number.MAX_SAFE_INTEGER,
    // An idle worker waits for tasks on its message port, its event loop free: with piscina's default ('sync')
    // it sleeps in Atomics.wait, and its background work (loading the rule sets at start) stalls until a task
    // wakes it. ('async' lost tasks here: they ran into the time limit.)
    atomics: 'disabled',
    workerData: options.workerData,
  });

  async function run<T>(task: PoolTask): Promise<T> {
    if (pool.queueSize >= maxQueue) throw busy(`The server is busy: ${maxQueue} requests are waiting for a worker. Nothing was processed.`);
    let reply: PoolReply;
    try {
      reply = await pool.run(task, { signal: AbortSignal.timeout(taskTimeoutMs) });
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'AbortError' || name === 'TimeoutError')
        throw busy(`The request took longer than ${taskTimeoutMs / 1000} s and was stopped. Nothing was stored.`);
      if (/queue is at limit/i.test((error as Error).message))
        throw busy(`The server is busy: ${maxQueue} requests are waiting for a worker. Nothing was processed.`);
      throw error;
    }
    return unwrap<T>(reply);
  }

  return {
    pool,
    validate: ({ xml, formatHint, asOf, rulesVersion }) =>
      run<ValidationResult>({ kind: 'validate', xml, formatHint, rules: { asOf, rulesVersion } }),
    validatePdf: (pdf, formatHint, rules) => run<ValidationResult>({ kind: 'validate-pdf', pdf, formatHint, rules }),
    produce: (request) => run<ProducedDocument>({ kind: 'produce', request }),
    anonymize: (text, language) => run<AnonymizedText>({ kind: 'anonymize', text, language }),
    render: (what, output, look) => run<RenderedPage>({ kind: 'render', what, output, look }),
    close: () => pool.destroy(),
  };
}
