// Street words of this language, as regular-expression alternatives separated by "|" (a dot escaped):
// endings of a one-word street name (Hauptstraße, Keizersgracht), words after the name (Baker Street),
// words before it (rue, via, ul.), and words before it only when capitalised (Am Markt).
export default {
  endings: '',
  after: '',
  before: 'rue|avenue|av\\.|boulevard|bd\\.?|place|chemin|allée|allee|impasse|quai|route|cours|square',
  capitalisedBefore: '',
};
