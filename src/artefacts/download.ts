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

function megabytes(bytes: number): string {
  return (bytes / 1_048_576).toFixed(1);
}

export async function downloadArchive(url: string, target: string, log: Log, fetchImpl: typeof fetch = fetch): Promise<void> {
  const name = basename(target);
  let response: Response;
  try {
    response = await fetchImpl(url, { redirect: 'follow' });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new ArtefactInstallError(`download of ${name} failed: cannot reach ${url} (${cause?.code ?? cause?.message ?? (error as Error).message})`, name);
  }
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
    throw new ArtefactInstallError(`cannot write the archive cache ${dirname(target)}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`, name);
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
    throw new ArtefactInstallError(`download of ${name} is truncated: the transfer ended after ${received} bytes (${(error as Error).message})`, name);
  }
  report();
}
