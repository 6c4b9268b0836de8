// VAT identification numbers of the EU member states plus GB (and XI), CH and NO: the shape of the part
// after the country prefix and, where the country defines one, its check-digit rule.
import { elevenProofValid } from './eleven-proof.js';
import { lettersToDigits, mod11_10Valid, mod97 } from './iso7064.js';
import { luhnValid } from './luhn.js';
import { nipValid } from './polish.js';
import { spanishNifValid } from './spanish-nif.js';
import { weightedSum } from './weighted-sum.js';

export interface VatFormat {
  /** The compact body after the prefix (no spaces, dots or hyphens). */
  body: RegExp;
  /** Check-digit rule; absent where the country publishes none we implement (shape only). */
  check?: (body: string) => boolean;
}

const d = (body: string, i: number) => body.charCodeAt(i) - 48;

function mod11Check(weights: number[], options: { tenIsZero?: boolean } = {}) {
  return (body: string) => {
    let check = 11 - (weightedSum(body, weights) % 11);
    if (check === 11) check = 0;
    if (check === 10) {
      if (!options.tenIsZero) return false;
      check = 0;
    }
    return check === d(body, weights.length);
  };
}

export const VAT_FORMATS: Record<string, VatFormat> = {
  AT: {
    body: /^U\d{8}$/,
    check: (b) => {
      let sum = 0;
      for (let i = 1; i <= 7; i++) {
        const v = d(b, i) * (i % 2 === 0 ? 2 : 1);
        sum += Math.floor(v / 10) + (v % 10);
      }
      return (10 - ((sum + 4) % 10)) % 10 === d(b, 8);
    },
  },
  BE: {
    body: /^[01]?\d{9}$/,
    check: (b) => {
      const ten = b.length === 9 ? `0${b}` : b;
      return 97 - (Number(ten.slice(0, 8)) % 97) === Number(ten.slice(8));
    },
  },
  BG: {
    body: /^\d{9,10}$/,
    // Legal entities (9 digits); the 10-digit personal numbers are accepted by shape.
    check: (b) => {
      if (b.length === 10) return true;
      let r = weightedSum(b, [1, 2, 3, 4, 5, 6, 7, 8]) % 11;
      if (r === 10) r = (weightedSum(b, [3, 4, 5, 6, 7, 8, 9, 10]) % 11) % 10;
      return r === d(b, 8);
    },
  },
  CY: {
    body: /^\d{8}[A-Z]$/,
    check: (b) => {
      const odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21];
      let sum = 0;
      for (let i = 0; i < 8; i++) sum += i % 2 === 0 ? odd[d(b, i)]! : d(b, i);
      return String.fromCharCode(65 + (sum % 26)) === b[8];
    },
  },
  CZ: {
    body: /^\d{8,10}$/,
    // Legal entities (8 digits); the 9- and 10-digit personal numbers are accepted by shape.
    check: (b) => {
      if (b.length !== 8) return true;
      const r = weightedSum(b, [8, 7, 6, 5, 4, 3, 2]) % 11;
      return (r === 0 ? 1 : r === 1 ? 0 : 11 - r) === d(b, 7);
    },
  },
  DE: { body: /^\d{9}$/, check: (b) => mod11_10Valid(b) },
  DK: { body: /^\d{8}$/, check: (b) => weightedSum(b, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0 },
  EE: { body: /^\d{9}$/, check: (b) => (10 - (weightedSum(b, [3, 7, 1, 3, 7, 1, 3, 7]) % 10)) % 10 === d(b, 8) },
  EL: { body: /^\d{9}$/, check: (b) => (weightedSum(b, [256, 128, 64, 32, 16, 8, 4, 2]) % 11) % 10 === d(b, 8) },
  ES: { body: /^[A-Z0-9]\d{7}[A-Z0-9]$/, check: (b) => spanishNifValid(b, { eitherForm: true }) },
  FI: { body: /^\d{8}$/, check: mod11Check([7, 9, 10, 5, 8, 4, 2]) },
  FR: {
    body: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
    check: (b) => (/^\d\d/.test(b) ? Number(b.slice(0, 2)) === (12 + 3 * (Number(b.slice(2)) % 97)) % 97 : luhnValid(b.slice(2))),
  },
  HR: { body: /^\d{11}$/, check: (b) => mod11_10Valid(b) },
  HU: { body: /^\d{8}$/, check: (b) => (10 - (weightedSum(b, [9, 7, 3, 1, 9, 7, 3]) % 10)) % 10 === d(b, 7) },
  IE: {
    body: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
    check: (b) => {
      // The old format (digit, letter, five digits, letter) moves to the new one before checking.
      const v = /^\d[A-Z+*]/.test(b) ? `0${b.slice(2, 7)}${b[0]}${b[7]}` : b;
      const extra = v.length === 9 && v[8] !== 'W' ? (v.charCodeAt(8) - 64) * 9 : 0;
      const r = (weightedSum(v, [8, 7, 6, 5, 4, 3, 2]) + extra) % 23;
      return 'WABCDEFGHIJKLMNOPQRSTUV'[r] === v[7];
    },
  },
  IT: { body: /^\d{11}$/, check: (b) => luhnValid(b) },
  LT: {
    body: /^(\d{9}|\d{12})$/,
    check: (b) => {
      const n = b.length - 1;
      const first = Array.from({ length: n }, (_, i) => (i % 9) + 1);
      let r = weightedSum(b, first) % 11;
      if (r === 10)
        r =
          weightedSum(
            b,
            Array.from({ length: n }, (_, i) => ((i + 2) % 9) + 1),
          ) % 11;
      return r % 10 === d(b, n);
    },
  },
  LU: { body: /^\d{8}$/, check: (b) => Number(b.slice(0, 6)) % 89 === Number(b.slice(6)) },
  LV: { body: /^\d{11}$/ },
  MT: { body: /^\d{8}$/, check: (b) => 37 - (weightedSum(b, [3, 4, 6, 7, 8, 9]) % 37) === Number(b.slice(6)) },
  NL: {
    body: /^\d{9}B\d{2}$/,
    // Before 2020 an eleven-proof body; since then sole traders get a MOD 97 number over "NL" + body.
    check: (b) => elevenProofValid(b.slice(0, 9)) || mod97(lettersToDigits(`NL${b}`)) === 1,
  },
  PL: { body: /^\d{10}$/, check: nipValid },
  PT: { body: /^\d{9}$/, check: mod11Check([9, 8, 7, 6, 5, 4, 3, 2], { tenIsZero: true }) },
  RO: {
    body: /^\d{2,10}$/,
    check: (b) => {
      const padded = b.padStart(10, '0');
      const check = ((weightedSum(padded, [7, 5, 3, 2, 1, 7, 5, 3, 2]) * 10) % 11) % 10;
      return check === d(padded, 9);
    },
  },
  SE: { body: /^\d{10}01$/, check: (b) => luhnValid(b.slice(0, 10)) },
  SI: {
    body: /^[1-9]\d{7}$/,
    check: (b) => {
      let check = 11 - (weightedSum(b, [8, 7, 6, 5, 4, 3, 2]) % 11);
      if (check === 10) check = 0;
      return check !== 11 && check === d(b, 7);
    },
  },
  SK: { body: /^[1-9]\d{9}$/, check: (b) => Number(b) % 11 === 0 },
  GB: {
    body: /^(\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/,
    check: (b) => {
      if (!/^\d/.test(b)) return true;
      const total = weightedSum(b, [8, 7, 6, 5, 4, 3, 2]) + Number(b.slice(7, 9));
      return total % 97 === 0 || (total + 55) % 97 === 0;
    },
  },
  CH: { body: /^E\d{9}(MWST|TVA|IVA)?$/, check: (b) => mod11Check([5, 4, 3, 2, 7, 6, 5, 4])(b.slice(1)) },
  NO: { body: /^\d{9}(MVA)?$/, check: mod11Check([3, 2, 7, 6, 5, 4, 3, 2]) },
};
// Northern Ireland uses the GB rules; Greece is written EL officially and GR colloquially.
VAT_FORMATS.XI = VAT_FORMATS.GB!;
VAT_FORMATS.GR = VAT_FORMATS.EL!;

export const VAT_PREFIXES = Object.keys(VAT_FORMATS);

/** Shape and (where defined) checksum of a compact VAT id with its prefix, e.g. DE136695976. */
export function vatIdStatus(compact: string): 'valid' | 'shape' | 'invalid' {
  const prefix = compact.slice(0, 2).toUpperCase();
  const format = VAT_FORMATS[prefix];
  const body = compact.slice(2).toUpperCase();
  if (!format || !format.body.test(body)) return 'invalid';
  if (!format.check) return 'shape';
  return format.check(body) ? 'valid' : 'invalid';
}

/** Only the shape of a compact prefixed id (a mistyped check digit still makes it someone's VAT id). */
export function vatShapeValid(compact: string): boolean {
  const format = VAT_FORMATS[compact.slice(0, 2).toUpperCase()];
  return Boolean(format && format.body.test(compact.slice(2).toUpperCase()));
}

/** The country prefixes whose body shape (and checksum, where defined) fits digits written without a prefix. */
export function countriesForUnprefixedVat(body: string): string[] {
  return VAT_PREFIXES.filter((prefix) => {
    const format = VAT_FORMATS[prefix]!;
    return format.body.test(body) && (!format.check || format.check(body));
  });
}
