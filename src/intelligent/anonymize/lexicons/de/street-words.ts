// Street words of this language, as regular-expression alternatives separated by "|" (a dot escaped):
// endings of a one-word street name (Hauptstraße, Keizersgracht), words after the name (Baker Street),
// words before it (rue, via, ul.), and words before it only when capitalised (Am Markt).
// Also: words that open a numbered unit before a street (Unit 4), street words unmistakable in a chat's lower
// case (19 harrow road), words after a house number (12 rue de la Paix), and the words for a post-office box
// (Postfach, in any case) with their abbreviations as written (P.O. Box, BP, Apdo.).
// And the words that open the name of a building, estate or locality, with their capitalisation (Résidence,
// Gewerbegebiet, Osiedle).
export default {
  endings: 'straße|strasse|str\\.|weg|gasse|platz|allee|ring|damm|ufer|steig|chaussee|markt|pfad|park|feld|graben|kamp|stieg|wall|winkel|höhe|berg',
  after: '',
  before: '',
  capitalisedBefore: 'Am|An der|An den|Auf der|Auf dem|Im|In der|Zum|Zur|Unter den',
  units: '',
  lowerCaseAfter: '',
  afterNumber: '',
  poBoxes: 'postfach',
  poBoxAbbreviations: '',
  estateOpeners: '[Ww]ohnanlage|[Gg]ewerbegebiet|[Ii]ndustriegebiet|[Gg]ewerbepark|[Gg]ewerbezone|[Ii]ndustriezone|[Hh]andwerkerzone',
  doors: '',
};
