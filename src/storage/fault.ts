// A store that cannot be read or written (disk full, read-only, out of file descriptors, a lost connection)
// answers 503 STORAGE_UNAVAILABLE: retryable, never a 404 that would tell the caller its document is gone and
// never a 500. The underlying error is kept for the log line (its code, e.g. EMFILE), never for the body.
import { ApiError } from '../http/errors.js';

export class StorageFault extends ApiError {
  constructor(
    message: string,
    readonly fault: unknown,
  ) {
    super(503, 'STORAGE_UNAVAILABLE', message, { suggestion: 'Retry in a moment.', headers: { 'Retry-After': '5' } });
  }

  /** What failed, safe to log: an errno code (EMFILE, EACCES, EROFS) or the error's name, never its message. */
  get faultCode(): string {
    const code = (this.fault as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && /^[A-Z0-9_]{2,40}$/.test(code)) return code;
    return this.fault instanceof Error ? this.fault.name : typeof this.fault;
  }
}
