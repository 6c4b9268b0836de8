// Words of this language before a name, plain phrases separated by "|" (a space matches spaces or tabs, an
// apostrophe either apostrophe, "…" up to three words): a company marker before a business's name ("Firma
// Schulz"), also a public body named by its town ("Stadt Kassel", "comune di Lecco"); a job or relation before a person's name ("unser Monteur Brandt"); phrases that name a business
// before its name ("my company", "raison sociale") and the verbs that may follow them ("is", "heißt"); words
// before the business goods came from ("ordered … from", "chez"); possessives and the roles of business
// partners after them ("our supplier Hartwell", "unser Lieferant Holzmann"), and a business speaking of
// itself ("we are", "all of us at").
export default {
  company: `société|societe|entreprise|mairie de|ville de|commune de`,
  person: `technicien|technicienne|chauffeur|électricien|plombier|peintre|collègue|comptable|avocat|avocate|architecte|consultant|consultante|voisin|voisine`,
  introducers: `ma société|ma entreprise|ma boîte|notre société|notre entreprise|notre boîte|sa société|sa entreprise|sa boîte|nom de la société|nom de ma société|nom de notre société|raison sociale|le nom`,
  naming: `est|s'appelle`,
  supplier: `chez`,
  possessives: `notre|mon|ma`,
  partners: `fournisseur|client|propriétaire|locataire|prestataire|sous-traitant`,
  self: `nous sommes`,
};
