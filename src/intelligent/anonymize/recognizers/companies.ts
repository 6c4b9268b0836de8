// COMPANY_NAME: the words before a legal-form suffix ("Müller & Söhne GmbH", "studio grafico rossi s.r.l.",
// "Kowalski Sp. z o.o."), the capitalised words after a marker ("Firma Schulz", "la società Bianchi"),
// and trade names ("Bäckerei Huber", "Hotel Adler"). The name grows to the left over any words that are
// not function words, so lower-case names are found too, and stops at punctuation or a line start.
import { COMPANY_MARKERS, GREETINGS, HONORIFICS, LEGAL_FORMS } from '../gazetteers/context-words.js';
import { ANY_STOPWORD } from '../gazetteers/stopwords.js';
import { span, type Recognizer, type Span } from '../span.js';
import { adjacent, tokenize, type Token } from '../tokens.js';

/** Lower-case spellings of the legal forms that are unmistakable in lower case too. */
const LOWER_CASE_LEGAL_FORMS = /(?<![\p{L}\p{N}])(?:gmbh|ltd\.?|sp\.\s?z\s?o\.\s?o\.?|s\.r\.l\.?|srl|s\.p\.a\.?|sarl|b\.v\.|bv|s\.l\.u?\.|s\.a\.s\.|inc\.|llc)(?![\p{L}\p{N}])/gu;
const CONNECTORS = new Set(['&', '+', 'und', 'and', 'e', 'y', 'en', 'et', 'i', 'u.']);
/** Words that start a trade name: "Bäckerei Huber", "Hotel Adler", "Studio Rossi". */
const TRADE_WORDS = new Set(
  `bäckerei metzgerei schreinerei tischlerei malerbetrieb autohaus gasthaus gasthof hotel restaurant café cafe
   kanzlei praxis apotheke agentur atelier studio werkstatt boulangerie pâtisserie brasserie cabinet garage
   trattoria pizzeria osteria ristorante panificio ferramenta farmacia panadería panaderia taller asesoría
   asesoria bakkerij slagerij kapsalon drukkerij piekarnia kancelaria hurtownia apteka warsztat`.split(/\s+/),
);
const NAME_CHARS = /^[\p{L}\p{N}][\p{L}\p{N}'’.\-]*$/u;

/** Walks left from the suffix over name-like words on the same line, at most five. */
function companyStart(text: string, suffixStart: number): number | null {
  let start = suffixStart;
  let words = 0;
  let cursor = suffixStart;
  while (words < 5) {
    const before = text.slice(Math.max(0, cursor - 40), cursor);
    const m = /([\p{L}\p{N}&+'’.\-]+)([ \t]{1,2})$/u.exec(before);
    if (!m) break;
    const word = m[1]!;
    const lower = word.toLowerCase().replace(/\.$/, '');
    // "…paid. Acme Ltd": a word ending a sentence is not part of the name.
    if (word.endsWith('.') && lower.length > 3 && !/^\p{Lu}+\.$/u.test(word)) break;
    const wordStart = cursor - m[0].length;
    if (CONNECTORS.has(lower)) {
      // A connector only between two name words.
      if (words === 0) break;
      cursor = wordStart;
      continue;
    }
    if (!NAME_CHARS.test(word) || ANY_STOPWORD.has(lower) || HONORIFICS.has(lower) || GREETINGS.has(lower)) break;
    if (/^(?:firma|fa\.|company|société|società|ditta|empresa|bedrijf|spółka|rechnung|invoice|faktura|facture|fattura|factura|factuur)$/i.test(word)) break;
    start = wordStart;
    cursor = wordStart;
    words++;
  }
  // A connector cannot start the name.
  return start < suffixStart ? start : null;
}

function fromLegalForms(text: string, pattern: RegExp, spans: Span[]): void {
  for (const m of text.matchAll(pattern)) {
    const suffixStart = m.index;
    const start = companyStart(text, suffixStart);
    if (start === null) continue;
    const name = text.slice(start, suffixStart);
    // Two-letter upper-case forms (AG, SA, SE, AS…) only after a capitalised name.
    if (m[0].length <= 3 && m[0] === m[0].toUpperCase() && !/^\p{Lu}/u.test(name) && !/^\d/.test(name)) continue;
    if (!/\p{L}/u.test(name)) continue;
    let end = suffixStart + m[0].length;
    // "UG (haftungsbeschränkt)" or "KG" after "GmbH & Co." are part of the form already; keep a final dot.
    if (text[end] === '.' && /\.\w/.test(m[0]) && !m[0].endsWith('.')) end++;
    spans.push(span(start, end, 'COMPANY_NAME', 0.9));
  }
}

function capitalisedRun(text: string, tokens: Token[], i: number, max: number): number {
  let j = i;
  while (j < tokens.length && j - i < max) {
    const t = tokens[j]!;
    if (j > i && !adjacent(text, tokens[j - 1]!, t)) break;
    if (!t.capitalized || ANY_STOPWORD.has(t.lower)) break;
    j++;
  }
  return j;
}

export const recognizeCompanies: Recognizer = (text) => {
  const spans: Span[] = [];
  fromLegalForms(text, LEGAL_FORMS, spans);
  fromLegalForms(text, LOWER_CASE_LEGAL_FORMS, spans);
  const tokens = tokenize(text);
  const indexAt = new Map<number, number>();
  tokens.forEach((t, i) => indexAt.set(t.start, i));
  for (const m of text.matchAll(COMPANY_MARKERS)) {
    const i = indexAt.get(m.index + m[0].length);
    if (i === undefined) continue;
    const end = capitalisedRun(text, tokens, i, 4);
    if (end > i) spans.push(span(tokens[i]!.start, tokens[end - 1]!.end, 'COMPANY_NAME', 0.75));
  }
  tokens.forEach((t, i) => {
    if (!t.capitalized || !TRADE_WORDS.has(t.lower)) return;
    const end = capitalisedRun(text, tokens, i + 1, 3);
    if (end > i + 1) spans.push(span(t.start, tokens[end - 1]!.end, 'COMPANY_NAME', 0.7));
  });
  return spans;
};
