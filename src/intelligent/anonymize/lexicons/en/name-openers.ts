// Words of this language before a name, as regular-expression alternatives separated by "|": a company
// marker before a business's name ("Firma Schulz", "la società Rossi") and a job or relation before a
// person's name ("unser Monteur Brandt", "notre technicien Morvan").
export default {
  company: `company`,
  person: `technician|engineer|fitter|installer|driver|electrician|plumber|painter|builder|colleague|accountant|bookkeeper|lawyer|solicitor|architect|consultant|assistant|landlord|tenant|neighbour|neighbor`,
};
