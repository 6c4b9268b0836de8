// A surname with its particle in the middle of a sentence: "zit ik bij de Groot in Houten". Dutch writes its
// nouns in lower case, so a lower-case article that is also a name particle, between a lower-case word and a
// capitalised word, is the first part of a surname, even when the capitalised word is a common word
// ("Groot"). Product lines ("2 x de Luxe 45,00") are left to the line-item rule.
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

/**
 * Dutch surnames open with an article ("de Groot", "de Vries"); in the Romance languages an article before a
 * capital names an institution or is courtesy as often ("la Ley", "el Registro Mercantil", "la Sua").
 */
const ARTICLE_PARTICLES: ReadonlySet<string> = new Set(['nl']);

export const recognizeParticleSurnames: Recognizer = (text, { language }) => {
  const spans: Span[] = [];
  if (language === 'it') {
    for (const m of text.matchAll(ITALIAN_A_AND_ARTICLED_DA)) {
      const start = m.index + m[0].length - m[1]!.length;
      spans.push(span(start, m.index + m[0].length, 'PERSON', EVIDENCE.particleSurname));
    }
  }
  if (!ARTICLE_PARTICLES.has(language)) return spans;
  // Only the particles that are articles of the language ("de" in Dutch): a preposition before a capitalised
  // word names a place as often ("fresón de Huelva", "vino di Toscana").
  const articles = new Set(LEXICONS[language].contextWords.determiners.split(/\s+/));
  const particles = new Set(LEXICONS[language].nameParticles.person.split(/\s+/).filter((p) => p !== '' && articles.has(p)));
  const tokens = tokenize(text);
  for (let i = 1; i + 1 < tokens.length; i++) {
    const [before, particle, name] = [tokens[i - 1]!, tokens[i]!, tokens[i + 1]!];
    if (!particles.has(particle.text) || !before.lowercase || !/^\p{Lu}\p{Ll}{2,}$/u.test(name.text)) continue;
    if (!adjacent(text, before, particle) || !adjacent(text, particle, name) || text[before.end] === '.') continue;
    if (DATE_WORDS.has(name.lower) || isInvoiceVocabulary(name.lower)) continue;
    const lineStart = text.lastIndexOf('\n', particle.start) + 1;
    const lineEnd = text.indexOf('\n', particle.start);
    if (isLineItem(text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd))) continue;
    spans.push(span(particle.start, name.end, 'PERSON', EVIDENCE.particleSurname));
  }
  return spans;
};
