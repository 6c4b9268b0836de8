// Downloads one archive into the cache with progress lines. The file appears under its final name only when
// every byte arrived, so an interrupted download never poses as a cached archive.
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ArtefactInstallError } from './errors.js';

export type Log = (line: string) => void;

const PROGRESS_EVERY_MS = 2000;
/** A server that stops sending for this long is given up on (the whole download may take much longer). */
export const DOWNLOAD_IDLE_TIMEOUT_MS = 60_000;

function megabytes(bytes: number): string {
  return (bytes / 1_048_576).toFixed(1);
}

type IdleWatch = { signal: AbortSignal; touch(): void; stop(): void };

/** An abort signal that fires when touch() has not been called for `ms`. */
function idleWatch(ms: number): IdleWatch {
  const controller = new AbortController();
  const fire = () => controller.abort(new Error(`no data for ${ms / 1000} s`));
  let timer = setTimeout(fire, ms);
  return {
    signal: controller.signal,
    touch() {
      clearTimeout(timer);
      timer = setTimeout(fire, ms);
    },
    stop: () => clearTimeout(timer),
  };
}

export async function downloadArchive(
  url: string,
  target: string,
  log: Log,
  fetchImpl: typeof fetch = fetch,
  idleTimeoutMs = DOWNLOAD_IDLE_TIMEOUT_MS,
): Promise<void> {
  const idle = idleWatch(idleTimeoutMs);
  try {
    await fetchToFile(url, target, log, fetchImpl, idle);
  } finally {
    idle.stop();
  }
}

async function fetchToFile(url: string, target: string, log: Log, fetchImpl: typeof fetch, idle: IdleWatch): Promise<void> {
  const name = basename(target);
  const signal = idle.signal;
  let response: Response;
  try {
    response = await fetchImpl(url, { redirect: 'follow', signal });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const reason = signal.aborted ? (signal.reason as Error).message : (cause?.code ?? cause?.message ?? (error as Error).message);
    throw new ArtefactInstallError(`download of ${name} failed: cannot reach ${url} (${reason})`, name);
  }
  idle.touch();
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new ArtefactInstallError(`download of ${name} failed: HTTP ${response.status} from ${url}`, name);
  }

  const declared = Number(response.headers.get('content-length') ?? NaN);
  const total = Number.isFinite(declared) ? declared : null;
  let received = 0;
  let lastReport = Date.now();
  const report = () => log(`  ${name}: ${megabytes(received)}${total === null ? '' : ` of ${megabytes(total)}`} MB`);
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      idle.touch();
      if (Date.now() - lastReport >= PROGRESS_EVERY_MS) {
        lastReport = Date.now();
        report();
      }
      done(null, chunk);
    },
  });

  try {
    await mkdir(dirname(target), { recursive: true });
  } catch (error) {
    throw new ArtefactInstallError(
      `cannot write the archive cache ${dirname(target)}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
      name,
    );
  }
  const partial = `${target}.partial-${process.pid}`;
  try {
    await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), counter, createWriteStream(partial));
    if (total !== null && received !== total) {
      throw new ArtefactInstallError(`download of ${name} is truncated: ${received} of ${total} bytes arrived`, name);
    }
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    if (error instanceof ArtefactInstallError) throw error;
    const reason = signal.aborted ? (signal.reason as Error).message : (error as Error).message;
    throw new ArtefactInstallError(`download of ${name} is truncated: the transfer ended after ${received} bytes (${reason})`, name);
  }
  report();
}
