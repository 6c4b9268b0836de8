// Words of this language around a place, for the address rules: small words inside a town's name, as plain
// phrases separated by "|" ("Frankfurt am Main", "Boulogne-sur-Mer" written apart, the abbreviated German
// "Weißenburg i. Bay.", "Neustadt a. d. Donau", "Bad Homburg v. d. Höhe"), and small words inside a
// place's name, white-space separated ("Lieu-dit La Combe"); words that open a numbered part of an address,
// plain phrases separated by "|" ("Unit 9", "Bât. C 3", "lok. 4"); capitalised words after a number that are
// units, invoice words or months, not towns ("1500 Stück", "12 Januar"), and words that open a field or a
// sentence rather than an address line ("Adresse", "Danke"), both white-space separated.
// Also: small words inside a street's name ("rue de la Paix"), white-space separated as written, and labels
// before a number that is no postcode ("Rechnung 12345 Januar") and labels whose value is a postcode ("PLZ"),
// plain phrases separated by "|".
export default {
  townParticles: `am|an|der|die|im|in|ob|den|bei|i.|a.|b.|d.|v.`,
  placeParticles: `von der den am an im`,
  addressParts: `gebäude|haus|etage|wohnung|whg|whg.`,
  notTowns: `stück stk stunden std tage tag jahre monate rechnung januar februar märz april mai juni juli august september oktober november dezember`,
  addressStops: `adresse anschrift ust rechnung danke grüße hallo beste kunde`,
  streetParticles: `von der den im am`,
  notPostcodeBefore: `nr|nummer|rechnung*|bestell*|menge|pos`,
  postcodeLabels: `plz|postleitzahl`,
};
