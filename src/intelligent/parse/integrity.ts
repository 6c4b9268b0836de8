// Mapping the model's answer back to the original values, refusing anything that cannot be mapped exactly.
// A placeholder the model altered, invented or broke, or personal data it wrote that the anonymized text never
// contained, means an original value would have to be guessed: the request fails and no invoice is returned.
import { ApiError } from '../../http/errors.js';
import type { Anonymizer, EntityType, PlaceholderMap } from '../types.js';
import type { StringTree } from '../../schemas/parse.js';
import { leaves, mapLeaves } from './tree.js';

const ENTITY_TYPES: readonly EntityType[] = [
  'PERSON', 'COMPANY_NAME', 'LOCATION', 'VAT_ID', 'IBAN_CODE', 'BIC', 'EMAIL_ADDRESS', 'PHONE_NUMBER', 'TAX_ID',
  'CREDIT_CARD', 'URL', 'EINVOICE_ID',
];
const TYPES = ENTITY_TYPES.join('|');
/** Remains of a placeholder after mapping back: a type name in a bracket, or a type name with an index. */
const PLACEHOLDER_REMAINS = new RegExp(`[\\[<{(]\\s*(?:${TYPES})\\b|\\b(?:${TYPES})_\\d+\\b|\\b(?:${TYPES})\\s*[\\]>}]`);

export type IntegrityProblem = 'unknown_placeholder' | 'broken_placeholder' | 'unmapped_personal_data';

export interface IntegrityFinding {
  field: string;
  problem: IntegrityProblem;
}

/** Checks every leaf of the model's invoice; returns the re-identified tree and what went wrong where. */
export function mapBack(
  draft: StringTree,
  mapping: PlaceholderMap,
  anonymizer: Pick<Anonymizer, 'reidentify' | 'residualCategories'>,
): { tree: StringTree; findings: IntegrityFinding[] } {
  const findings: IntegrityFinding[] = [];
  const tree = mapLeaves(draft, ({ path, value }) => {
    if (value === null) return null;
    const result = anonymizer.reidentify(value, mapping);
    if (result.unknownPlaceholders.length > 0) findings.push({ field: path, problem: 'unknown_placeholder' });
    else if (PLACEHOLDER_REMAINS.test(result.value)) findings.push({ field: path, problem: 'broken_placeholder' });
    else if (anonymizer.residualCategories(value).length > 0) findings.push({ field: path, problem: 'unmapped_personal_data' });
    return result.value;
  });
  return { tree, findings };
}

/** mapBack, or 502 ANONYMIZATION_INTEGRITY_ERROR naming the fields (never their values). */
export function reidentifyOrFail(
  draft: StringTree,
  mapping: PlaceholderMap,
  anonymizer: Pick<Anonymizer, 'reidentify' | 'residualCategories'>,
): StringTree {
  const { tree, findings } = mapBack(draft, mapping, anonymizer);
  if (findings.length === 0) return tree;
  throw new ApiError(
    502,
    'ANONYMIZATION_INTEGRITY_ERROR',
    `The AI answer could not be mapped back to the original values in ${findings.length} field(s); no invoice is returned.`,
    {
      errors: findings.map((f) => ({ field: f.field, code: f.problem, message: PROBLEM_TEXT[f.problem] })),
      suggestion: 'Retry the request; if it keeps failing, try another provider or the offline provider.',
    },
  );
}

const PROBLEM_TEXT: Record<IntegrityProblem, string> = {
  unknown_placeholder: 'holds a placeholder that was not in the anonymized text (altered or invented by the model)',
  broken_placeholder: 'holds the remains of a placeholder the model changed',
  unmapped_personal_data: 'holds personal data the anonymized text did not contain, so its original cannot be known',
};

/** Number of leaves in a tree that carry a value. */
export function filledLeafCount(tree: StringTree): number {
  return leaves(tree).filter((l) => l.value !== null && l.value.trim() !== '').length;
}
