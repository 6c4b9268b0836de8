// Words of this language that name a kind of business, white-space separated: nouns before a trade name
// ("Bäckerei Huber", "Hotel Adler") and words after one ("Smith's Bakery", "Groenwoud Hoveniers").
export default {
  opening: `boulangerie pâtisserie brasserie cabinet garage imprimerie pharmacie transports menuiserie librairie
    agence domaine torréfaction maison traiteur pressing plomberie électricité auto-école clinique institut
    salon fromagerie cave atelier boutique coiffure`,
  closing: `paysages rénovation renovation bâtiment conseil peinture élagage frères`,
};
