// Test fixtures: upstream-style archives built from ../shared/artefacts, and a local HTTP server that plays
// GitHub or a mirror. Archives follow the upstream layout: top folder `<repo>-<commit>/`, files at their
// MANIFEST.json source paths, plus unrelated members, a pax global header and long (pax) names like GitHub's.
import { chmodSync, cpSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { crc32, deflateRawSync, gzipSync } from 'node:zlib';
import { isArchiveMember, type ArchiveSource, type ArtefactManifest } from '../../src/artefacts/manifest.js';
import { sharedPath } from '../../src/shared-dir.js';

export const REFERENCE_DIR = sharedPath('artefacts');

export interface Member {
  name: string;
  data: Buffer;
}

/** Copies (part of) the read-only reference tree and makes the copy writable, so tests can change and delete it. */
export function writableCopy(from: string, to: string): void {
  cpSync(from, to, { recursive: true });
  const open = (dir: string) => {
    chmodSync(dir, 0o755);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) open(resolve(dir, entry.name));
      else chmodSync(resolve(dir, entry.name), 0o644);
    }
  };
  open(to);
}

/** Changes what goes into an archive: return a different buffer, or null to leave the member out. */
export type MemberEdit = (member: string, data: Buffer) => Buffer | null;

// --- tar ---------------------------------------------------------------------------------------------
function tarHeader(name: string, size: number, type: string, prefix = ''): Buffer {
  const block = Buffer.alloc(512);
  block.write(name, 0, 100, 'utf8');
  block.write(prefix, 345, 155, 'utf8');
  block.write('0000644\0', 100);
  block.write('0000000\0', 108);
  block.write('0000000\0', 116);
  block.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
  block.write('00000000000\0', 136);
  block.write(type, 156);
  block.write('ustar\0', 257);
  block.write('00', 263);
  block.fill(0x20, 148, 156);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

function padded(data: Buffer): Buffer {
  const rest = data.length % 512;
  return rest === 0 ? data : Buffer.concat([data, Buffer.alloc(512 - rest)]);
}

function paxRecord(key: string, value: string): Buffer {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) !== length) length = String(length).length + Buffer.byteLength(body);
  return Buffer.from(`${length}${body}`);
}

/** Like `git archive`: a long path goes into the ustar prefix field when it splits at a slash, else into a pax header. */
function pathFields(path: string): { prefix: string; name: string; pax: boolean } {
  if (Buffer.byteLength(path) <= 100) return { prefix: '', name: path, pax: false };
  for (let cut = path.indexOf('/'); cut !== -1; cut = path.indexOf('/', cut + 1)) {
    if (cut <= 155 && Buffer.byteLength(path.slice(cut + 1)) <= 100) return { prefix: path.slice(0, cut), name: path.slice(cut + 1), pax: false };
  }
  return { prefix: '', name: 'long-name.data', pax: true };
}

export function tarGz(members: Member[], comment: string): Buffer {
  const blocks: Buffer[] = [];
  const global = paxRecord('comment', comment);
  blocks.push(tarHeader('pax_global_header', global.length, 'g'), padded(global));
  const folders = new Set<string>();
  for (const { name: path, data } of members) {
    // Folder entries first, as an archive of a tree has them.
    for (let cut = path.indexOf('/'); cut !== -1; cut = path.indexOf('/', cut + 1)) {
      const folder = path.slice(0, cut + 1);
      if (folders.has(folder) || Buffer.byteLength(folder) > 100) continue;
      folders.add(folder);
      blocks.push(tarHeader(folder, 0, '5'));
    }
    const fields = pathFields(path);
    if (fields.pax) {
      const pax = paxRecord('path', path);
      blocks.push(tarHeader('PaxHeader', pax.length, 'x'), padded(pax));
    }
    blocks.push(tarHeader(fields.name, data.length, '0', fields.prefix), padded(data));
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

// --- zip ---------------------------------------------------------------------------------------------
export function zip(members: Member[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of members) {
    const nameBytes = Buffer.from(name, 'utf8');
    const packed = deflateRawSync(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(members.length, 8);
  end.writeUInt16LE(members.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

// --- archives from the reference copy -------------------------------------------------------------------
const referenceCache = new Map<string, Buffer>();
function referenceFile(path: string): Buffer {
  let data = referenceCache.get(path);
  if (!data) referenceCache.set(path, (data = readFileSync(resolve(REFERENCE_DIR, path))));
  return data;
}

/** The members of one archive in the upstream layout, after `edit`. */
export function upstreamMembers(manifest: ArtefactManifest, archive: ArchiveSource, edit?: MemberEdit): Member[] {
  const members: Member[] = [{ name: `${archive.topFolder}/README.md`, data: Buffer.from(`# ${archive.repository}\n`) }];
  for (const file of manifest.files) {
    if (!isArchiveMember(file) || file.origin.archive !== archive.id) continue;
    const data = edit ? edit(file.origin.member, referenceFile(file.path)) : referenceFile(file.path);
    if (data) members.push({ name: file.origin.member, data });
  }
  members.push({ name: `${archive.topFolder}/docs/unrelated.txt`, data: Buffer.alloc(3000, 'x') });
  return members;
}

/** Every archive of the manifest, by file name, as a server or mirror would hold it. */
export function buildArchives(manifest: ArtefactManifest, edit?: MemberEdit): Map<string, Buffer> {
  const archives = new Map<string, Buffer>();
  for (const archive of manifest.archives) {
    const members = upstreamMembers(manifest, archive, edit);
    archives.set(archive.fileName, archive.format === 'zip' ? zip(members) : tarGz(members, archive.commit));
  }
  return archives;
}

// --- HTTP ------------------------------------------------------------------------------------------------
export type Fault = 'http-500' | 'cut-connection' | 'stall';

export interface ArchiveServer {
  url: string;
  /** What the server answers with, by archive file name; change it between installs. */
  files: Map<string, Buffer>;
  /** Per file name: answer 500, or declare the full length, send half, then cut the connection or stall. */
  faults: Map<string, Fault>;
  requests: string[];
  close(): Promise<void>;
}

export async function startArchiveServer(files: Map<string, Buffer>): Promise<ArchiveServer> {
  const state = { files, faults: new Map<string, Fault>(), requests: [] as string[] };
  const server: Server = createServer((req, res) => {
    const name = decodeURIComponent((req.url ?? '/').slice(1));
    state.requests.push(name);
    const body = state.files.get(name);
    const fault = state.faults.get(name);
    if (fault === 'http-500') return void res.writeHead(500).end('internal error');
    if (!body) return void res.writeHead(404).end('not found');
    res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': String(body.length) });
    if (fault === 'cut-connection' || fault === 'stall') {
      res.write(body.subarray(0, body.length >> 1), () => (fault === 'stall' ? undefined : res.destroy()));
      return;
    }
    res.end(body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get files() {
      return state.files;
    },
    set files(next) {
      state.files = next;
    },
    faults: state.faults,
    requests: state.requests,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  } as ArchiveServer;
}
