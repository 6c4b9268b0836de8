// Words of this language before a name, as regular-expression alternatives separated by "|": a company
// marker before a business's name ("Firma Schulz", "la società Rossi") and a job or relation before a
// person's name ("unser Monteur Brandt", "notre technicien Morvan").
export default {
  company: String.raw`firma|fa\.|unternehmen`,
  person: `monteur|techniker|fahrer|elektriker|installateur|maler|kollege|kollegin|buchhalter(?:in)?|steuerberater(?:in)?|anwalt|anwältin|architekt(?:in)?|berater(?:in)?|nachbar(?:in)?|vermieter(?:in)?|mieter(?:in)?`,
};
