// A line that holds nothing but a given name ("Rob", "Will", "Sunil") is a signature or an address line:
// the name of a person, even when the name is also a word of the language (rob, will, bill, rose). So is a
// given name that opens a line with a comma before the sentence it addresses ("Ale, la fattura …"), and
// an initial signing a message on a line of its own, between blank lines or with kisses ("\n\nK x\n").
import { isFirstName } from '../gazetteers/first-names.js';
import { EVIDENCE } from '../evidence.js';
import { span, type Recognizer, type Span } from '../span.js';

const SCORE = EVIDENCE.nameLine;
const NAME_LINE = /^([ \t>]*)(\p{Lu}\p{Ll}+)(?:[ \t]+\p{Lu}\.?)?[ \t]*[,.!]?[ \t]*$/gmu;
const INITIAL_LINE = /(?<=(?:^|\n)[ \t]*\n)([ \t>]*)(\p{Lu})(?:[ \t]+x{1,3})?[ \t]*(?=\n[ \t]*\n|\n?$)|^([ \t>]*)(\p{Lu})[ \t]+x{1,3}[ \t]*$/gmu;
const ADDRESSED_LINE = /^([ \t>]*)(\p{Lu}\p{Ll}+),[ \t]+(?=\p{Ll})/gmu;

export const recognizeNameLines: Recognizer = (text) => {
  const spans: Span[] = [];
  for (const m of [...text.matchAll(NAME_LINE), ...text.matchAll(ADDRESSED_LINE)]) {
    if (!isFirstName(m[2]!)) continue;
    const start = m.index + m[1]!.length;
    spans.push(span(start, start + m[2]!.length, 'PERSON', SCORE));
  }
  for (const m of text.matchAll(INITIAL_LINE)) {
    const start = m.index + (m[1] ?? m[3])!.length;
    spans.push(span(start, start + 1, 'PERSON', SCORE));
  }
  return spans;
};
