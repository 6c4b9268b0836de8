// Words of this language before a name, plain phrases separated by "|" (a space matches spaces or tabs, an
// apostrophe either apostrophe, "…" up to three words): a company marker before a business's name ("Firma
// Schulz"), also a public body named by its town ("Stadt Kassel", "comune di Lecco"); a job or relation before a person's name ("unser Monteur Brandt"); phrases that name a business
// before its name ("my company", "raison sociale") and the verbs that may follow them ("is", "heißt"); words
// before the business goods came from ("ordered … from", "chez"); possessives and the roles of business
// partners after them ("our supplier Hartwell", "unser Lieferant Holzmann"), and a business speaking of
// itself ("we are", "all of us at").
export default {
  company: `spółka|spółki|spółkę|spółką|spółce|firmy|firmie|firmę|firmą|przedsiębiorstwo|przedsiębiorstwa|przedsiębiorstwie|urząd miasta|urząd gminy|gmina`,
  person: `technik|kierowca|elektryk|hydraulik|malarz|kolega|koleżanka|księgowa|księgowy|prawnik|adwokat|architekt|doradca|sąsiad|sąsiadka`,
  introducers: `moja firma|nasza firma|jego firma|jej firma|nazwa firmy|nazwa|nazwę`,
  naming: `jest|to`,
  supplier: `zamówiona w|zamówiona u|zamówione w|zamówione u|zamówiony w|zamówiony u|kupiona w|kupiona u|kupione w|kupione u|kupiony w|kupiony u`,
  possessives: `nasz|nasza|naszego|mój|moja|mojego`,
  partners: `dostawca|dostawcy|klient|klientka|wynajmujący|najemca|podwykonawca`,
  self: `jesteśmy`,
};
