// Labels of this language before a colon, as regular-expression alternatives separated by "|": labels
// whose value is a person ("Ansprechpartner:", "Attn:") and labels of an invoice's parties, whose value is a
// business or a person ("Lieferant:", "Bill to:").
export default {
  person: `signé|interlocuteur|contact|à l['’]attention de|gérant(?:e)?|directeur|directrice|titulaire|client|destinataire`,
  party: `fournisseur|vendeur|prestataire|acheteur|facturer à|facturé à|destinataire|émetteur|client`,
};
