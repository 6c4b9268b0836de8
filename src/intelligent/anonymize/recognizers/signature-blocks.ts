// COMPANY_NAME in a signature block: under a closing formula ("Best regards", "Mit freundlichen Grüßen",
// "Cordialement") come the writer's name, often a role, and the business's name, then contact lines. A
// short line of capitalised words there ("Harbour Lights Catering", "Kowalski Remonty") that is not a role
// is taken as the business's name, as is what follows the name on its own line ("Anna Berg | Berg Design").
// It scores lowest of all, so any other reading of the same words wins.
import { EVIDENCE } from '../evidence.js';
import { GREETINGS, HONORIFICS, ROLE_WORDS } from '../gazetteers/context-words.js';
import { wordsOfEveryLanguage } from '../lexicons/all.js';
import { span, type Recognizer, type Span } from '../span.js';
import { signOffs } from './persons.js';

/** Small words a business line may hold between capitalised ones (each language's name-particles.ts). */
const CONNECTOR_WORDS: ReadonlySet<string> = new Set(['&', ...wordsOfEveryLanguage((lexicon) => lexicon.nameParticles.signature)]);

function isBusinessLine(line: string): boolean {
  if (!line || line.length > 50 || /[\d@:.\/\\]|www|http/i.test(line)) return false;
  const words = line.split(/[ \t]+/);
  if (words.length > 5) return false;
  if (!/^\p{Lu}/u.test(words[0]!)) return false;
  return words.every((w) => {
    const lower = w.toLowerCase().replace(/,$/, '');
    if (ROLE_WORDS.has(lower) || HONORIFICS.has(lower) || GREETINGS.has(lower)) return false;
    return /^\p{Lu}[\p{L}'’\-]*,?$/u.test(w) || CONNECTOR_WORDS.has(lower);
  });
}

export const recognizeSignatureBusinesses: Recognizer = (text) => {
  const spans: Span[] = [];
  for (const signOff of signOffs(text)) {
    let lineStart = signOff.index + signOff[0].length;
    if (!/\n/.test(signOff[0])) continue; // the name follows on the same line: a sentence, not a block
    // The writer's name line, then up to three more lines of the block.
    for (let n = 0; n < 4; n++) {
      const lineEnd = text.indexOf('\n', lineStart);
      const raw = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
      if (!raw.trim()) break;
      const offset = lineStart + raw.length - raw.trimStart().length;
      const line = raw.trim();
      if (n === 0) {
        // "Anna Berg | Berg Design", "Anna Berg – Berg Design": what follows a separator on the name line.
        const separator = /[ \t]+[|–—-][ \t]+|,[ \t]+/.exec(line);
        const rest = separator ? line.slice(separator.index + separator[0].length) : '';
        if (isBusinessLine(rest))
          spans.push(span(offset + separator!.index + separator![0].length, offset + line.length, 'COMPANY_NAME', EVIDENCE.signatureBusinessLine));
      } else if (isBusinessLine(line)) {
        spans.push(span(offset, offset + line.replace(/,$/, '').length, 'COMPANY_NAME', EVIDENCE.signatureBusinessLine));
      }
      if (lineEnd < 0) break;
      lineStart = lineEnd + 1;
    }
  }
  return spans;
};
