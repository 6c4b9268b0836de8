// The bank named at the start of a payment line, before the account: "Erste Bank · IBAN AT…", "Banca
// Sella | IBAN IT…", "Volksbank Mittelhessen, BIC …". Its words are often common words ("Erste", "Bank",
// "Sella"), so nothing else replaces them, yet with the account they tell where the payee banks. A label
// ends with a colon ("Bankverbindung: IBAN …") and is left alone, as is a line of invoice words only.
import { EVIDENCE } from '../evidence.js';
import { isInvoiceVocabulary } from '../lexicons/index.js';
import { span, type Recognizer, type Span } from '../span.js';

/** One to four capitalised words opening a line, a separator (not a colon), then an IBAN or BIC label. */
const BANK_BEFORE_ACCOUNT =
  /^([ \t>]*)(\p{Lu}[\p{L}'’.&-]*(?:[ \t]+(?:\p{Lu}[\p{L}'’.&-]*|di|de|del|der|des|du|la|van|von|&)){0,3})[ \t]*(?:[·|•,–—-]|[ \t]{2,}|\t)[ \t]*(?=(?:IBAN|BIC|SWIFT)\b)/gmu;

export const recognizeBankNames: Recognizer = (text) => {
  const spans: Span[] = [];
  for (const m of text.matchAll(BANK_BEFORE_ACCOUNT)) {
    const name = m[2]!;
    if (name.split(/[ \t]+/).every((w) => isInvoiceVocabulary(w.toLowerCase().replace(/[.'’]+$/u, '')))) continue;
    const start = m.index + m[1]!.length;
    spans.push(span(start, start + name.length, 'COMPANY_NAME', EVIDENCE.bankBeforeAccount));
  }
  return spans;
};
