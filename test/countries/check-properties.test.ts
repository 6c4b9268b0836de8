// Properties of the check-digit schemes: a computed check passes, and any single substituted character fails.
// These hold by construction of the schemes (97, 11 and 23 are primes that no single change can hit),
// so a failure here means the implementation, not the identifier, is wrong.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkLeitwegId,
  checkNip,
  checkSiret,
  checkSpanishNif,
  dniCheckLetter,
  leitwegCheckDigits,
  luhnValid,
} from '../../countries/_checks/index.js';

const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
const alnum = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'), minLength: min, maxLength: max });

/** Replaces the character at `index` by another one of the same kind (digit by digit, letter by letter). */
function substitute(text: string, index: number, shift: number): string {
  const ch = text[index]!;
  const alphabet = /\d/.test(ch) ? '0123456789' : 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const replaced = alphabet[(alphabet.indexOf(ch) + 1 + (shift % (alphabet.length - 1))) % alphabet.length]!;
  return text.slice(0, index) + replaced + text.slice(index + 1);
}

describe('check-digit properties', () => {
  it('Leitweg-ID: computed check digits pass; one substituted character fails', () => {
    fc.assert(
      fc.property(digits(2, 12), fc.option(alnum(1, 30), { nil: undefined }), fc.nat(), fc.nat(), (coarse, fine, at, shift) => {
        const base = fine ? `${coarse}-${fine}` : coarse;
        const id = `${base}-${leitwegCheckDigits(base)}`;
        expect(checkLeitwegId(id).valid).toBe(true);
        const positions = [...id].map((c, i) => (c === '-' ? -1 : i)).filter((i) => i >= 0);
        const changed = substitute(id, positions[at % positions.length]!, shift);
        expect(checkLeitwegId(changed)).toMatchObject({ valid: false, code: 'invalid_check_digit' });
      }),
    );
  });

  it('Luhn: one substituted digit always breaks a valid SIRET (outside La Poste)', () => {
    fc.assert(
      fc.property(digits(13, 13), fc.nat(), fc.nat(), (body, at, shift) => {
        fc.pre(!body.startsWith('356000000'));
        const check = [...'0123456789'].find((d) => luhnValid(body + d))!;
        const siret = body + check;
        expect(checkSiret(siret).valid).toBe(true);
        expect(checkSiret(substitute(siret, at % 14, shift)).valid).toBe(false);
      }),
    );
  });

  it('NIP: one substituted digit always fails', () => {
    const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
    fc.assert(
      fc.property(digits(9, 9), fc.nat(), fc.nat(), (body, at, shift) => {
        const check = weights.reduce((sum, w, i) => sum + w * Number(body[i]), 0) % 11;
        fc.pre(check !== 10);
        const nip = body + check;
        expect(checkNip(nip).valid).toBe(true);
        expect(checkNip(substitute(nip, at % 10, shift)).valid).toBe(false);
      }),
    );
  });

  it('DNI/NIE: one substituted digit always fails', () => {
    fc.assert(
      fc.property(digits(8, 8), fc.nat(), fc.nat(), (number, at, shift) => {
        const nif = number + dniCheckLetter(Number(number));
        expect(checkSpanishNif(nif).valid).toBe(true);
        expect(checkSpanishNif(substitute(nif, at % 8, shift)).valid).toBe(false);
      }),
    );
  });
});
