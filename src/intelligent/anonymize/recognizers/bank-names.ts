// The bank named at the start of a payment line, before the account: "Erste Bank · IBAN AT…", "Banca
// Sella | IBAN IT…", "Volksbank Mittelhessen, BIC …". Its words are often common words ("Erste", "Bank",
// "Sella"), so nothing else replaces them, yet with the account they tell where the payee banks. A label
// ends with a colon ("Bankverbindung: IBAN …") and is left alone, as is a line of invoice words only. The
// bank is also the value of a bank label ("Bank: First Mutual", lexicons/bank-labels.ts) and the words right
// before a sort code and account ("Nationwide 07-04-36 / 16724905").
import BANK_LABELS from '../lexicons/bank-labels.js';
import { EVIDENCE } from '../evidence.js';
import { isInvoiceVocabulary } from '../lexicons/index.js';
import { span, type Recognizer, type Span } from '../span.js';

/** One to four capitalised words opening a line, a separator (not a colon), then an IBAN or BIC label. */
const BANK_BEFORE_ACCOUNT =
  /^([ \t>]*)(\p{Lu}[\p{L}'’.&-]*(?:[ \t]+(?:\p{Lu}[\p{L}'’.&-]*|di|de|del|der|des|du|la|van|von|&)){0,3})[ \t]*(?:[·|•,–—-]|[ \t]{2,}|\t)[ \t]*(?=(?:IBAN|BIC|SWIFT)\b)/gmu;

const NAME_WORDS = String.raw`\p{Lu}[\p{L}'’.&-]*(?:[ \t]+(?:\p{Lu}[\p{L}'’.&-]*|of|di|de|del|der|des|du|la|van|von|&)){0,4}`;
/** A bank label, a colon, then one to five capitalised words up to a separator or the line's end. */
const BANK_AFTER_LABEL = new RegExp(
  String.raw`(?<![\p{L}])(?:${BANK_LABELS.map((l) => l.replace(/ /g, '[ \t]+')).join('|')})[ \t]*:[ \t]*(${NAME_WORDS})(?=[ \t]*(?:[·|•,;–—(]|[ \t]{2,}|\r?\n|$))`,
  'giu',
);
const CAPITALISED_NAME = new RegExp(`^${NAME_WORDS}$`, 'u');
const ACCOUNT_WORDS = /^(?:IBAN|BIC|SWIFT|BLZ|SEPA|EUR|CHF|GBP|USD|PLN)$/;
/** One to three capitalised words right before a UK sort code and account number. A word starts only where no
 * character of a word stands before it, so a long hyphenated run is not tried again from each of its letters. */
const BANK_BEFORE_SORT_CODE =
  /(?<![\p{L}'’&-])(\p{Lu}[\p{L}'’&-]*(?:[ \t]+\p{Lu}[\p{L}'’&-]*){0,2})[ \t]+(?=\d{2}([- ])\d{2}\2\d{2}(?:[ \t]*[/,;][ \t]*|[ \t]+)\d{8}(?![\p{N}]))/gu;

export const recognizeBankNames: Recognizer = (text) => {
  const spans: Span[] = [];
  for (const pattern of [BANK_AFTER_LABEL, BANK_BEFORE_SORT_CODE]) {
    for (const m of text.matchAll(pattern)) {
      const name = m[1]!;
      // The label is matched in any case, the name must be capitalised ("Bank: siehe unten" names none).
      if (!CAPITALISED_NAME.test(name)) continue;
      const words = name.split(/[ \t]+/);
      // After a bank label an acronym is the bank ("Bank: ING"), whatever word it also abbreviates.
      const acronym = pattern === BANK_AFTER_LABEL && words.some((w) => /^\p{Lu}{2,5}$/u.test(w) && !ACCOUNT_WORDS.test(w));
      if (!acronym && words.every((w) => isInvoiceVocabulary(w.toLowerCase().replace(/[.'’]+$/u, '')))) continue;
      const start = pattern === BANK_BEFORE_SORT_CODE ? m.index : m.index + m[0].length - name.length;
      spans.push(span(start, start + name.length, 'COMPANY_NAME', EVIDENCE.bankBeforeAccount));
    }
  }
  for (const m of text.matchAll(BANK_BEFORE_ACCOUNT)) {
    const name = m[2]!;
    if (name.split(/[ \t]+/).every((w) => isInvoiceVocabulary(w.toLowerCase().replace(/[.'’]+$/u, '')))) continue;
    const start = m.index + m[1]!.length;
    spans.push(span(start, start + name.length, 'COMPANY_NAME', EVIDENCE.bankBeforeAccount));
  }
  return spans;
};
