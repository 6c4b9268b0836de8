// The per-key counters live in process memory, Redis or Upstash. When that store cannot be reached, a
// limited endpoint fails closed: 503 STORAGE_UNAVAILABLE (retryable), never a 500 and never unlimited use.
import type { Limiter } from '../limits/limiter.js';
import { ApiError } from './errors.js';

const countersDown = () =>
  new ApiError(503, 'STORAGE_UNAVAILABLE', 'The store of the per-key limits is unavailable; the request was not processed.', {
    suggestion: 'Retry in a moment.',
    headers: { 'Retry-After': '5' },
  });

export function failClosed(limiter: Limiter): Limiter {
  const guard =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (error) {
        if (error instanceof ApiError) throw error;
        throw countersDown();
      }
    };
  return { consume: guard(limiter.consume.bind(limiter)), peek: guard(limiter.peek.bind(limiter)) };
}
