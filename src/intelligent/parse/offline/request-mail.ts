// A mail the buyer writes to ask for the invoice ("Von: Melike Aydın <praxis@zahnarzt-aydin-reutlingen.de>" /
// "An: Blumen Hartwig <info@blumen-hartwig.de>"): its sender, and the signature under it, are the buyer's; the one it
// is sent to issues the invoice. The mail's own header says who writes to whom.
import { headerMatch } from './labels.js';
import { MAIL_RECIPIENT, MAIL_SENDER } from './vocabulary.js';

export interface Mailbox {
  /** The display name, when the header gives one ("Blumen Hartwig"). */
  name: string | null;
  email: string | null;
}

const ADDRESS = /[^\s<>()[\],;:]+@[^\s<>()[\],;:]+\.[a-z]{2,}/iu;

function mailbox(rest: string): Mailbox {
  const email = ADDRESS.exec(rest)?.[0] ?? null;
  const name = rest
    .replace(/<[^>]*>/g, ' ')
    .replace(ADDRESS, ' ')
    .replace(/["'()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { name: /\p{L}/u.test(name) ? name : null, email };
}

/**
 * The sender and recipient of the last mail header in the text (lines in `mailLines`): in a forwarded or quoted chain,
 * the innermost mail is the one about the invoice.
 */
export function mailEnds(lines: readonly string[], mailLines: ReadonlySet<number>): { sender: Mailbox | null; recipient: Mailbox | null } {
  let sender: Mailbox | null = null;
  let recipient: Mailbox | null = null;
  for (const i of [...mailLines].sort((a, b) => b - a)) {
    const from = headerMatch(lines[i]!, MAIL_SENDER);
    if (from && !sender) sender = mailbox(from.rest);
    const to = headerMatch(lines[i]!, MAIL_RECIPIENT);
    if (to && !recipient) recipient = mailbox(to.rest);
    if (sender && recipient) break;
  }
  return { sender, recipient };
}

/** Letters only, without accents, lower case ("Aydın" → "aydin"). */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i').toLowerCase();

/** Whether a mailbox is a party's: a word of its name (five letters or more) in the display name or the mail domain. */
export function belongsTo(box: Mailbox, partyName: string): boolean {
  const where = plain(`${box.name ?? ''} ${box.email?.split('@')[1] ?? ''}`);
  return plain(partyName)
    .split(/[^\p{L}]+/u)
    .some((word) => word.length >= 5 && where.includes(word));
}
