// Configuration from the environment (one table in the README). Read once at start; passed down as data.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { SHARED_DIR } from './shared-dir.js';

export interface SeedKey {
  key: string;
  name: string;
  scopes: string[];
  daily_limit?: number;
  ai_quota?: number;
  account?: string;
  convert_daily_limit?: number;
  convert_minute_limit?: number;
  validate_daily_limit?: number;
  validate_minute_limit?: number;
}

/** Convert and validate requests a key may make per UTC day and per minute, unless it has its own limits. */
export interface VolumeLimits {
  convert: { day: number; minute: number };
  validate: { day: number; minute: number };
}

export interface Config {
  port: number;
  dataDir: string;
  artefactsDir: string;
  seedKeys: SeedKey[];
  publicUrl: string | null;
  plugins: string[];
  defaultDailyLimit: number;
  defaultAiQuota: number;
  defaultVolumeLimits: VolumeLimits;
  /** Node: worker threads for validation and conversion (EINVOICE_WORKERS; 0 = in the request thread; null = the cores less one), their queue and time limit. */
  workers: number | null;
  workQueue: number;
  workTimeoutMs: number;
  /** Node: after SIGTERM/SIGINT, how long in-flight requests may still run before the process exits. */
  shutdownGraceMs: number;
  /** EINVOICE_ALLOW_UNCHECKED=1: convert stores documents without the rule-set check when the rules are not installed. */
  allowUnchecked: boolean;
  /** EINVOICE_CORS_ORIGINS: browser origins allowed to call the API; empty = CORS off (no CORS headers at all). */
  corsOrigins: string[];
  /** Where keys and documents live: files under dataDir, process memory, or a shared Redis (docs/edge.md). */
  storage: StorageKind;
  /** redis://… for EINVOICE_STORAGE=redis and EINVOICE_LIMITS=redis; null when neither is used. */
  redisUrl: string | null;
  /** Where per-key counters live: in process, in Redis, or in Upstash over REST. */
  limits: LimitsKind;
  /** Upstash REST endpoint and token for EINVOICE_LIMITS=upstash. */
  upstash: { url: string; token: string } | null;
  /** EINVOICE_SCHEMATRON_ENGINE: `native` (default: the rules compiled to JavaScript) or `saxon-js` (the reference). */
  schematronEngine: SchematronEngineKind;
}

export const STORAGE_KINDS = ['fs', 'memory', 'redis'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];
export const LIMITS_KINDS = ['memory', 'redis', 'upstash'] as const;
export const SCHEMATRON_ENGINES = ['native', 'saxon-js'] as const;
export type SchematronEngineKind = (typeof SCHEMATRON_ENGINES)[number];
export type LimitsKind = (typeof LIMITS_KINDS)[number];

type Env = Record<string, string | undefined>;

/** The official artefacts: EINVOICE_ARTEFACTS_DIR, else ../shared/artefacts when present, else <data>/artefacts. */
export function resolveArtefactsDir(env: Env, dataDir: string, cwd = process.cwd()): string {
  if (env.EINVOICE_ARTEFACTS_DIR) return resolve(cwd, env.EINVOICE_ARTEFACTS_DIR);
  const shared = resolve(cwd, SHARED_DIR, 'artefacts');
  return existsSync(shared) ? shared : resolve(dataDir, 'artefacts');
}

export class ConfigError extends Error {}

function parseSeedKeys(raw: string | undefined): SeedKey[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new ConfigError('EINVOICE_API_KEYS is not valid JSON (expected an array of {key, name, scopes})');
  }
  if (!Array.isArray(value)) throw new ConfigError('EINVOICE_API_KEYS must be a JSON array');
  return value.map((entry, i) => {
    const e = entry as Partial<SeedKey>;
    if (typeof e.key !== 'string' || e.key.length < 8) throw new ConfigError(`EINVOICE_API_KEYS[${i}].key must be a string of at least 8 characters`);
    if (!Array.isArray(e.scopes)) throw new ConfigError(`EINVOICE_API_KEYS[${i}].scopes must be an array`);
    const limits: Partial<SeedKey> = {};
    for (const field of ['convert_daily_limit', 'convert_minute_limit', 'validate_daily_limit', 'validate_minute_limit'] as const) {
      const value = e[field];
      if (value === undefined || value === null) continue;
      if (!Number.isInteger(value) || value < 0) throw new ConfigError(`EINVOICE_API_KEYS[${i}].${field} must be a non-negative integer`);
      limits[field] = value;
    }
    return {
      key: e.key,
      name: typeof e.name === 'string' ? e.name : `seed-${i}`,
      scopes: e.scopes.map(String),
      daily_limit: e.daily_limit,
      ai_quota: e.ai_quota,
      account: e.account,
      ...limits,
    };
  });
}

function positiveInt(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new ConfigError(`${name} must be a non-negative integer`);
  return n;
}

function oneOf<T extends string>(raw: string | undefined, allowed: readonly T[], fallback: T, name: string): T {
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) throw new ConfigError(`${name} must be one of ${allowed.join(', ')}`);
  return raw as T;
}

/** Storage and limits backends (docs/edge.md): Redis limits follow Redis storage unless told otherwise. */
function sharedStateConfig(env: Env): Pick<Config, 'storage' | 'redisUrl' | 'limits' | 'upstash'> {
  const storage = oneOf(env.EINVOICE_STORAGE, STORAGE_KINDS, 'fs', 'EINVOICE_STORAGE');
  const limits = oneOf(env.EINVOICE_LIMITS, LIMITS_KINDS, storage === 'redis' ? 'redis' : 'memory', 'EINVOICE_LIMITS');
  const redisUrl = env.EINVOICE_REDIS_URL || null;
  if ((storage === 'redis' || limits === 'redis') && !redisUrl)
    throw new ConfigError('EINVOICE_REDIS_URL is required when EINVOICE_STORAGE or EINVOICE_LIMITS is redis');
  let upstash: Config['upstash'] = null;
  if (limits === 'upstash') {
    if (!env.UPSTASH_REDIS_REST_URL || !env.UPSTASH_REDIS_REST_TOKEN)
      throw new ConfigError('UPSTASH_REDIS_REST_URL and UPSTASH_REDIS_REST_TOKEN are required when EINVOICE_LIMITS is upstash');
    upstash = { url: env.UPSTASH_REDIS_REST_URL, token: env.UPSTASH_REDIS_REST_TOKEN };
  }
  return { storage, redisUrl, limits, upstash };
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const dataDir = resolve(cwd, env.EINVOICE_DATA_DIR ?? '.data');
  const workTimeoutMs = positiveInt(env.EINVOICE_WORK_TIMEOUT_MS, 30_000, 'EINVOICE_WORK_TIMEOUT_MS');
  return {
    ...sharedStateConfig(env),
    port: positiveInt(env.PORT, 8787, 'PORT'),
    dataDir,
    artefactsDir: resolveArtefactsDir(env, dataDir, cwd),
    seedKeys: parseSeedKeys(env.EINVOICE_API_KEYS),
    allowUnchecked: env.EINVOICE_ALLOW_UNCHECKED === '1',
    corsOrigins: (env.EINVOICE_CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    publicUrl: env.EINVOICE_PUBLIC_URL ? env.EINVOICE_PUBLIC_URL.replace(/\/+$/, '') : null,
    plugins: (env.EINVOICE_PLUGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    defaultDailyLimit: positiveInt(env.EINVOICE_DEFAULT_DAILY_LIMIT, 1000, 'EINVOICE_DEFAULT_DAILY_LIMIT'),
    defaultAiQuota: positiveInt(env.EINVOICE_DEFAULT_AI_QUOTA, 100, 'EINVOICE_DEFAULT_AI_QUOTA'),
    defaultVolumeLimits: {
      convert: {
        day: positiveInt(env.EINVOICE_DEFAULT_CONVERT_DAILY_LIMIT, 10_000, 'EINVOICE_DEFAULT_CONVERT_DAILY_LIMIT'),
        minute: positiveInt(env.EINVOICE_DEFAULT_CONVERT_MINUTE_LIMIT, 600, 'EINVOICE_DEFAULT_CONVERT_MINUTE_LIMIT'),
      },
      validate: {
        day: positiveInt(env.EINVOICE_DEFAULT_VALIDATE_DAILY_LIMIT, 20_000, 'EINVOICE_DEFAULT_VALIDATE_DAILY_LIMIT'),
        minute: positiveInt(env.EINVOICE_DEFAULT_VALIDATE_MINUTE_LIMIT, 1_200, 'EINVOICE_DEFAULT_VALIDATE_MINUTE_LIMIT'),
      },
    },
    workers: env.EINVOICE_WORKERS ? positiveInt(env.EINVOICE_WORKERS, 0, 'EINVOICE_WORKERS') : null,
    workQueue: positiveInt(env.EINVOICE_WORK_QUEUE, 0, 'EINVOICE_WORK_QUEUE'),
    workTimeoutMs,
    // By default a request that started before the signal may run as long as the work timeout allows, and a little more.
    shutdownGraceMs: positiveInt(env.EINVOICE_SHUTDOWN_GRACE_MS, workTimeoutMs + 5_000, 'EINVOICE_SHUTDOWN_GRACE_MS'),
    schematronEngine: oneOf(env.EINVOICE_SCHEMATRON_ENGINE, SCHEMATRON_ENGINES, 'native', 'EINVOICE_SCHEMATRON_ENGINE'),
  };
}
