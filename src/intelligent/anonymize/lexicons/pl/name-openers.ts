// Words of this language before a name, as regular-expression alternatives separated by "|": a company
// marker before a business's name ("Firma Schulz", "la società Rossi") and a job or relation before a
// person's name ("unser Monteur Brandt", "notre technicien Morvan").
export default {
  company: `spółk(?:a|i|ę|ą)|spółce|firm(?:y|ie|ę|ą)|przedsiębiorstw(?:o|a|ie)`,
  person: `technik|kierowca|elektryk|hydraulik|malarz|kolega|koleżanka|księgow[ay]|prawnik|adwokat|architekt|doradca|sąsiad(?:ka)?`,
};
