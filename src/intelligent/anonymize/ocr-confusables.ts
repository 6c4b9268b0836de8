// OCR mixes up look-alike characters: 0 and O, 1 and l or I, 5 and S, 8 and B. A scanned "Ber1in" or
// "T0RINO" is a word to judge, a scanned "1O245" or "29/5l4/O3317" a number to judge; read as written, the
// word passes as a reference and the number hides from every identifier pattern. So, for detection only:
//  - in a word of letters (three or more, at least twice as many as digits), a 0, 1, 5 or 8 after its first
//    character is read as the letter, as in a word of three between a letter and a lower-case one ("V1a");
//  - in a group that starts with a digit or has at least as many digits as letters, and whose letters are
//    all O, o, l or I, each letter is read as the digit (1O245, O3317), as is one between two digits in a
//    group that is then mostly digits (2O934456V, 97l44O2F); S and B only as the one letter of a group of two to four
//    between groups of digits (02 47 3B 61 05, 01397 70S 214), since codes are full of them (SO14 3TJ, NL…B01).
//  - a word that opens with l and a consonant ("lndustrial", "l'lndustrie") opens with a capital I, and an l
//    inside a word written in capitals ("CLlENTE", "MARlA") is one;
//  - a 0 opening a word of letters with a vowel ("0le", "0pole") is an O: no number is written with a
//    leading zero glued to a word (units have no vowel: 0ml, 0g); not before two capitals, the inward code
//    of a British postcode (RG17 0EH).
// One character for one, so every offset stays the offset in the input.
const TOKEN = /[\p{L}\p{N}]+/gu;
const DIGIT_FOR: Record<string, string> = { O: '0', o: '0', l: '1', I: '1', S: '5', B: '8' };
const DIGIT_GROUP_BEFORE = /(?:^|[^\p{L}\p{N}])\d+[ .\-/]$/u;
const DIGIT_GROUP_AFTER = /^[ .\-/]\d+(?![\p{L}\p{N}])/u;
const VOWEL_LETTER = /[aeiouyäöüéèàóòąęAEIOUY]/u;
const LETTER_FOR: Record<string, [upper: string, lower: string]> = { '0': ['O', 'o'], '1': ['I', 'l'], '5': ['S', 's'], '8': ['B', 'b'] };

function asWord(token: string): string {
  if (/^0(?:\p{Ll}{2,}|\p{L}{3,})$/u.test(token) && VOWEL_LETTER.test(token)) return `O${token.slice(1)}`;
  // "V1a", "P0r": a digit between a letter and a lower-case letter in a word of three (a 1 there is an i).
  if (/^\p{L}[0158]\p{Ll}$/u.test(token)) return token[0] + (token[1] === '1' ? 'i' : LETTER_FOR[token[1]!]![1]) + token[2];
  const letters = token.match(/\p{L}/gu)?.length ?? 0;
  const digits = token.length - letters;
  if (letters < 3 || letters < 2 * digits || /[2-46-79]/.test(token) || /^\d/.test(token)) return token;
  // The outward code of a British postcode (SW1A, EC1V) is written so on purpose.
  if (/^[A-Z]{1,2}\d[A-Z]$/.test(token)) return token;
  const upper = token === token.toUpperCase();
  return token.replace(/[0158]/g, (d) => LETTER_FOR[d]![upper ? 0 : 1]);
}

function asNumber(token: string, text: string, at: number): string {
  const letters = token.replace(/\d/g, '');
  const fold = () => token.replace(/[OolISB]/g, (l) => DIGIT_FOR[l]!);
  if (/^[OolI]+$/.test(letters)) return /^\d/.test(token) || token.length - letters.length >= letters.length ? fold() : token;
  // Between two digits an O, l or I is a digit whatever else the group holds (2O934456V, an Irish 97l44O2F):
  // read so, the group has to be at least two thirds digits.
  const between = /(?<=\d)[OolI]+(?=\d)/g;
  const folded = (token.match(between) ?? []).join('').length;
  if (folded > 0 && token.length - letters.length + folded >= 2 * (letters.length - folded))
    return token.replace(between, (run) => run.replace(/[OolI]/g, (l) => DIGIT_FOR[l]!));
  const betweenDigitGroups =
    DIGIT_GROUP_BEFORE.test(text.slice(Math.max(0, at - 8), at)) && DIGIT_GROUP_AFTER.test(text.slice(at + token.length, at + token.length + 8));
  return token.length <= 4 && /^[SB]$/.test(letters) && betweenDigitGroups ? fold() : token;
}

/** A word that opens with l and a consonant no word of the seven languages opens with ("lndustrie") was an I. */
const L_FOR_CAPITAL_I = /(?<![\p{L}\p{N}])l(?=[cdfgjkmnpqrsvxz]\p{Ll})/gu;

/** A word in capitals (digits may stand for letters) with an l among them: "CLlENTE", "GlGLI0LA". */
const CAPITALS_WITH_L = /^(?=(?:[\p{N}l]*\p{Lu}){3})[\p{Lu}\p{N}]*l[\p{Lu}\p{N}l]*$/u;

/** The text with look-alike characters inside words and numbers read as OCR meant them. */
export function foldOcrConfusables(text: string): string {
  return text.replace(L_FOR_CAPITAL_I, 'I').replace(TOKEN, (written, at: number) => {
    const token = CAPITALS_WITH_L.test(written) ? written.replace(/l/g, 'I') : written;
    if (!/\d/.test(token) || !/\p{L}/u.test(token)) return token;
    const number = asNumber(token, text, at);
    return number !== token ? number : asWord(token);
  });
}
