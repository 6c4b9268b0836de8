// A surname with its particle in the middle of a sentence: "zit ik bij de Groot in Houten", "la consegna
// di Della Valle". In a language that writes its nouns in lower case (all but German), a lower-case name
// particle between a lower-case word and a capitalised word is no article before a noun but the first part
// of a surname, even when the capitalised word is also a common word ("Groot", "Valle"). Product lines
// ("Lampada di Murano 1 x 45,00") are left to the line-item rule.
// In Italian, "a" never governs a preposition joined with an article ("dal", "dalla"), so after "a" such a
// word opens a surname, in lower case too: "l'ho fatta a dalla valle".
import { EVIDENCE } from '../evidence.js';
import { DATE_WORDS } from '../gazetteers/stopwords.js';
import { LEXICONS } from '../lexicons/all.js';
import { isInvoiceVocabulary } from '../lexicons/index.js';
import { isLineItem } from '../safe-words/line-items.js';
import { span, type Recognizer, type Span } from '../span.js';
import { adjacent, tokenize } from '../tokens.js';

const ITALIAN_A_AND_ARTICLED_DA = /(?<![\p{L}'’])a[ \t]+((?:dal|dalla|dallo|dall['’])[ \t]*\p{Ll}[\p{Ll}'’\-]{2,})(?![\p{L}])/gu;

export const recognizeParticleSurnames: Recognizer = (text, { language }) => {
  if (language === 'de' || language === 'en') return [];
  const particles = new Set(LEXICONS[language].nameParticles.person.split(/\s+/).filter(Boolean));
  if (particles.size === 0) return [];
  const spans: Span[] = [];
  const tokens = tokenize(text);
  for (let i = 1; i + 1 < tokens.length; i++) {
    const [before, particle, name] = [tokens[i - 1]!, tokens[i]!, tokens[i + 1]!];
    if (!particles.has(particle.text) || !before.lowercase || !name.capitalized || name.text === name.text.toUpperCase()) continue;
    if (!adjacent(text, before, particle) || !adjacent(text, particle, name) || text[before.end] === '.') continue;
    if (DATE_WORDS.has(name.lower) || isInvoiceVocabulary(name.lower)) continue;
    const lineStart = text.lastIndexOf('\n', particle.start) + 1;
    const lineEnd = text.indexOf('\n', particle.start);
    if (isLineItem(text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd))) continue;
    spans.push(span(particle.start, name.end, 'PERSON', EVIDENCE.particleSurname));
  }
  if (language === 'it') {
    for (const m of text.matchAll(ITALIAN_A_AND_ARTICLED_DA)) {
      const start = m.index + m[0].length - m[1]!.length;
      spans.push(span(start, m.index + m[0].length, 'PERSON', EVIDENCE.particleSurname));
    }
  }
  return spans;
};
