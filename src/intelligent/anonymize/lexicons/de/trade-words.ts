// Words of this language that name a kind of business, white-space separated: nouns before a trade name
// ("Bäckerei Huber", "Hotel Adler") and words after one ("Smith's Bakery", "Groenwoud Hoveniers").
export default {
  opening: `bäckerei metzgerei schreinerei tischlerei zimmerei malerbetrieb autohaus gasthaus gasthof hotel restaurant
    café cafe bar kanzlei praxis apotheke agentur atelier studio werkstatt druckerei spedition gärtnerei
    friseursalon elektro sanitär heizung maler dachdecker fliesen holzbau metallbau glaserei optik reifen
    fahrrad immobilien reisebüro fahrschule pension bauunternehmen gartenbau zahnarztpraxis steuerkanzlei
    camping boutique`,
  closing: `gebrüder`,
};
