// Test helpers for produced UBL: XSD validation against the official UBL 2.1 schemas (read from the
// artefacts directory at run time) and XPath evaluation, both with libxml2-wasm.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XmlDocument, XsdValidator, XmlValidateError } from 'libxml2-wasm';
import { xmlRegisterFsInputProviders } from 'libxml2-wasm/lib/nodejs.mjs';
import { loadConfig } from '../../../src/config.js';
import { UBL_NAMESPACES } from '../../../core/syntax/ubl/index.js';

xmlRegisterFsInputProviders();

const validators = new Map<string, XsdValidator>();

function validatorFor(root: 'Invoice' | 'CreditNote'): XsdValidator {
  let validator = validators.get(root);
  if (!validator) {
    const path = join(loadConfig().artefactsDir, 'ubl-2.1', 'xsdrt', 'maindoc', `UBL-${root}-2.1.xsd`);
    const schemaDoc = XmlDocument.fromBuffer(readFileSync(path), { url: path });
    validator = XsdValidator.fromDoc(schemaDoc);
    validators.set(root, validator);
  }
  return validator;
}

/** XSD error messages (empty when valid). */
export function ublSchemaErrors(xml: string): string[] {
  const doc = XmlDocument.fromString(xml);
  try {
    const root = doc.root.name === 'CreditNote' ? 'CreditNote' : 'Invoice';
    validatorFor(root).validate(doc);
    return [];
  } catch (err) {
    if (err instanceof XmlValidateError) return err.details.map((d) => `${d.line}: ${d.message.trim()}`);
    throw err;
  } finally {
    doc.dispose();
  }
}

/** A parsed document with namespace-aware XPath helpers; dispose() when done. */
export function parseUbl(xml: string) {
  const doc = XmlDocument.fromString(xml);
  const ns = { cac: UBL_NAMESPACES.cac, cbc: UBL_NAMESPACES.cbc, ubl: UBL_NAMESPACES.ubl, cn: UBL_NAMESPACES.cn };
  return {
    root: doc.root.name,
    /** String values of every node the XPath selects. */
    values(xpath: string): string[] {
      return doc.find(xpath, ns).map((n) => n.content);
    },
    value(xpath: string): string | undefined {
      return doc.get(xpath, ns)?.content;
    },
    count(xpath: string): number {
      return doc.find(xpath, ns).length;
    },
    dispose: () => doc.dispose(),
  };
}
