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
  townParticles: `de|del|la|da|do|das|dos`,
  placeParticles: `de del la los las y`,
  addressParts: `edificio|piso|puerta|portal|bloque`,
  notTowns: `unidades horas días dias factura enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre`,
  addressStops: `dirección direccion iva factura gracias saludos hola cliente`,
  streetParticles: `de del la los las y`,
  notPostcodeBefore: `nº|número|factura|cantidad`,
  postcodeLabels: `código postal|cod. postal|c.p.`,
};
