// A format plugin's reader: which document roots it reads, which of its profiles a document belongs to, and
// the read itself. Built from the UBL and CII readers for the built-in formats; plugin authors build their
// own the same way (plugins/contracts.ts, FormatReader).
import { READER_VERSION, type FormatReader } from './contracts.js';
import { readCii } from '../core/syntax/cii/read/reader.js';
import { readUbl } from '../core/syntax/ubl/read/reader.js';
import { parseDocument } from '../core/xml/tree.js';
import { NodeKind } from '../core/xml/xdm.js';

export const UBL_ROOTS = [
  { root: 'Invoice', namespace: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2' },
  { root: 'CreditNote', namespace: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2' },
] as const;
export const CII_ROOTS = [{ root: 'CrossIndustryInvoice', namespace: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100' }] as const;

/** Profile of a document by its specification identifier (BT-24); undefined = not this format's document. */
export type { ProfileBySpecification } from '../core/syntax/common/read/read-result.js';
import type { ProfileBySpecification } from '../core/syntax/common/read/read-result.js';

/** A reader for UBL and/or CII documents, with the format's profile mapping for each syntax. */
export function syntaxReader(profiles: { ubl?: ProfileBySpecification; cii?: ProfileBySpecification }): FormatReader {
  const roots = [...(profiles.ubl ? UBL_ROOTS : []), ...(profiles.cii ? CII_ROOTS : [])];
  const isCii = (root: string) => root === 'CrossIndustryInvoice';
  return {
    readerVersion: READER_VERSION,
    roots: roots.map((r) => ({ ...r })),
    profileFor: (root, specificationId) => (isCii(root) ? profiles.cii : profiles.ubl)?.(specificationId),
    read: (xml, context) => {
      const doc = parseDocument(xml);
      const root = doc.children.find((c) => c.kind === NodeKind.Element);
      return root && isCii(root.local) && profiles.cii ? readCii(doc) : readUbl(doc, context?.countries);
    },
  };
}
