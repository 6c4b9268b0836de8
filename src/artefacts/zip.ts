// A minimal .zip reader (stored and deflated members, no ZIP64, no encryption): enough for release zips of
// XSD and Schematron files. It reads the central directory and inflates only the members asked for.
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { crc32, inflateRawSync } from 'node:zlib';
import { ArtefactInstallError } from './errors.js';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/** The end-of-central-directory record sits in the last 22 bytes plus an optional comment of up to 64 KiB. */
function findEndRecord(zip: Buffer): number {
  const earliest = Math.max(0, zip.length - 22 - 0xffff);
  for (let at = zip.length - 22; at >= earliest; at--) if (zip.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) return at;
  return -1;
}

/** The wanted members of a .zip file, by their full member path. */
export async function readZip(file: string, wanted: Set<string>): Promise<Map<string, Buffer>> {
  const archiveName = basename(file);
  const damaged = (why: string) => new ArtefactInstallError(`archive ${archiveName} is ${why}`, archiveName);
  const zip = await readFile(file);
  const end = zip.length >= 22 ? findEndRecord(zip) : -1;
  if (end === -1) throw damaged('truncated (no zip end record)');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const found = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL_ENTRY) throw damaged('damaged (bad central directory)');
    const method = zip.readUInt16LE(at + 10);
    const expectedCrc = zip.readUInt32LE(at + 16);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localOffset = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    at += 46 + nameLength + extraLength + commentLength;
    if (!wanted.has(name)) continue;

    if (zip.readUInt32LE(localOffset) !== LOCAL_HEADER) throw damaged(`damaged (bad local header of ${name})`);
    const dataStart = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const raw = zip.subarray(dataStart, dataStart + compressedSize);
    if (raw.length !== compressedSize) throw damaged('truncated');
    let data: Buffer;
    if (method === 0) data = Buffer.from(raw);
    else if (method === 8) {
      try {
        data = inflateRawSync(raw);
      } catch {
        throw damaged(`damaged (cannot inflate ${name})`);
      }
    } else throw damaged(`using compression method ${method} for ${name}, which this reader does not support`);
    if (crc32(data) !== expectedCrc) throw damaged(`damaged (CRC mismatch in ${name})`);
    found.set(name, data);
  }
  return found;
}
