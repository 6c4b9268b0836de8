// Words of this language that name a kind of business, white-space separated: nouns before a trade name
// ("Bäckerei Huber", "Hotel Adler") and words after one ("Smith's Bakery", "Groenwoud Hoveniers").
export default {
  opening: `bakkerij slagerij kapsalon drukkerij apotheek autobedrijf advocatenkantoor transport wijnhandel
    ontwerpstudio schildersbedrijf timmerbedrijf kaasboerderij installatiebedrijf loodgieter schilder
    installateur elektricien bouwbedrijf hoveniersbedrijf stichting schoonheidssalon tandartspraktijk
    fysiotherapie winkel`,
  closing: `hoveniers schilders bouw advies installatietechniek loodgieters dakdekkers tuinen gebroeders`,
};
