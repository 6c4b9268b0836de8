// Street words of this language, as regular-expression alternatives separated by "|" (a dot escaped):
// endings of a one-word street name (Hauptstraße, Keizersgracht), words after the name (Baker Street),
// words before it (rue, via, ul.), and words before it only when capitalised (Am Markt).
export default {
  endings: '',
  after: '',
  before:
    'via|viale|piazza|piazzale|corso|largo|vicolo|strada|contrada|loc\\.|località|fraz\\.|frazione|c\\.so|v\\.le|p\\.zza|p\\.za|p\\.le|l\\.go|v\\.lo',
  capitalisedBefore: '',
};
