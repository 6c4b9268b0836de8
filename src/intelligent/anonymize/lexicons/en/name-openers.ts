// Words of this language before a name, plain phrases separated by "|" (a space matches spaces or tabs, an
// apostrophe either apostrophe, "…" up to three words): a company marker before a business's name ("Firma
// Schulz"), also a public body named by its town ("Stadt Kassel", "comune di Lecco"); a job or relation before a person's name ("unser Monteur Brandt"); phrases that name a business
// before its name ("my company", "raison sociale") and the verbs that may follow them ("is", "heißt"); words
// before the business goods came from ("ordered … from", "chez"); possessives and the roles of business
// partners after them ("our supplier Hartwell", "unser Lieferant Holzmann"), and a business speaking of
// itself ("we are", "all of us at").
export default {
  company: `company|city of|borough of`,
  person: `technician|engineer|fitter|installer|driver|electrician|plumber|painter|builder|colleague|accountant|bookkeeper|lawyer|solicitor|architect|consultant|assistant|landlord|tenant|neighbour|neighbor`,
  introducers: `my company|my company name|my business|my business name|my firm|my firm name|our company|our company name|our business|our business name|our firm|our firm name|his company|his company name|his business|his business name|his firm|his firm name|her company|her company name|her business|her business name|her firm|her firm name|their company|their company name|their business|their business name|their firm|their firm name|company name|the company name|name of my company|name of my business|name of our company|name of our business|name of the company|name of the business|trading as|t/a|d/b/a|doing business as|the name`,
  naming: `is`,
  supplier: `ordered … from|bought … from|purchased … from|sourced … from|hired … from|rented … from|from the|at the`,
  possessives: `our|my|your|their`,
  partners: `supplier|client|customer|landlord|tenant|contractor|subcontractor`,
  self: `we are|us at|team at|everyone at|all at`,
};
