// The outcome of one identifier check. A failure says whether the shape or the check digits are wrong,
// so a country plugin can turn it into a FieldIssue with a precise code and message.

export type CheckResult =
  | { valid: true /** The identifier as it should be written (upper case, separators removed where the format has none). */; value: string }
  | { valid: false; code: 'invalid_format' | 'invalid_check_digit'; message: string };

export const valid = (value: string): CheckResult => ({ valid: true, value });

export const badFormat = (message: string): CheckResult => ({ valid: false, code: 'invalid_format', message });

export const badCheckDigit = (message: string): CheckResult => ({ valid: false, code: 'invalid_check_digit', message });
