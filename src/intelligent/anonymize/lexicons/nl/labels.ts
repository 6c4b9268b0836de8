// Labels of this language before a colon, plain phrases separated by "|" (a space matches spaces or tabs, an
// apostrophe either apostrophe): labels whose value is a person, labels of an invoice's parties (a business or
// a person), e-mail header and addressee labels, whose value is as often a department as a person, and the
// lines that head an address block rather than name someone ("Spett.le", "Messrs", "Aan").
export default {
  person: `getekend|handtekening|contactpersoon|t.a.v.|ter attentie van|eigenaar|directeur|zaakvoerder|beheerder|klant|patiënt`,
  party: `leverancier|verkoper|klant|koper|opdrachtgever|factuur aan`,
  header: `van|aan|voor`,
  blockHeaders: `aan|voor`,
};
