// The remote side of startServer: the same tests against a server already running elsewhere (Deno, workerd,
// another Node), started with EINVOICE_TEST_HOOKS=1 and the test keys (scripts/edge/test-target.ts does both).
// `deps` reaches the server's key and document stores through its /__test routes; an injected clock travels
// with every request as X-Test-Now. What cannot cross the wire (another registry, logger, …) fails loudly.
import type { AppDeps } from '../../src/app-deps.js';
import type { DocumentStore } from '../../src/storage/documents.js';
import type { KeyStore } from '../../src/storage/keys.js';
import type { Limiter } from '../../src/limits/limiter.js';
import { createCaller, TEST_SEED_KEYS, type StartOptions, type TestServer } from './caller.js';

const CROSSES_THE_WIRE = new Set(['clock']);

function toBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64');
}

export async function connectRemoteServer(baseUrl: string, options: StartOptions): Promise<TestServer> {
  const url = baseUrl.replace(/\/+$/, '');
  const refused = Object.keys(options.deps ?? {}).filter((name) => !CROSSES_THE_WIRE.has(name));
  if (refused.length > 0)
    throw new Error(`cannot inject ${refused.join(', ')} into the remote target ${url}; this test runs on the embedded Node target only`);
  if (options.seedKeys && options.seedKeys !== TEST_SEED_KEYS) throw new Error(`the remote target ${url} has the standard test keys only`);
  if (options.env || options.storage) throw new Error(`the remote target ${url} is configured when it is started, not per test`);

  const clock = options.deps?.clock ?? (() => new Date());
  const call = createCaller(url, (): Record<string, string> => (options.deps?.clock ? { 'X-Test-Now': clock().toISOString() } : {}));

  async function hook<T>(path: string, body: unknown): Promise<T> {
    const res = await fetch(`${url}/__test${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`test hook ${path} answered ${res.status}: ${await res.text()} (is EINVOICE_TEST_HOOKS=1 set on the target?)`);
    return (await res.json()) as T;
  }

  const keys: KeyStore = {
    find: async (key) => (await hook<{ record: Awaited<ReturnType<KeyStore['find']>> }>('/keys/find', { key })).record,
    create: (opts, now) => hook('/keys/create', { options: opts, now: now.toISOString() }),
    list: () => Promise.reject(new Error('keys.list is not reachable on a remote target')),
    revoke: () => Promise.reject(new Error('keys.revoke is not reachable on a remote target')),
  };
  const documents: DocumentStore = {
    put: async (body, meta, now) =>
      (await hook<{ meta: Awaited<ReturnType<DocumentStore['put']>> }>('/documents/put', { body: toBase64(body), meta, now: now.toISOString() }))
        .meta,
    get: async (id, now) => {
      const { document } = await hook<{ document: { meta: any; body: string } | null }>('/documents/get', { id, now: now.toISOString() });
      return document && { meta: document.meta, body: new Uint8Array(Buffer.from(document.body, 'base64')) };
    },
    sweep: () => Promise.reject(new Error('documents.sweep is not reachable on a remote target')),
  };
  const limiter: Limiter = {
    consume: async (keyId, bucket, limit, now) => {
      const { decision } = await hook<{ decision: any }>('/limits/consume', { keyId, bucket, limit, now: now.toISOString() });
      return { ...decision, reset: new Date(decision.reset) };
    },
    peek: () => Promise.reject(new Error('limiter.peek is not reachable on a remote target')),
  };

  const reachable: Partial<AppDeps> = { keys, documents, limiter, clock };
  // Anything else a test reads from deps was not sent over: say so instead of handing back undefined.
  const deps = new Proxy(reachable, {
    get(target, name) {
      if (typeof name === 'symbol' || name === 'then' || name in target) return target[name as keyof AppDeps];
      throw new Error(`deps.${name} is not reachable on the remote target ${url}`);
    },
  }) as AppDeps;

  return { url, deps, call, close: async () => undefined };
}
