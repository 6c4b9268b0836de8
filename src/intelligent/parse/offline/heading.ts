// The seller named by where its name goes: "Briefkopf wie immer Gartenbau Richter", "en-tête habituel Nord Diag
// Expertise", "mets bien SG Plomberie en entête", "my name Shannon Reilly at the top". Whoever asks for the invoice,
// the name put at its head is the seller's.
import { alternation } from './labels.js';
import { LEGAL_FORMS, LETTERHEAD_AFTER, LETTERHEAD_BEFORE } from './vocabulary.js';

/** Small words inside a name written with capitals ("Rinaldi di Rinaldi Ugo", "Persianas y Toldos Aguado"). */
const JOINERS = /^(?:&|van|von|de|der|den|di|da|del|della|du|des|la|le|ter|ten|zu|y|e|et|und|and|en|i)$/u;
const CAPITALISED = /^[\p{Lu}][\p{L}\p{N}'’.-]*$/u;

const BEFORE = new RegExp(`(?<![\\p{L}])(?:${alternation(LETTERHEAD_BEFORE)})(?![\\p{L}])`, 'giu');
const AFTER = new RegExp(`(?<![\\p{L}])(?:${alternation(LETTERHEAD_AFTER)})(?![\\p{L}])`, 'giu');

/** A run of words with capitals (and the small words between them), two capitalised words at least. */
function nameOf(words: readonly string[]): string | null {
  const run = [...words];
  while (run.length && JOINERS.test(run[0]!)) run.shift();
  while (run.length && JOINERS.test(run[run.length - 1]!)) run.pop();
  if (run.filter((w) => CAPITALISED.test(w)).length < 2) return null;
  // A company's name ends with its legal form ("Dachdeckerei Ahlers GmbH Komma …" dictated).
  const name = run.join(' ');
  const form = LEGAL_FORMS.exec(name);
  return form ? name.slice(0, form.index + form[0].length) : name;
}

/** The name right after a heading word, past a few words in lower case ("wie immer", "habituel", "solito,"). */
function nameAfter(text: string): string | null {
  const words = text.trim().split(/\s+/);
  let k = 0;
  while (k < words.length && k < 3 && /^\p{Ll}[\p{Ll}'’]*[,:]?$/u.test(words[k]!) && !JOINERS.test(words[k]!)) k++;
  const run: string[] = [];
  for (; k < words.length; k++) {
    const word = words[k]!.replace(/[,;:.!?)]+$/u, '');
    if (!CAPITALISED.test(word) && !JOINERS.test(word)) break;
    run.push(word);
    if (word !== words[k]) break; // punctuation ends the name
  }
  return nameOf(run);
}

/** The name right before a heading phrase ("zet er Klusbedrijf Bram de Wit boven"). */
function nameBefore(text: string): string | null {
  if (/[,;:.!?]\s*$/u.test(text)) return null;
  const words = text.trim().split(/\s+/);
  const run: string[] = [];
  for (let k = words.length - 1; k >= 0; k--) {
    const word = words[k]!;
    if (/[,;:!?(]$/u.test(word) || (!CAPITALISED.test(word) && !JOINERS.test(word))) break;
    run.unshift(word);
  }
  return nameOf(run);
}

/** The seller's name as the text says to put it at the head of the invoice, and its line. */
export function sellerAtHead(lines: readonly string[], skip: ReadonlySet<number>): { name: string; line: number } | null {
  for (let i = 0; i < lines.length; i++) {
    if (skip.has(i)) continue;
    const line = lines[i]!;
    for (const m of line.matchAll(BEFORE)) {
      const name = nameAfter(line.slice(m.index + m[0].length));
      if (name) return { name, line: i };
    }
    for (const m of line.matchAll(AFTER)) {
      const name = nameBefore(line.slice(0, m.index));
      if (name) return { name, line: i };
    }
  }
  return null;
}
