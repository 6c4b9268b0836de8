// Words of this language before a name, as regular-expression alternatives separated by "|": a company
// marker before a business's name ("Firma Schulz", "la società Rossi") and a job or relation before a
// person's name ("unser Monteur Brandt", "notre technicien Morvan").
export default {
  company: `empresa|compañía`,
  person: `técnico|técnica|conductor|electricista|fontanero|pintor|compañer[oa]|contable|abogad[oa]|arquitect[oa]|asesor(?:a)?|vecin[oa]`,
};
