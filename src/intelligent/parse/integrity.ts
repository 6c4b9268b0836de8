// Mapping the model's answer back to the original values, refusing anything that cannot be mapped exactly.
// A placeholder the model altered, invented or broke, or personal data it wrote that the anonymized text never
// contained, means an original value would have to be guessed: the request fails and no invoice is returned.
import { ApiError } from '../../http/errors.js';
import type { Anonymizer, PlaceholderMap } from '../types.js';
import type { StringTree } from '../../schemas/parse.js';
import { leaves, mapLeaves } from './tree.js';

/** Type words a placeholder can carry: the entity types and the shorter labels placeholders are written with. */
const TYPE_WORDS = [
  'PERSON',
  'COMPANY_NAME',
  'COMPANY',
  'LOCATION',
  'VAT_ID',
  'IBAN_CODE',
  'IBAN',
  'BIC',
  'EMAIL_ADDRESS',
  'EMAIL',
  'PHONE_NUMBER',
  'PHONE',
  'TAX_ID',
  'CREDIT_CARD',
  'CARD',
  'URL',
  'EINVOICE_ID',
].join('|');
/**
 * Remains of a placeholder after mapping back: a bracket token that lost a bracket ("[COMPANY_2", "COMPANY_2]"),
 * its counter ("[COMPANY]"), or both brackets ("COMPANY_2"). Whole tokens were mapped back or reported already.
 */
const PLACEHOLDER_REMAINS = new RegExp(
  [`\\[[A-Z][A-Z_]*_\\d+(?!\\d|\\])`, `(?<![\\[A-Z_])[A-Z][A-Z_]*_\\d+\\]`, `\\[(?:${TYPE_WORDS})_?\\]`, `\\b(?:${TYPE_WORDS})_\\d+\\b`].join('|'),
);

export type IntegrityProblem = 'unknown_placeholder' | 'unmapped_placeholder' | 'broken_placeholder' | 'unmapped_personal_data';

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
  // A placeholder still there after mapping back would reach the caller as if it were the real value.
  const placeholders = [...mapping.entries.keys()];
  // Identifier placeholders (IBAN, VAT, phone, tax id shapes): long runs of digits.
  const compactPlaceholders = placeholders
    .filter((p) => !p.startsWith('[') && !p.includes('@'))
    .map(compact)
    .filter((p) => (p.match(/\d/g) ?? []).length >= 5);
  const tree = mapLeaves(draft, ({ path, value }) => {
    if (value === null) return null;
    const result = anonymizer.reidentify(value, mapping);
    if (result.unknownPlaceholders.length > 0) findings.push({ field: path, problem: 'unknown_placeholder' });
    else if (placeholders.some((p) => result.value.includes(p)) || isPlaceholderFragment(value, compactPlaceholders)) {
      findings.push({ field: path, problem: 'unmapped_placeholder' });
    } else if (PLACEHOLDER_REMAINS.test(result.value)) findings.push({ field: path, problem: 'broken_placeholder' });
    else if (anonymizer.residualCategories(value).length > 0) findings.push({ field: path, problem: 'unmapped_personal_data' });
    return result.value;
  });
  return { tree, findings };
}

const compact = (text: string) => text.replace(/[^A-Za-z0-9]/g, '').toUpperCase();

/**
 * A value that is only a piece of an identifier placeholder ("0000000001" cut from "PL0000000001") is no value at
 * all: it cannot be mapped back, and as written it would pass for data.
 */
function isPlaceholderFragment(value: string, compactPlaceholders: string[]): boolean {
  const c = compact(value);
  const digits = c.replace(/\D/g, '');
  const zeros = digits.replace(/[^0]/g, '').length;
  // Reserved shape: mostly zeros with a counter of at most three digits (real amounts and ids do not look like this).
  if (digits.length < 6 || zeros < digits.length - 3) return false;
  return !compactPlaceholders.includes(c) && compactPlaceholders.some((p) => p.includes(c));
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
  unmapped_placeholder: 'holds a placeholder that could not be mapped back to its original value',
  broken_placeholder: 'holds the remains of a placeholder the model changed',
  unmapped_personal_data: 'holds personal data the anonymized text did not contain, so its original cannot be known',
};

/** Number of leaves in a tree that carry a value. */
export function filledLeafCount(tree: StringTree): number {
  return leaves(tree).filter((l) => l.value !== null && l.value.trim() !== '').length;
}
