// Street words of this language, as regular-expression alternatives separated by "|" (a dot escaped):
// endings of a one-word street name (Hauptstraße, Keizersgracht), words after the name (Baker Street),
// words before it (rue, via, ul.), and words before it only when capitalised (Am Markt).
export default {
  endings: 'straße|strasse|str\\.|weg|gasse|platz|allee|ring|damm|ufer|steig|chaussee|markt|pfad|park|feld|graben|kamp|stieg|wall|winkel|höhe|berg',
  after: '',
  before: '',
  capitalisedBefore: 'Am|An der|An den|Auf der|Auf dem|Im|In der|Zum|Zur|Unter den',
};
