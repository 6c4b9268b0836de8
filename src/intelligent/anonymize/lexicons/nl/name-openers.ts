// Words of this language before a name, plain phrases separated by "|" (a space matches spaces or tabs, an
// apostrophe either apostrophe, "…" up to three words): a company marker before a business's name ("Firma
// Schulz"), also a public body named by its town ("Stadt Kassel", "comune di Lecco"); a job or relation before a person's name ("unser Monteur Brandt"); phrases that name a business
// before its name ("my company", "raison sociale") and the verbs that may follow them ("is", "heißt"); words
// before the business goods came from ("ordered … from", "chez"); possessives and the roles of business
// partners after them ("our supplier Hartwell", "unser Lieferant Holzmann"), and a business speaking of
// itself ("we are", "all of us at").
export default {
  company: `bedrijf|onderneming|gemeente`,
  person: `chauffeur|elektricien|loodgieter|schilder|collega|boekhouder|advocaat|architect|adviseur|buurman|buurvrouw`,
  introducers: `mijn bedrijf|ons bedrijf|zijn bedrijf|haar bedrijf|bedrijfsnaam|handelsnaam|handelend onder|handelend onder de naam|de naam`,
  naming: `heet`,
  supplier: `besteld bij|gekocht bij|gehuurd bij`,
  possessives: `onze|ons|mijn`,
  partners: `leverancier|klant|verhuurder|huurder|aannemer|opdrachtgever`,
  self: `wij zijn|we zijn`,
};
