// A minimal streaming reader for .tar.gz archives (POSIX ustar, with pax and GNU long-name headers, as
// `git archive` and GitHub write them). It keeps only the members asked for, so a large source archive never
// has to fit in memory. A damaged or cut-off archive raises ArtefactInstallError naming the archive.
import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import { createGunzip } from 'node:zlib';
import { ArtefactInstallError } from './errors.js';

const BLOCK = 512;

interface Header {
  name: string;
  size: number;
  type: string;
}

function cString(block: Buffer, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function octal(block: Buffer, start: number, length: number): number {
  const text = cString(block, start, length).trim();
  return text === '' ? 0 : parseInt(text, 8);
}

/** The header checksum: the byte sum of the block with the checksum field read as spaces. */
function checksumMatches(block: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : block[i]!;
  return sum === octal(block, 148, 8);
}

/** pax records are "<length> <key>=<value>\n"; only the path matters here. */
function paxPath(data: Buffer): string | null {
  let offset = 0;
  while (offset < data.length) {
    const space = data.indexOf(0x20, offset);
    if (space === -1) break;
    const length = parseInt(data.subarray(offset, space).toString('ascii'), 10);
    if (!Number.isFinite(length) || length <= 0) break;
    const record = data.subarray(space + 1, offset + length - 1).toString('utf8');
    const eq = record.indexOf('=');
    if (record.slice(0, eq) === 'path') return record.slice(eq + 1);
    offset += length;
  }
  return null;
}

/** Feeds decompressed bytes block by block; collects the wanted regular files. */
class TarParser {
  readonly found = new Map<string, Buffer>();
  finished = false;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private entry: (Header & { remaining: number; padding: number; chunks: Buffer[] | null }) | null = null;
  private nextName: string | null = null;

  constructor(
    private readonly wanted: Set<string>,
    private readonly archiveName: string,
  ) {}

  push(chunk: Buffer): void {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    while (!this.finished && this.step());
  }

  /** Call when the input ends: anything but a clean end-of-archive means the archive was cut off. */
  end(): void {
    if (!this.finished && (this.entry !== null || this.pendingBytes > 0)) {
      throw new ArtefactInstallError(`archive ${this.archiveName} is truncated (it ends inside a member)`, this.archiveName);
    }
  }

  private take(n: number): Buffer {
    const all = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending, this.pendingBytes);
    this.pending = all.length > n ? [all.subarray(n)] : [];
    this.pendingBytes = all.length - n;
    return all.subarray(0, n);
  }

  /** Consumes one header or one piece of member data; false when more input is needed. */
  private step(): boolean {
    if (this.entry) return this.readData();
    if (this.pendingBytes < BLOCK) return false;
    const block = this.take(BLOCK);
    if (block.every((b) => b === 0)) {
      this.finished = true; // the end-of-archive marker
      return false;
    }
    if (!checksumMatches(block)) throw new ArtefactInstallError(`archive ${this.archiveName} is damaged (bad tar header checksum)`, this.archiveName);
    const prefix = cString(block, 345, 155);
    const shortName = cString(block, 0, 100);
    const name = this.nextName ?? (prefix ? `${prefix}/${shortName}` : shortName);
    const type = String.fromCharCode(block[156]!) || '0';
    const size = octal(block, 124, 12);
    if (type !== 'x' && type !== 'L' && type !== 'g') this.nextName = null;
    const keep = type === 'x' || type === 'L' || ((type === '0' || type === '\0') && this.wanted.has(name));
    this.entry = { name, size, type, remaining: size, padding: (BLOCK - (size % BLOCK)) % BLOCK, chunks: keep ? [] : null };
    return true;
  }

  private readData(): boolean {
    const entry = this.entry!;
    if (entry.remaining > 0) {
      if (this.pendingBytes === 0) return false;
      const piece = this.take(Math.min(entry.remaining, this.pendingBytes));
      entry.remaining -= piece.length;
      entry.chunks?.push(Buffer.from(piece));
      return true;
    }
    if (this.pendingBytes < entry.padding) return false;
    this.take(entry.padding);
    this.entry = null;
    if (entry.chunks) {
      const data = Buffer.concat(entry.chunks);
      if (entry.type === 'x') this.nextName = paxPath(data) ?? this.nextName;
      else if (entry.type === 'L') this.nextName = cString(data, 0, data.length);
      else this.found.set(entry.name, data);
    }
    return true;
  }
}

/** The wanted members of a .tar.gz file, by their full member path (top folder included). */
export async function readTarGz(file: string, wanted: Set<string>): Promise<Map<string, Buffer>> {
  const archiveName = basename(file);
  const parser = new TarParser(wanted, archiveName);
  try {
    for await (const chunk of createReadStream(file).pipe(createGunzip())) parser.push(chunk as Buffer);
  } catch (error) {
    if (error instanceof ArtefactInstallError) throw error;
    const reason = (error as NodeJS.ErrnoException).code === 'Z_BUF_ERROR' ? 'is truncated' : `cannot be read (${(error as Error).message})`;
    throw new ArtefactInstallError(`archive ${archiveName} ${reason}`, archiveName);
  }
  parser.end();
  return parser.found;
}
