// Refuses JSON bodies nested deeper than any request of this API needs, before they are parsed: a body of
// 10 000 nested arrays parses, but every recursive step after it (validation, logging, serializers) pays
// for the depth. The scan is one pass over the text, counting brackets outside strings.
import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors.js';

/** Valid requests nest 5 levels (an allowance of an invoice line); 64 leaves room and stops abuse. */
export const MAX_JSON_DEPTH = 64;

/** True when `text` opens more than `limit` arrays/objects inside one another. */
export function exceedsJsonDepth(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c /* \ */) i++;
      else if (ch === 0x22 /* " */) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x7b /* { */ || ch === 0x5b /* [ */) {
      if (++depth > limit) return true;
    } else if (ch === 0x7d /* } */ || ch === 0x5d /* ] */) depth--;
  }
  return false;
}

export function jsonDepthLimit(limit = MAX_JSON_DEPTH): MiddlewareHandler {
  return async (c, next) => {
    const isJson = /^application\/(.+\+)?json\b/i.test(c.req.header('content-type') ?? '');
    // The text is cached by Hono: the route's JSON validator parses the same read.
    if (isJson && c.req.method !== 'GET' && c.req.method !== 'HEAD' && exceedsJsonDepth(await c.req.text(), limit)) {
      throw new ApiError(400, 'INVALID_JSON', `The request body nests arrays or objects deeper than ${limit} levels.`);
    }
    await next();
  };
}
