// Labels of this language before a colon, as regular-expression alternatives separated by "|": labels
// whose value is a person ("Ansprechpartner:", "Attn:") and labels of an invoice's parties, whose value is a
// business or a person ("Lieferant:", "Bill to:").
export default {
  person: String.raw`getekend|handtekening|contactpersoon|t\.a\.v\.|ter attentie van|eigenaar|directeur|zaakvoerder|beheerder|klant|patiënt`,
  party: `leverancier|verkoper|klant|koper|opdrachtgever|factuur aan`,
};
