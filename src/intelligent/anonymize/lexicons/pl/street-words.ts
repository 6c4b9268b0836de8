// Street words of this language, as regular-expression alternatives separated by "|" (a dot escaped):
// endings of a one-word street name (Hauptstraße, Keizersgracht), words after the name (Baker Street),
// words before it (rue, via, ul.), and words before it only when capitalised (Am Markt).
// Also: words that open a numbered unit before a street (Unit 4), street words unmistakable in a chat's lower
// case (19 harrow road), words after a house number (12 rue de la Paix), and the words for a post-office box
// (Postfach, in any case) with their abbreviations as written (P.O. Box, BP, Apdo.).
// And the words that open the name of a building, estate or locality, with their capitalisation (Résidence,
// Gewerbegebiet, Osiedle).
export default {
  endings: 'rynek',
  after: '',
  before: 'ul\\.|ulica|al\\.|aleja|pl\\.|plac|os\\.|osiedle|rynek',
  capitalisedBefore: '',
  units: '',
  lowerCaseAfter: '',
  afterNumber: '',
  poBoxes: 'skrytka pocztowa',
  poBoxAbbreviations: 'skr\\.[ \\t]?poczt\\.',
  estateOpeners: '[Oo]siedle|[Oo]siedlu|[Oo]siedlem',
  doors: '',
};
