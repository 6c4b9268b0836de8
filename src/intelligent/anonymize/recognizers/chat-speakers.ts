// The speakers of a pasted chat (chat-turns.ts): a word at the start of a turn is a name even when it is
// also a common word of the language ("fra", "Rose"), because only a name stands in that place. A speaker
// with a kind of business or a legal form in its name is a business ("Wolf Haustechnik", "Quayside Dental
// Practice"), any other a person.
import { chatTurns } from '../chat-turns.js';
import { EVIDENCE } from '../evidence.js';
import { LEGAL_FORM_WORD } from '../lexicons/legal-forms.js';
import { span, type Recognizer } from '../span.js';
import { isBusinessNoun, TRADE_SUFFIXES } from './companies.js';

function namesABusiness(speaker: string): boolean {
  return speaker.split(/[ \t]+/).some((w) => {
    const lower = w.toLowerCase();
    return isBusinessNoun(lower) || TRADE_SUFFIXES.has(lower) || LEGAL_FORM_WORD.test(w);
  });
}

export const recognizeChatSpeakers: Recognizer = (text) =>
  chatTurns(text).map((t) => span(t.start, t.end, namesABusiness(text.slice(t.start, t.end)) ? 'COMPANY_NAME' : 'PERSON', EVIDENCE.chatSpeaker));
