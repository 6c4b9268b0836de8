// SVRL findings → the API's ValidationRule: severity from the flag (or a scenario's re-levelling),
// a readable XPath location, the business term the message names, and a fix hint where one exists.
import type { Severity, ValidationRule } from '../schemas/validation.js';
import type { SvrlFinding } from '../../schematron/index.js';
import { suggestionFor } from './suggestions.js';
import { CODE_LIST_RULE_TERMS } from './code-list-terms.js';

export interface MappingOptions {
  /** Factur-X: firing "marked as not used in the given context" reports are warnings. */
  notUsedReportsAreWarnings?: boolean;
  /** Scenario re-levellings (XRechnung customLevel), by rule id. */
  customLevels?: ReadonlyMap<string, Severity>;
}

/** rule_id of Factur-X reports about elements the profile does not use (they carry no id). */
export const NOT_USED_RULE_ID = 'FX-NOT-USED';

const NOT_USED = /marked as not used in the given context/i;

export function toValidationRule(finding: SvrlFinding, options: MappingOptions = {}): ValidationRule {
  const notUsed = finding.kind === 'report' && NOT_USED.test(finding.text);
  const ruleId = finding.id ?? (notUsed ? NOT_USED_RULE_ID : 'SCHEMATRON');
  const severity =
    options.customLevels?.get(ruleId) ?? (notUsed && options.notUsedReportsAreWarnings ? 'warning' : severityOfFlag(finding.flag ?? finding.role));
  return {
    rule_id: ruleId,
    severity,
    message: finding.text,
    location: finding.location ? readablePath(finding.location) : null,
    business_term: businessTerm(finding.text) ?? CODE_LIST_RULE_TERMS[ruleId] ?? null,
    suggestion: suggestionFor(ruleId),
  };
}

/** fatal/error → error, warning → warning, information → info; no flag → error (reports and asserts alike). */
export function severityOfFlag(flag: string | null): Severity {
  switch ((flag ?? '').toLowerCase()) {
    case 'warning':
    case 'warn':
      return 'warning';
    case 'information':
    case 'info':
      return 'info';
    default:
      return 'error';
  }
}

/** The first EN 16931 business term or group the message names (BT-112, BG-23). */
export function businessTerm(message: string): string | null {
  return /\b(B[TG]-\d+)\b/.exec(message)?.[1] ?? null;
}

const PREFIXES: Record<string, string> = {
  'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2': 'ubl',
  'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2': 'cn',
  'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2': 'cac',
  'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2': 'cbc',
  'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2': 'ext',
  'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100': 'rsm',
  'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100': 'ram',
  'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100': 'udt',
  'urn:un:unece:uncefact:data:standard:QualifiedDataType:100': 'qdt',
};

/** `/Q{urn:…:Invoice-2}Invoice[1]/Q{…}AccountingSupplierParty[1]` → `/ubl:Invoice[1]/cac:AccountingSupplierParty[1]`. */
export function readablePath(path: string): string {
  return path.replace(/Q\{([^}]*)\}/g, (_, uri: string) => {
    if (uri === '') return '';
    const prefix = PREFIXES[uri];
    return prefix ? `${prefix}:` : `Q{${uri}}`;
  });
}
