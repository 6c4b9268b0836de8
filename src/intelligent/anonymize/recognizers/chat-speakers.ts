// The speakers of a pasted chat (chat-turns.ts): a word at the start of a turn is a person's name even when
// it is also a common word of the language ("fra", "Rose"), because only a name stands in that place.
import { chatTurns } from '../chat-turns.js';
import { EVIDENCE } from '../evidence.js';
import { span, type Recognizer } from '../span.js';

export const recognizeChatSpeakers: Recognizer = (text) => chatTurns(text).map((t) => span(t.start, t.end, 'PERSON', EVIDENCE.chatSpeaker));
