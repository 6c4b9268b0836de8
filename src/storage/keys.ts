// API keys: `eik_` + 40 base62 characters, shown once; only the SHA-256 is stored, with name,
// scopes, account, expiry, revocation and the key's own limits.
import type { Storage } from 'unstorage';
import type { SeedKey } from '../config.js';
import { StorageFault } from './fault.js';

export const SCOPES = ['einvoice:convert', 'einvoice:parse', 'einvoice:validate'] as const;
export type Scope = (typeof SCOPES)[number];

export interface ApiKeyRecord {
  /** Public id of the key, safe to show and log. */
  id: string;
  name: string;
  /** Hex SHA-256 of the key. */
  hash: string;
  scopes: string[];
  account: string;
  created_at: string;
  expires_at: string | null;
  revoked: boolean;
  daily_limit: number | null;
  ai_quota: number | null;
  /** Convert and validate requests per UTC day and per minute; null = the server's default. */
  convert_daily_limit?: number | null;
  convert_minute_limit?: number | null;
  validate_daily_limit?: number | null;
  validate_minute_limit?: number | null;
}

/** The per-key volume limits of convert and validate, as record fields. */
export const VOLUME_LIMIT_FIELDS = ['convert_daily_limit', 'convert_minute_limit', 'validate_daily_limit', 'validate_minute_limit'] as const;
export type VolumeLimitField = (typeof VOLUME_LIMIT_FIELDS)[number];

export interface NewKeyOptions extends Partial<Record<VolumeLimitField, number | null>> {
  name: string;
  scopes: string[];
  account?: string;
  expires_at?: string | null;
  daily_limit?: number | null;
  ai_quota?: number | null;
}

export interface KeyStore {
  create(options: NewKeyOptions, now: Date): Promise<{ key: string; record: ApiKeyRecord }>;
  /** The record whose hash matches the presented key, or null. Revocation and expiry are the caller's to judge. */
  find(presentedKey: string): Promise<ApiKeyRecord | null>;
  list(): Promise<ApiKeyRecord[]>;
  /** Revokes by id; false when no such key. */
  revoke(id: string): Promise<boolean>;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** 40 base62 characters from a CSPRNG, by rejection sampling so every character is equally likely. */
export function generateKey(): string {
  let out = '';
  while (out.length < 40) {
    const bytes = crypto.getRandomValues(new Uint8Array(64));
    for (const b of bytes) {
      if (b < 248 && out.length < 40) out += BASE62[b % 62];
    }
  }
  return `eik_${out}`;
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Compares two equal-length strings in time independent of where they differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export function keyIsUsable(record: ApiKeyRecord, now: Date): boolean {
  if (record.revoked) return false;
  return record.expires_at === null || Date.parse(record.expires_at) > now.getTime();
}

function recordFor(hash: string, options: NewKeyOptions, now: Date): ApiKeyRecord {
  const id = `key_${hash.slice(0, 16)}`;
  return {
    id,
    name: options.name,
    hash,
    scopes: [...options.scopes],
    account: options.account ?? `acct_${hash.slice(16, 32)}`,
    created_at: now.toISOString(),
    expires_at: options.expires_at ?? null,
    revoked: false,
    daily_limit: options.daily_limit ?? null,
    ai_quota: options.ai_quota ?? null,
    ...Object.fromEntries(VOLUME_LIMIT_FIELDS.map((field) => [field, options[field] ?? null])),
  };
}

/**
 * Keys on an unstorage backend (fs on the embedded default, KV or Redis elsewhere), plus keys seeded from
 * EINVOICE_API_KEYS, which live in memory only and are hashed at start.
 */
export async function createKeyStore(storage: Storage, seeds: SeedKey[] = [], now = new Date()): Promise<KeyStore> {
  const seeded = new Map<string, ApiKeyRecord>();
  for (const seed of seeds) {
    const hash = await sha256Hex(seed.key);
    seeded.set(hash, recordFor(hash, { ...seed, name: seed.name, scopes: seed.scopes }, now));
  }
  const itemKey = (hash: string) => `key:${hash}`;

  return {
    async create(options, when) {
      const key = generateKey();
      const hash = await sha256Hex(key);
      const record = recordFor(hash, options, when);
      await storage.setItem(itemKey(hash), record);
      return { key, record };
    },
    async find(presentedKey) {
      const hash = await sha256Hex(presentedKey);
      let record = seeded.get(hash) ?? null;
      if (!record) {
        try {
          record = (await storage.getItem(itemKey(hash))) as ApiKeyRecord | null;
        } catch (error) {
          throw new StorageFault('The key store is unavailable; the API key could not be checked.', error);
        }
      }
      return record && typeof record === 'object' && typeof record.hash === 'string' && constantTimeEqual(record.hash, hash) ? record : null;
    },
    async list() {
      const stored = await Promise.all((await storage.getKeys('key')).map((k) => storage.getItem(k) as Promise<ApiKeyRecord | null>));
      return [...seeded.values(), ...stored.filter((r): r is ApiKeyRecord => r !== null)];
    },
    async revoke(id) {
      for (const k of await storage.getKeys('key')) {
        const record = (await storage.getItem(k)) as ApiKeyRecord | null;
        if (record?.id === id) {
          await storage.setItem(k, { ...record, revoked: true });
          return true;
        }
      }
      for (const record of seeded.values()) {
        if (record.id === id) {
          record.revoked = true;
          return true;
        }
      }
      return false;
    },
  };
}
