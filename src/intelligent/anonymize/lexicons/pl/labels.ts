// Labels of this language before a colon, as regular-expression alternatives separated by "|": labels
// whose value is a person ("Ansprechpartner:", "Attn:") and labels of an invoice's parties, whose value is a
// business or a person ("Lieferant:", "Bill to:").
export default {
  person: `podpis|podpisał(?:a)?|osoba kontaktowa|kontakt|odbiorca|wystawił(?:a)?|sprzedawca|właściciel(?:ka)?|prezes|z rąk|klient|pacjent|nabywca`,
  party: `dostawca|sprzedawca|nabywca|odbiorca|zleceniodawca|wykonawca`,
};
