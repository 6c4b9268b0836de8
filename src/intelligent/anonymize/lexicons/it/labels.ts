// Labels of this language before a colon, as regular-expression alternatives separated by "|": labels
// whose value is a person ("Ansprechpartner:", "Attn:") and labels of an invoice's parties, whose value is a
// business or a person ("Lieferant:", "Bill to:").
export default {
  person: String.raw`firmato|referente|contatto|titolare|amministratore|responsabile|alla c\.a\.|c\.a\.|cliente|paziente|destinatario`,
  party: `fornitore|venditore|cliente|committente|intestatario|intestata a|prestatore`,
};
