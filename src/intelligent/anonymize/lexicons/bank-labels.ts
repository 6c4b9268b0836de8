// Labels whose value is the name of the payee's bank ("Bank: First Mutual", "Banque : Crédit Agricole"), in
// every language: the bank's name tells where the payee banks, with the account beside it. Lower case; a
// space stands for any run of spaces.
export default [
  'bank',
  'bank name',
  'name of bank',
  'bankname',
  'name der bank',
  'kreditinstitut',
  'geldinstitut',
  'banque',
  'nom de la banque',
  'banca',
  'nome banca',
  'istituto bancario',
  'banco',
  'entidad',
  'entidad bancaria',
  'banknaam',
  'naam bank',
  'nazwa banku',
];
