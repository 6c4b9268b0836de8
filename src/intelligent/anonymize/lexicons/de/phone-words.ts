// Words of this language around a phone number, plain phrases separated by "|" (a space matches spaces or
// tabs, a "*" at the end of a word any letters after it): labels and call verbs before a phone number ("Tel.",
// "Handy", "appel*"); the word for "number" ("seine Nummer"); the start of a document or account word that
// makes such a number no phone ("Rechnungsnummer", "customer number"); labels before a number that is no
// phone unless a phone label says so ("Nr.", "Betrag", "facture").
export default {
  labels: `tel|telefon|fon|mobil|handy|fax|anrufen|rufnummer|durchwahl`,
  numberWords: `nummer`,
  documentWords: `rechnung|bestell|auftrag|kunden|konto|steuer|ust|artikel`,
  notPhoneBefore: `nr|rechnung*|bestell*|auftrag*|kunden*|konto|blz|referenz|aktenzeichen|menge|betrag|summe|preis`,
};
