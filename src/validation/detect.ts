// Format detection: the root element and the specification identifier (UBL CustomizationID, CII guideline
// id) select the rule set; a format_hint restricts the choice to that format.
import type { XmlDocument } from 'libxml2-wasm';
import type { RuleSetDefinition } from '../../plugins/contracts.js';
import { CII_NS, FORMAT_DEFAULTS, UBL_CREDIT_NOTE_NS, UBL_INVOICE_NS } from '../../rules/rule-sets.js';

export interface DocumentIdentity {
  root: string;
  namespace: string;
  syntax: 'ubl' | 'cii' | null;
  specificationId: string | null;
  /** UBL ProfileID or CII business process id: the business process (e.g. a Peppol profile). */
  profileId?: string | null;
}

const CBC_NS = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
const RAM_NS = 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100';

export function identify(doc: XmlDocument): DocumentIdentity {
  const root = doc.root;
  const namespace = root.namespaceUri ?? '';
  const isUbl = (root.name === 'Invoice' && namespace === UBL_INVOICE_NS) || (root.name === 'CreditNote' && namespace === UBL_CREDIT_NOTE_NS);
  const isCii = root.name === 'CrossIndustryInvoice' && namespace === CII_NS;
  const idNode = isUbl
    ? doc.get('/*/cbc:CustomizationID', { cbc: CBC_NS })
    : isCii
      ? doc.get('/rsm:CrossIndustryInvoice/rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID', {
          rsm: CII_NS,
          ram: RAM_NS,
        })
      : null;
  const profileNode = isUbl
    ? doc.get('/*/cbc:ProfileID', { cbc: CBC_NS })
    : isCii
      ? doc.get('/rsm:CrossIndustryInvoice/rsm:ExchangedDocumentContext/ram:BusinessProcessSpecifiedDocumentContextParameter/ram:ID', {
          rsm: CII_NS,
          ram: RAM_NS,
        })
      : null;
  const text = (node: { content: string } | null) => (node ? node.content.trim() : null);
  return { root: root.name, namespace, syntax: isUbl ? 'ubl' : isCii ? 'cii' : null, specificationId: text(idNode), profileId: text(profileNode) };
}

export interface Choice {
  ruleSet: RuleSetDefinition;
  format: string;
}

/**
 * The rule set for a document: the first whose detection rule names its root and specification id (within
 * the hinted format, if any); else the hinted format's default for the syntax; else, without a hint, the
 * EN 16931 core rules of the syntax. Null when the root is no known invoice.
 */
export function chooseRuleSet(identity: DocumentIdentity, ruleSets: RuleSetDefinition[], formatHint?: string): Choice | null {
  for (const ruleSet of ruleSets) {
    for (const rule of ruleSet.detect ?? []) {
      if (formatHint && rule.format !== formatHint) continue;
      if (
        rule.root === identity.root &&
        rule.namespace === identity.namespace &&
        identity.specificationId !== null &&
        rule.specificationIds.includes(identity.specificationId)
      ) {
        return { ruleSet, format: rule.format };
      }
    }
  }
  const byId = (id: string | undefined) => (id ? ruleSets.find((r) => r.id === id) : undefined);
  if (formatHint) {
    const builtin = identity.syntax ? byId(FORMAT_DEFAULTS[formatHint]?.[identity.syntax]) : undefined;
    const ruleSet =
      builtin ?? ruleSets.find((r) => r.format === formatHint && r.xsd.some((x) => x.root === identity.root && x.namespace === identity.namespace));
    return ruleSet ? { ruleSet, format: formatHint } : null;
  }
  const fallback = identity.syntax === 'ubl' ? byId('en16931-ubl') : identity.syntax === 'cii' ? byId('en16931-cii') : undefined;
  if (fallback) return { ruleSet: fallback, format: fallback.format ?? 'unknown' };
  // A plugin's own format, recognised by its root element alone.
  const plugin = ruleSets.find((r) => r.detect?.some((d) => d.root === identity.root && d.namespace === identity.namespace));
  return plugin ? { ruleSet: plugin, format: plugin.format ?? plugin.detect![0]!.format } : null;
}

/** Accepted format_hint codes: the built-in formats plus those of plugin rule sets. */
export function formatCodes(ruleSets: RuleSetDefinition[]): string[] {
  const codes = new Set(Object.keys(FORMAT_DEFAULTS));
  for (const r of ruleSets) {
    if (r.format) codes.add(r.format);
    for (const d of r.detect ?? []) codes.add(d.format);
  }
  return [...codes];
}
