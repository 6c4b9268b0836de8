// The success envelope: {data, metadata}. Every route answers through `ok`.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './context.js';
import type { Metadata } from '../schemas/envelope.js';

export interface OkOptions<S extends ContentfulStatusCode> {
  status?: S;
  sources?: Metadata['sources'];
  headers?: Record<string, string>;
}

export function metadataOf(c: Context<AppEnv>, sources?: Metadata['sources']): Metadata {
  const metadata: Metadata = { request_id: c.get('requestId') };
  if (sources) metadata.sources = sources;
  const rateLimit = c.get('rateLimit');
  if (rateLimit) metadata.rate_limit = rateLimit;
  return metadata;
}

/** Status defaults to 200; its literal type flows into the typed response the route declares. */
export function ok<T, S extends ContentfulStatusCode = 200>(c: Context<AppEnv>, data: T, options: OkOptions<S> = {}) {
  for (const [name, value] of Object.entries(options.headers ?? {})) c.header(name, value);
  return c.json({ data, metadata: metadataOf(c, options.sources) }, (options.status ?? 200) as S);
}
