// A note under a mail naming whom it was sent to ("(Sent to: Bramble Kitchen Catering)", "Verzonden naar Smit
// Speeltoestellen B.V.", "P.D.: Para Riegos Levante Agrotec S.L., a la atención de Raúl."). A mail asking for an
// invoice is written by the buyer, so the addressee it names issues the invoice, not the employee who signs.
import { alternation } from './labels.js';
import { ATTENTION, SENT_TO } from './vocabulary.js';

const NOTE = new RegExp(`^(?:${alternation(SENT_TO)})\\s*:?\\s+(.+)$`, 'iu');
const ATTENTION_AFTER = new RegExp(`,\\s*(?:${alternation(ATTENTION)})(?![\\p{L}]).*$`, 'iu');

/** The addressee a mail's last line names, written as a name (a capital letter or a digit first); else null. */
export function sentToNote(lines: readonly string[]): string | null {
  const last = [...lines].reverse().find((line) => line.trim());
  if (!last) return null;
  const note = last
    .trim()
    .replace(/^\((.*)\)$/u, '$1')
    .trim();
  const m = NOTE.exec(note);
  if (!m) return null;
  const name = m[1]!
    .replace(ATTENTION_AFTER, '')
    .replace(/[\s,;:]+$/u, '')
    .replace(/(?<!\b\p{L})\.$/u, '')
    .trim();
  return /^[\p{Lu}\d]/u.test(name) ? name : null;
}
