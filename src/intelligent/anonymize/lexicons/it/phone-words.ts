// Words of this language around a phone number, plain phrases separated by "|" (a space matches spaces or
// tabs, a "*" at the end of a word any letters after it): labels and call verbs before a phone number ("Tel.",
// "Handy", "appel*"); the word for "number" ("seine Nummer"); the start of a document or account word that
// makes such a number no phone ("Rechnungsnummer", "customer number"); labels before a number that is no
// phone unless a phone label says so ("Nr.", "Betrag", "facture").
export default {
  labels: `tel|telefono|cellulare|cell|cel|fax|chiam*`,
  numberWords: `numero`,
  documentWords: `fattura|ordine|iva`,
  notPhoneBefore: `nº|n°|fattura|ordine|importo|prezzo`,
};
