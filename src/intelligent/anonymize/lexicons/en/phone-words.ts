// Words of this language around a phone number, plain phrases separated by "|" (a space matches spaces or
// tabs, a "*" at the end of a word any letters after it): labels and call verbs before a phone number ("Tel.",
// "Handy", "appel*"); the word for "number" ("seine Nummer"); the start of a document or account word that
// makes such a number no phone ("Rechnungsnummer", "customer number"); labels before a number that is no
// phone unless a phone label says so ("Nr.", "Betrag", "facture").
export default {
  labels: `tel|tel nr|tel. nr|telnr|tel.nr|phone|ph|mobile|mob|cell|cell.|fax|whatsapp|whats app|call|ring`,
  numberWords: `number`,
  documentWords: `invoice|order|customer|client|account|referen|tax|vat|article|item`,
  notPhoneBefore: `no|inv|invoice|order|customer|client*|account|iban|ref|pos|art|sku|qty|amount|total|price`,
};
