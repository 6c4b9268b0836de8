// Street words of this language, as regular-expression alternatives separated by "|" (a dot escaped):
// endings of a one-word street name (Hauptstraße, Keizersgracht), words after the name (Baker Street),
// words before it (rue, via, ul.), and words before it only when capitalised (Am Markt).
export default {
  endings: '',
  after: '',
  before: 'calle|c\\/|avenida|avda\\.?|av\\.|plaza|paseo|pº|camino|carrer|carretera|ronda|travesía|ctra\\.|pza\\.|pso\\.|urb\\.',
  capitalisedBefore: '',
};
