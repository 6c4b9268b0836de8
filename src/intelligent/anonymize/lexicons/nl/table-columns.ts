// Column headers of a pasted table whose cells name a person or a business, separated by "|".
export default {
  person: 'contact|contactpersoon|naam|aanvrager|medewerker|tenaamstelling|rekeninghouder|chauffeur',
  company: 'leverancier|crediteur|debiteur|klant|bedrijf|begunstigde|opdrachtgever|winkel|relatie',
};
