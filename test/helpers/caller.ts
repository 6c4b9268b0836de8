// The test keys and the HTTP caller shared by a server started here (server.ts) and one running elsewhere
// (remote-target.ts), so neither has to import the other.
import type { AppDeps } from '../../src/app.js';
import type { SeedKey } from '../../src/config.js';

/** One seeded key per scope, one with all scopes, one with none. */
export const TEST_KEYS = {
  convert: 'eik_test_convert_000000000000000000000000000000',
  parse: 'eik_test_parse_00000000000000000000000000000000',
  validate: 'eik_test_validate_0000000000000000000000000000',
  all: 'eik_test_all_000000000000000000000000000000000000',
  none: 'eik_test_none_00000000000000000000000000000000000',
} as const;

export type TestKeyName = keyof typeof TEST_KEYS;

export const TEST_SEED_KEYS: SeedKey[] = [
  { key: TEST_KEYS.convert, name: 'convert', scopes: ['einvoice:convert'] },
  { key: TEST_KEYS.parse, name: 'parse', scopes: ['einvoice:parse'] },
  { key: TEST_KEYS.validate, name: 'validate', scopes: ['einvoice:validate'] },
  { key: TEST_KEYS.all, name: 'all', scopes: ['einvoice:convert', 'einvoice:parse', 'einvoice:validate'] },
  { key: TEST_KEYS.none, name: 'none', scopes: [] },
];

export interface CallOptions {
  /** A name of TEST_KEYS or a literal key. */
  key?: TestKeyName | (string & {});
  body?: unknown;
  /** Sent as is, without JSON encoding. */
  rawBody?: string | Uint8Array;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  /** Parsed JSON when the response is JSON, else the text. */
  body: any;
  bytes: Uint8Array;
}

export interface TestServer {
  url: string;
  deps: AppDeps;
  call(method: string, path: string, options?: CallOptions): Promise<CallResult>;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Replaces parts of the default (memory) deps. */
  deps?: Partial<AppDeps>;
  seedKeys?: SeedKey[];
  env?: Record<string, string>;
  /** Where keys and documents live; default memory, or what EINVOICE_STORAGE says under EINVOICE_TEST_TARGET=node-redis (test/edge). */
  storage?: 'memory' | 'redis';
}

/** HTTP calls against `url`, with the test keys by name; `extraHeaders` go on every request (remote targets). */
export function createCaller(url: string, extraHeaders: () => Record<string, string> = () => ({})): TestServer['call'] {
  return async function call(method: string, path: string, opts: CallOptions = {}): Promise<CallResult> {
    const headers: Record<string, string> = { ...extraHeaders(), ...opts.headers };
    if (opts.key) headers['X-API-Key'] = (TEST_KEYS as Record<string, string>)[opts.key] ?? opts.key;
    let body: BodyInit | undefined;
    if (opts.rawBody !== undefined) body = opts.rawBody as BodyInit;
    else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['Content-Type'] ??= 'application/json';
    }
    const res = await fetch(url + path, { method, headers, body });
    const bytes = new Uint8Array(await res.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    const isJson = (res.headers.get('content-type') ?? '').includes('json');
    return { status: res.status, headers: res.headers, body: isJson ? JSON.parse(text) : text, bytes };
  };
}
