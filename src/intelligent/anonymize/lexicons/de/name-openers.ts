// Words of this language before a name, plain phrases separated by "|" (a space matches spaces or tabs, an
// apostrophe either apostrophe, "…" up to three words): a company marker before a business's name ("Firma
// Schulz"), also a public body named by its town ("Stadt Kassel", "comune di Lecco"); a job or relation before a person's name ("unser Monteur Brandt"); phrases that name a business
// before its name ("my company", "raison sociale") and the verbs that may follow them ("is", "heißt"); words
// before the business goods came from ("ordered … from", "chez"); possessives and the roles of business
// partners after them ("our supplier Hartwell", "unser Lieferant Holzmann"), and a business speaking of
// itself ("we are", "all of us at").
export default {
  company: `firma|fa.|unternehmen|stadt|gemeinde|landkreis`,
  person: `monteur|techniker|fahrer|elektriker|installateur|maler|kollege|kollegin|buchhalter|buchhalterin|steuerberater|steuerberaterin|anwalt|anwältin|architekt|architektin|berater|beraterin|nachbar|nachbarin|vermieter|vermieterin|mieter|mieterin`,
  introducers: `meine firma|unsere firma|seine firma|ihre firma|firmenname|firmierung|handelnd unter|der name|den namen`,
  naming: `ist|lautet|heißt`,
  supplier: `bestellt bei|bestellt von|gekauft bei|gekauft von|bezogen bei|bezogen von|geliefert bei|geliefert von`,
  possessives: `unser|unsere|unseren|unserem|mein|meine|meinen|meinem`,
  partners: `lieferant|lieferantin|kunde|kundin|vermieter|vermieterin|mieter|mieterin|auftraggeber|auftraggeberin|subunternehmer`,
  self: `wir sind`,
};
