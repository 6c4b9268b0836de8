// Turns identifier check results into FieldIssues with the field path of the invoice they came from.
import type { FieldIssue } from '../../plugins/contracts.js';
import type { CheckResult } from './result.js';

/** No issue when the check passed; otherwise one issue naming the field, e.g. `country_extensions.de.leitweg_id`. */
export function issuesFrom(field: string, result: CheckResult, suggestion?: string): FieldIssue[] {
  if (result.valid) return [];
  return [{ field, code: result.code, message: result.message, ...(suggestion ? { suggestion } : {}) }];
}
