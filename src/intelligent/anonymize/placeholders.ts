// Placeholders keep the shape and type of what they replace, so the model still reads "an IBAN of a
// German account" or "a French phone number", but point to nobody:
//   IBAN   DE89 3704 0044 0532 0130 00 → DE58 0000 0000 0000 0000 01 (checksum-valid, reserved all-zero BBAN)
//   VAT    FR 40 303 265 045           → FR 00 000 000 001 (prefix and grouping kept)
//   phone  +49 30 1234567              → +49 00 0000001 (calling code kept)
//   card   4111 1111 1111 1111         → 4000 0000 0000 0001
//   e-mail anna@firma.de               → person1@example.invalid
//   names  Anna Schmidt / Müller GmbH  → [PERSON_1] / [COMPANY_1]
// Identifiers made of zeros (and X for letters) with a counter of at most three digits are the reserved
// range: real identifiers never look like that, so the residual check and re-identification can tell
// placeholders from data. The same value gets the same placeholder within one request.
import { lettersToDigits, mod97 } from '../../../core/ids/index.js';
import { callingCodeLength } from './recognizers/phone.js';
import type { EntityType, PlaceholderMap } from '../types.js';

export const TOKEN_LABELS: Record<EntityType, string> = {
  PERSON: 'PERSON',
  COMPANY_NAME: 'COMPANY',
  LOCATION: 'LOCATION',
  VAT_ID: 'VAT_ID',
  IBAN_CODE: 'IBAN',
  BIC: 'BIC',
  EMAIL_ADDRESS: 'EMAIL',
  PHONE_NUMBER: 'PHONE',
  TAX_ID: 'TAX_ID',
  CREDIT_CARD: 'CARD',
  URL: 'URL',
  EINVOICE_ID: 'EINVOICE_ID',
  NAME: 'NAME',
};

/** Typed tokens such as [PERSON_3]; also matches altered labels so re-identification can flag them. */
export const TYPED_TOKEN = /\[([A-Z][A-Z_]*?)_(\d+)\]/g;
export const PLACEHOLDER_EMAIL = /\b[a-z]+\d+@example\.invalid\b/gi;
export const PLACEHOLDER_URL = /\b(?:https?:\/\/|www\.)?link\d+\.example\.invalid\b/gi;

/** True for the significant characters of a reserved identifier: zeros/X plus a counter of ≤ 3 digits. */
export function isReservedBody(compactBody: string): boolean {
  if (compactBody.length < 5) return false;
  const rest = compactBody.replace(/[0X]/gi, '');
  return rest.length <= 3 && /^\d*$/.test(rest);
}

/**
 * Masks the significant characters after the first `keep` of them: digits → 0, letters → X, then writes
 * the counter into the last digit positions. Separators stay where they were. Null when it does not fit.
 */
function maskWithCounter(raw: string, keep: number, counter: number): string | null {
  const chars = [...raw];
  const digitSlots: number[] = [];
  let seen = 0;
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (!/[A-Za-z0-9]/.test(c)) continue;
    seen++;
    if (seen <= keep) continue;
    if (/\d/.test(c)) {
      chars[i] = '0';
      digitSlots.push(i);
    } else chars[i] = 'X';
  }
  const digits = String(counter);
  if (digits.length > 3 || digits.length > digitSlots.length || digitSlots.length - digits.length < 2) return null;
  for (let k = 0; k < digits.length; k++) chars[digitSlots[digitSlots.length - digits.length + k]!] = digits[k]!;
  return chars.join('');
}

function ibanPlaceholder(raw: string, counter: number): string | null {
  const masked = maskWithCounter(raw, 4, counter);
  if (!masked) return null;
  const compact = masked.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  const check = 98 - mod97(lettersToDigits(`${compact.slice(4)}${compact.slice(0, 2)}00`));
  const checkText = String(check).padStart(2, '0');
  // Put the two check digits where the original ones were (the 3rd and 4th significant characters).
  let seen = 0;
  return [...masked]
    .map((c) => {
      if (!/[A-Za-z0-9]/.test(c)) return c;
      seen++;
      return seen === 3 ? checkText[0]! : seen === 4 ? checkText[1]! : c;
    })
    .join('');
}

function phonePlaceholder(raw: string, counter: number): string | null {
  const digits = raw.replace(/\D/g, '');
  let keep = 1; // the trunk 0 of a national number
  if (raw.trimStart().startsWith('+') || raw.trimStart().startsWith('(+')) keep = callingCodeLength(digits);
  else if (digits.startsWith('00')) keep = 2 + callingCodeLength(digits.slice(2));
  else if (!digits.startsWith('0')) keep = 0;
  return maskWithCounter(raw, keep, counter);
}

function generate(type: EntityType, original: string, counter: number): string | null {
  switch (type) {
    case 'IBAN_CODE':
      // A domestic account number ("43319870") has no country or check digits to keep.
      return /^[A-Za-z]{2}/.test(original) ? ibanPlaceholder(original, counter) : maskWithCounter(original, 0, counter);
    case 'VAT_ID':
      // Keep the country prefix ("DE", "CHE"); an id written without one has nothing to keep.
      return maskWithCounter(original, /^che/i.test(original) ? 3 : /^[A-Za-z]{2}/.test(original) ? 2 : 0, counter);
    case 'PHONE_NUMBER':
      return phonePlaceholder(original, counter);
    case 'CREDIT_CARD':
      // A card's last four digits alone keep none ("ending in 0001"): a kept first digit would read as a real ending.
      return maskWithCounter(original, original.replace(/\D/g, '').length > 4 ? 1 : 0, counter);
    case 'EMAIL_ADDRESS':
      return `person${counter}@example.invalid`;
    case 'URL':
      if (/^https?:\/\//i.test(original)) return `https://link${counter}.example.invalid`;
      return /^www\./i.test(original) ? `www.link${counter}.example.invalid` : `link${counter}.example.invalid`;
    default:
      return null;
  }
}

/** A placeholder as a model may write it back: without the spaces, dots, dashes, slashes and brackets that group it. */
export function compactSpelling(placeholder: string): string {
  return placeholder.replace(/[\s.\-/()]/g, '');
}

/**
 * Hands out placeholders for one request and remembers the way back. The map must never leave the
 * process: serialising it (JSON, console, util.inspect) shows only how many entries it holds.
 */
export class PlaceholderAllocator implements PlaceholderMap {
  readonly entries = new Map<string, { original: string; type: EntityType }>();
  readonly #byValue = new Map<string, string>();
  readonly #counters = new Map<EntityType, number>();
  /** Compact spellings of the placeholders handed out: a phone's "000 000 0001" and a VAT id's "0000000001" are
   * the same to re-identification, so no two placeholders may share one. */
  readonly #compact = new Set<string>();
  /** The text being anonymized: a placeholder that already occurs in it is skipped. */
  readonly #sourceText: string;

  constructor(sourceText: string) {
    this.#sourceText = sourceText;
  }

  toJSON(): { placeholders: number } {
    return { placeholders: this.entries.size };
  }

  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return `PlaceholderMap { ${this.entries.size} placeholders (values hidden) }`;
  }

  placeholderFor(type: EntityType, original: string): string {
    // Keyed by the exact spelling: "ELEKTRO GASSER AG" and "Elektro Gasser AG" get two placeholders, so
    // re-identification gives back each one as it was written.
    const key = `${type}\u0000${original}`;
    const known = this.#byValue.get(key);
    if (known) return known;
    let placeholder: string;
    do {
      const counter = (this.#counters.get(type) ?? 0) + 1;
      this.#counters.set(type, counter);
      placeholder = generate(type, original, counter) ?? `[${TOKEN_LABELS[type]}_${counter}]`;
    } while (this.entries.has(placeholder) || this.#compact.has(compactSpelling(placeholder)) || this.#sourceText.includes(placeholder));
    this.entries.set(placeholder, { original, type });
    this.#compact.add(compactSpelling(placeholder));
    this.#byValue.set(key, placeholder);
    return placeholder;
  }
}
