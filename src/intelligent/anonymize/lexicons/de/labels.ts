// Labels of this language before a colon, as regular-expression alternatives separated by "|": labels
// whose value is a person ("Ansprechpartner:", "Attn:") and labels of an invoice's parties, whose value is a
// business or a person ("Lieferant:", "Bill to:").
export default {
  person: `unterschrift|unterzeichnet|ansprechpartner(?:in)?|kontakt(?:person)?|bearbeiter(?:in)?|sachbearbeiter(?:in)?|inhaber(?:in)?|geschäftsführer(?:in)?|kunde|käufer|empfänger`,
  party: `lieferant|verkäufer|auftragnehmer|auftraggeber|rechnungsempfänger|rechnung an|leistungserbringer|kunde`,
};
