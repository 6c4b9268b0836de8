// A format plugin's reader: which document roots it reads, which of its profiles a document belongs to, and
// the read itself. Built from the UBL and CII readers for the built-in formats; plugin authors build their
// own the same way (plugins/contracts.ts, FormatReader).
import { READER_VERSION, type FormatReader } from '../../../../plugins/contracts.js';
import { readCii } from '../../cii/read/reader.js';
import { readUbl } from '../../ubl/read/reader.js';
import { parseDocument } from '../../../../src/validation/native/tree.js';
import { NodeKind } from '../../../../src/validation/native/xdm.js';

export const UBL_ROOTS = [
  { root: 'Invoice', namespace: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2' },
  { root: 'CreditNote', namespace: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2' },
] as const;
export const CII_ROOTS = [{ root: 'CrossIndustryInvoice', namespace: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100' }] as const;

/** Profile of a document by its specification identifier (BT-24); undefined = not this format's document. */
export type ProfileBySpecification = (specificationId: string | null) => string | undefined;

/** A reader for UBL and/or CII documents, with the format's profile mapping for each syntax. */
export function syntaxReader(profiles: { ubl?: ProfileBySpecification; cii?: ProfileBySpecification }): FormatReader {
  const roots = [...(profiles.ubl ? UBL_ROOTS : []), ...(profiles.cii ? CII_ROOTS : [])];
  const isCii = (root: string) => root === 'CrossIndustryInvoice';
  return {
    readerVersion: READER_VERSION,
    roots: roots.map((r) => ({ ...r })),
    profileFor: (root, specificationId) => (isCii(root) ? profiles.cii : profiles.ubl)?.(specificationId),
    read: (xml) => {
      const doc = parseDocument(xml);
      const root = doc.children.find((c) => c.kind === NodeKind.Element);
      return root && isCii(root.local) && profiles.cii ? readCii(doc) : readUbl(doc);
    },
  };
}
