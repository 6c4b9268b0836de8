// PERSON: a name needs evidence beyond capitalisation. Evidence, strongest first: a title ("Herr",
// "Mme", "Sig.ra", "Pan", "Dhr."), a greeting ("Hallo Anna", "hi tomasz"), a closing formula followed by a
// signature, a field label ("Ansprechpartner:"), and a given name from the gazetteers followed by a
// surname. Particles (van der, de la, von) join the surname. The title itself is never part of the span.
import { AMBIGUOUS_NAMES, FIRST_NAMES } from '../gazetteers/first-names.js';
import { GREETINGS, HONORIFICS, NOT_ADDRESSEES, PERSON_LABELS, SIGN_OFFS } from '../gazetteers/context-words.js';
import { ANY_STOPWORD } from '../gazetteers/stopwords.js';
import { span, type Recognizer, type Span } from '../span.js';
import { adjacent, tokenize, type Token } from '../tokens.js';

const PARTICLES = new Set(['von', 'van', 'der', 'den', 'de', 'di', 'da', 'del', 'della', 'la', 'le', 'du', 'dos', 'das', 'ter', 'ten', 'zu', 'y', "d'", 'mc', 'mac', 'vom']);

/** Capitalised words that start invoice vocabulary, not surnames ("Anna Rechnung" is not a name). */
const NOT_SURNAMES = new Set(
  `rechnung invoice faktura facture fattura factura factuur betrag total summe gmbh ltd ag sa srl bv nv
   iban bic vat tva iva btw ust nip tel phone fax mobil email e-mail mail www http https und and et e y en i
   per pro from von for für pour para dla voor street straße strasse rue via calle ul ulica
   january february march april june july august september october november december januar februar märz
   juni juli oktober dezember janvier février mars avril mai juin juillet août septembre octobre novembre
   décembre gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre dicembre enero
   febrero abril mayo junio julio septiembre octubre noviembre diciembre januari februari maart mei juni
   juli augustus oktober styczeń luty marzec kwiecień maj czerwiec lipiec sierpień wrzesień październik
   listopad grudzień monday tuesday wednesday thursday friday saturday sunday montag dienstag mittwoch
   donnerstag freitag samstag sonntag`.split(/\s+/),
);

const LEGAL_FORM_WORD = /^(?:gmbh|ag|kg|ug|ohg|gbr|mbh|ltd|llc|inc|plc|corp|sarl|sas|sasu|eurl|snc|srl|spa|sl|slu|sa|bv|nv|vof|oy|ab|aps|se)$/i;

function isNameWord(token: Token, allowLower: boolean): boolean {
  if (LEGAL_FORM_WORD.test(token.text) || NOT_SURNAMES.has(token.lower) || HONORIFICS.has(token.lower)) return false;
  if (token.text.length < 2 && !token.dotted) return false;
  if (token.capitalized) return !ANY_STOPWORD.has(token.lower) || FIRST_NAMES.has(token.lower);
  return allowLower && token.lowercase && token.text.length >= 3 && !ANY_STOPWORD.has(token.lower);
}

/**
 * The name starting at tokens[i]: name words (and particles between them) on one line, at most four.
 * Returns the index after the last name word, or i when there is no name.
 */
function nameRun(text: string, tokens: Token[], i: number, allowLower: boolean, max = 4): number {
  let j = i;
  let last = i;
  while (j < tokens.length && j - i < max + 2) {
    const token = tokens[j]!;
    if (j > i && !adjacent(text, tokens[j - 1]!, token)) break;
    if (isNameWord(token, allowLower)) {
      last = j + 1;
      if (last - i >= max) break;
      j++;
      continue;
    }
    // A particle only inside a name: "Jan van der Berg", not "Berg van".
    if (j > i && PARTICLES.has(token.lower) && tokens[j + 1] && tokens[j + 1]!.capitalized) {
      j++;
      continue;
    }
    break;
  }
  return last;
}

function honorificAt(tokens: Token[], i: number): boolean {
  const t = tokens[i]!;
  return HONORIFICS.has(t.lower) || (t.dotted && HONORIFICS.has(`${t.lower}.`));
}

function spanOf(tokens: Token[], from: number, to: number, score: number): Span {
  return span(tokens[from]!.start, tokens[to - 1]!.end, 'PERSON', score);
}

export const recognizePersons: Recognizer = (text) => {
  const tokens = tokenize(text);
  const spans: Span[] = [];
  const tokenIndexAt = new Map<number, number>();
  tokens.forEach((t, i) => tokenIndexAt.set(t.start, i));
  const firstTokenAtOrAfter = (offset: number) => tokens.findIndex((t) => t.start >= offset);

  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    // 1. Titles: "Herr Dr. Müller", "Mme Dupont", "pan kowalski".
    if (honorificAt(tokens, i)) {
      // "M." and "Me" are titles only before a capitalised word.
      let j = i + 1;
      while (j < tokens.length && honorificAt(tokens, j) && adjacent(text, tokens[j - 1]!, tokens[j]!)) j++;
      const next = tokens[j];
      if (!next || !adjacent(text, tokens[j - 1]!, next)) continue;
      if ((token.lower === 'm' || token.lower === 'me' || token.lower === 'd' || token.lower === 'am') && !next.capitalized) continue;
      const end = nameRun(text, tokens, j, true, 3);
      if (end > j) spans.push(spanOf(tokens, j, end, 0.9));
      continue;
    }
    // 2. Greetings: "Hallo Anna,", "hi tomasz", "Beste Jan".
    if (GREETINGS.has(token.lower)) {
      let j = i + 1;
      while (j < tokens.length && GREETINGS.has(tokens[j]!.lower) && adjacent(text, tokens[j - 1]!, tokens[j]!)) j++;
      const next = tokens[j];
      if (!next || !adjacent(text, tokens[j - 1]!, next) || honorificAt(tokens, j) || NOT_ADDRESSEES.has(next.lower)) continue;
      const end = nameRun(text, tokens, j, true, 3);
      if (end > j) spans.push(spanOf(tokens, j, end, 0.85));
      continue;
    }
    // 3. Given names from the gazetteers, with a surname or alone.
    const languages = FIRST_NAMES.get(token.lower);
    if (languages && (token.capitalized || !AMBIGUOUS_NAMES.has(token.lower))) {
      const prev = tokens[i - 1];
      if (prev && adjacent(text, prev, token) && isNameWord(prev, false) && FIRST_NAMES.has(prev.lower)) continue; // "Anna Maria X" handled at Anna
      const end = nameRun(text, tokens, i, !token.capitalized, 4);
      const hasSurname = end > i + 1;
      const ambiguous = AMBIGUOUS_NAMES.has(token.lower);
      if (token.capitalized) {
        if (hasSurname) spans.push(spanOf(tokens, i, end, ambiguous ? 0.65 : 0.8));
        else if (!ambiguous) spans.push(spanOf(tokens, i, i + 1, 0.6));
      } else if (!ANY_STOPWORD.has(token.lower)) {
        spans.push(spanOf(tokens, i, hasSurname ? Math.min(end, i + 2) : i + 1, 0.5));
      }
    }
  }

  // 4. Signatures: the line after a closing formula, when it is nothing but a name.
  for (const m of text.matchAll(SIGN_OFFS)) {
    const after = m.index + m[0].length;
    const i = firstTokenAtOrAfter(after);
    if (i < 0) continue;
    const first = tokens[i]!;
    const onNextLine = m[0].includes('\n', m[0].search(/\S/) + 1);
    if (/\n/.test(text.slice(after, first.start))) continue; // blank line between: not a signature
    const end = nameRun(text, tokens, i, onNextLine, 3);
    if (end === i) continue;
    const lineRest = text.slice(tokens[end - 1]!.end, text.indexOf('\n', tokens[end - 1]!.end) >>> 0);
    // The name ends its line, or is followed by a role or company after a comma/dash/pipe.
    if (!/^\s*(?:$|[,|–\-(/])/.test(lineRest)) continue;
    spans.push(spanOf(tokens, i, end, onNextLine ? 0.8 : 0.75));
  }

  // 5. Field labels: "Ansprechpartner: Jan Kowalski", "From: Anna Berg <…>".
  for (const m of text.matchAll(PERSON_LABELS)) {
    const i = tokenIndexAt.get(m.index + m[0].length);
    if (i === undefined) continue;
    const end = nameRun(text, tokens, i, false, 3);
    if (end > i) spans.push(spanOf(tokens, i, end, 0.7));
  }
  return spans;
};
