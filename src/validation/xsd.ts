// XSD validation with libxml2-wasm. Schemas are parsed once per entry point and reused.
// libxml2 reads imported schema files only through input providers; ours serves the files this module
// loaded itself from the artefacts directory and refuses every other URI (no file system, no network).
// Both providers are registered at module scope: edge runtimes forbid creating wasm callbacks later.
import { XmlDocument, XsdValidator, XmlValidateError, xmlRegisterInputProvider, ParseOption, type XmlInputProvider } from 'libxml2-wasm';
import { dirname, resolve } from 'node:path';
import type { ValidationRule } from '../schemas/validation.js';

/** Serves in-memory schema files by absolute path (plain or file:// URL). */
class SchemaFileProvider implements XmlInputProvider {
  private readonly files = new Map<string, Uint8Array>();
  private readonly open_ = new Map<number, { data: Uint8Array; offset: number }>();
  private nextFd = 1;

  add(path: string, data: Uint8Array): void {
    this.files.set(normalize(path), data);
  }

  get(path: string): Uint8Array {
    const data = this.files.get(normalize(path));
    if (!data) throw new Error(`schema file not loaded: ${path}`);
    return data;
  }

  has(path: string): boolean {
    return this.files.has(normalize(path));
  }

  match = (filename: string): boolean => this.files.has(normalize(filename));

  open = (filename: string): number | undefined => {
    const data = this.files.get(normalize(filename));
    if (!data) return undefined;
    const fd = this.nextFd++;
    this.open_.set(fd, { data, offset: 0 });
    return fd;
  };

  read = (fd: number, buf: Uint8Array): number => {
    const file = this.open_.get(fd);
    if (!file) return -1;
    const chunk = file.data.subarray(file.offset, file.offset + buf.byteLength);
    buf.set(chunk);
    file.offset += chunk.byteLength;
    return chunk.byteLength;
  };

  close = (fd: number): boolean => this.open_.delete(fd);
}

/** Matches every URI the schema provider does not serve, and fails to open it. */
const refuseEverythingElse: XmlInputProvider = {
  match: () => true,
  open: () => undefined,
  read: () => -1,
  close: () => true,
};

const schemaFiles = new SchemaFileProvider();
// libxml2 asks the most recently registered provider first: the refusal must come first.
xmlRegisterInputProvider(refuseEverythingElse);
xmlRegisterInputProvider(schemaFiles);

function normalize(filename: string): string {
  const path = filename.startsWith('file://') ? decodeURIComponent(filename.replace(/^file:\/\/(localhost)?/, '')) : filename;
  return resolve(path);
}

/** Reads a file's bytes (Node: fs; other runtimes can pass their own). */
export type ReadBytes = (path: string) => Uint8Array;

/**
 * Loads an XSD and, transitively, everything it imports or includes into the provider, then compiles it.
 * The schema-location graph is followed here (not by libxml2) so every file is known before parsing.
 */
export function loadXsd(entryPath: string, readBytes: ReadBytes): XsdValidator {
  const pending = [resolve(entryPath)];
  while (pending.length) {
    const path = pending.pop()!;
    if (schemaFiles.has(path)) continue;
    const data = readBytes(path);
    schemaFiles.add(path, data);
    const text = new TextDecoder().decode(data);
    for (const m of text.matchAll(/<(?:xsd?:)?(?:import|include|redefine)\b[^>]*?schemaLocation\s*=\s*["']([^"']+)["']/g)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(m[1]!)) throw new Error(`${path}: remote schemaLocation ${m[1]} is not allowed`);
      pending.push(resolve(dirname(path), m[1]!));
    }
  }
  const doc = XmlDocument.fromBuffer(schemaFiles.get(entryPath), { url: resolve(entryPath), option: ParseOption.XML_PARSE_NONET });
  try {
    return XsdValidator.fromDoc(doc);
  } finally {
    doc.dispose();
  }
}

/** Validates a parsed document; one `XSD` rule per schema error. */
export function runXsd(validator: XsdValidator, doc: XmlDocument): ValidationRule[] {
  try {
    validator.validate(doc);
    return [];
  } catch (error) {
    if (!(error instanceof XmlValidateError)) throw error;
    return error.details.map((d) => ({
      rule_id: 'XSD',
      severity: 'error' as const,
      message: d.message.trim(),
      location: d.col ? `line ${d.line}, column ${d.col}` : `line ${d.line}`,
      suggestion:
        'Make the element order, names and values follow the XML schema of the format; the message names the element the schema did not expect.',
    }));
  }
}
