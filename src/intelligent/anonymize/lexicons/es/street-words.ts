// Street words of this language, as regular-expression alternatives separated by "|" (a dot escaped):
// endings of a one-word street name (Hauptstraße, Keizersgracht), words after the name (Baker Street),
// words before it (rue, via, ul.), and words before it only when capitalised (Am Markt).
// Also: words that open a numbered unit before a street (Unit 4), street words unmistakable in a chat's lower
// case (19 harrow road), words after a house number (12 rue de la Paix), and the words for a post-office box
// (Postfach, in any case) with their abbreviations as written (P.O. Box, BP, Apdo.).
// And the words that open the name of a building, estate or locality, with their capitalisation (Résidence,
// Gewerbegebiet, Osiedle), and the words after a floor number that name the door (3º izda.).
export default {
  endings: '',
  after: '',
  before: 'calle|c\\/|avenida|avda\\.?|av\\.|plaza|paseo|pº|camino|carrer|carretera|ronda|travesía|ctra\\.|pza\\.|pso\\.|urb\\.',
  capitalisedBefore: '',
  units: '',
  lowerCaseAfter: '',
  afterNumber: '',
  poBoxes: 'apartado de correos|apartado',
  poBoxAbbreviations: 'Apdo\\.',
  estateOpeners: '[Ee]dificio|[Uu]rbanizaci[óo]n|[Rr]esidencial|[Cc]ortijo|[Mm]asía|[Pp]olígono',
  doors: 'izda\\.?|izq\\.?|izqda\\.?|dcha\\.?|drcha\\.?|dcho\\.?|ctro\\.?|centro|pta\\.?[ \\t]?\\d{1,2}|puerta[ \\t]\\d{1,2}',
};
