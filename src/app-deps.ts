// What createApp needs, injected: the same app runs with fs/memory stores on Node, KV/R2 on Workers,
// Redis anywhere. Tests build it with the parts they need.
import type { KeyStore } from './storage/keys.js';
import type { DocumentStore } from './storage/documents.js';
import type { Limiter } from './limits/limiter.js';
import type { Logger } from './http/logger.js';
import type { FormatRegistry } from './registry/formats.js';
import type { CountryRegistry } from './registry/countries.js';
import type { ParseDeps } from './intelligent/parse/pipeline.js';
import type { ValidationEngine } from './validation/engine.js';
import type { VolumeLimits } from './config.js';
import type { Executor } from './executor.js';

export interface AppDeps {
  keys: KeyStore;
  documents: DocumentStore;
  limiter: Limiter;
  clock: () => Date;
  logger: Logger;
  formats: FormatRegistry;
  countries: CountryRegistry;
  /** Base of download_url; null = taken from the request. */
  publicUrl: string | null;
  /** Defaults for keys that carry no limits of their own. */
  defaultDailyLimit: number;
  defaultAiQuota: number;
  /** Convert and validate volume per key (per UTC day and per minute); absent = unlimited. */
  defaultVolumeLimits?: VolumeLimits;
  /** Convert without the rule-set check when the rules are not installed (operator opt-in; the result says so). */
  allowUnchecked?: boolean;
  /** Browser origins allowed by CORS; absent or empty = CORS off. */
  corsOrigins?: string[];
  /** Extra facts for GET /health (installed rule sets, storage kind, …). */
  healthChecks?: Array<() => Promise<Record<string, unknown>>>;
  /** Parse (anonymizer, extraction provider, pre-check); absent = built from the environment on first use. */
  parse?: ParseDeps;
  /** XSD + Schematron validation (validate, and convert's check before storing); absent = validate answers 503. */
  validation?: ValidationEngine;
  /** Runs validation and conversion off the request thread (the Node worker pool); absent = in the request's thread. */
  executor?: Executor;
  /** Releases connections (Redis) at shutdown; absent when there are none. */
  close?: () => Promise<void>;
}
