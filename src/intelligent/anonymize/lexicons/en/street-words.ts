// Street words of this language, as regular-expression alternatives separated by "|" (a dot escaped):
// endings of a one-word street name (Hauptstraße, Keizersgracht), words after the name (Baker Street),
// words before it (rue, via, ul.), and words before it only when capitalised (Am Markt).
export default {
  endings: '',
  after:
    'street|st\\.?|road|rd\\.?|avenue|ave\\.?|lane|ln\\.?|drive|dr\\.?|way|court|ct\\.?|place|pl\\.?|square|sq\\.?|close|crescent|terrace|gardens|park|hill|row|mews|parade|grove|walk|green|rise|view|boulevard|blvd\\.?|highway',
  before: '',
  capitalisedBefore: '',
};
