// Configuration from the environment (one table in the README). Read once at start; passed down as data.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

export interface SeedKey {
  key: string;
  name: string;
  scopes: string[];
  daily_limit?: number;
  ai_quota?: number;
  account?: string;
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
}

type Env = Record<string, string | undefined>;

/** The official artefacts: EINVOICE_ARTEFACTS_DIR, else ../shared/artefacts when present, else <data>/artefacts. */
export function resolveArtefactsDir(env: Env, dataDir: string, cwd = process.cwd()): string {
  if (env.EINVOICE_ARTEFACTS_DIR) return resolve(cwd, env.EINVOICE_ARTEFACTS_DIR);
  const shared = resolve(cwd, '../shared/artefacts');
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
    return { key: e.key, name: typeof e.name === 'string' ? e.name : `seed-${i}`, scopes: e.scopes.map(String), daily_limit: e.daily_limit, ai_quota: e.ai_quota, account: e.account };
  });
}

function positiveInt(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new ConfigError(`${name} must be a non-negative integer`);
  return n;
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const dataDir = resolve(cwd, env.EINVOICE_DATA_DIR ?? '.data');
  return {
    port: positiveInt(env.PORT, 8787, 'PORT'),
    dataDir,
    artefactsDir: resolveArtefactsDir(env, dataDir, cwd),
    seedKeys: parseSeedKeys(env.EINVOICE_API_KEYS),
    publicUrl: env.EINVOICE_PUBLIC_URL ? env.EINVOICE_PUBLIC_URL.replace(/\/+$/, '') : null,
    plugins: (env.EINVOICE_PLUGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    defaultDailyLimit: positiveInt(env.EINVOICE_DEFAULT_DAILY_LIMIT, 1000, 'EINVOICE_DEFAULT_DAILY_LIMIT'),
    defaultAiQuota: positiveInt(env.EINVOICE_DEFAULT_AI_QUOTA, 100, 'EINVOICE_DEFAULT_AI_QUOTA'),
  };
}
