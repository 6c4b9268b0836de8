// Words of this language around a place, for the address rules: small words inside a town's name, as plain
// phrases separated by "|" ("Frankfurt am Main", "Boulogne-sur-Mer" written apart), and small words inside a
// place's name, white-space separated ("Lieu-dit La Combe"); words that open a numbered part of an address,
// plain phrases separated by "|" ("Unit 9", "Bât. C 3", "lok. 4"); capitalised words after a number that are
// units, invoice words or months, not towns ("1500 Stück", "12 Januar"), and words that open a field or a
// sentence rather than an address line ("Adresse", "Danke"), both white-space separated.
// Also: small words inside a street's name ("rue de la Paix"), white-space separated as written, and labels
// before a number that is no postcode ("Rechnung 12345 Januar") and labels whose value is a postcode ("PLZ"),
// plain phrases separated by "|".
export default {
  townParticles: ``,
  placeParticles: `of the`,
  addressParts: `unit|hangar|flat|suite|apt|apt.|apartment|building|bldg|bldg.|floor|block`,
  notTowns: `eur euro euros usd chf gbp pcs pieces units invoice january february march april june july august september october november december`,
  addressStops: `address vat tel phone fax email mail iban bic total invoice thanks regards dear hello hi attn client customer`,
  streetParticles: `the of`,
  notPostcodeBefore: `no|number|invoice|order|qty|pos`,
  postcodeLabels: `zip|zip code|zipcode|postcode|post code|postal code`,
};
