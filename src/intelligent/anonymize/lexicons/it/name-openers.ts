// Words of this language before a name, plain phrases separated by "|" (a space matches spaces or tabs, an
// apostrophe either apostrophe, "…" up to three words): a company marker before a business's name ("Firma
// Schulz"), also a public body named by its town ("Stadt Kassel", "comune di Lecco"); a job or relation before a person's name ("unser Monteur Brandt"); phrases that name a business
// before its name ("my company", "raison sociale") and the verbs that may follow them ("is", "heißt"); words
// before the business goods came from ("ordered … from", "chez"); possessives and the roles of business
// partners after them ("our supplier Hartwell", "unser Lieferant Holzmann"), and a business speaking of
// itself ("we are", "all of us at").
export default {
  company: `società|ditta|azienda|comune di`,
  person: `tecnico|tecnica|autista|elettricista|idraulico|imbianchino|collega|commercialista|avvocato|avvocata|architetto|consulente|vicino|vicina`,
  introducers: `la mia azienda|la mia ditta|la mia società|la nostra azienda|la nostra ditta|la nostra società|la sua azienda|la sua ditta|la sua società|ragione sociale|denominazione|denominazione sociale|il nome`,
  naming: `è|si chiama`,
  supplier: `presso|acquistato da|acquistata da|acquistati da|acquistate da|ordinato da|ordinata da|ordinati da|ordinate da`,
  possessives: `il nostro|la nostra|il mio|la mia`,
  partners: `fornitore|cliente|proprietario|inquilino|committente`,
  self: `siamo`,
};
