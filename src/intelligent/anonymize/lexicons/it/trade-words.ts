// Words of this language that name a kind of business, white-space separated: nouns before a trade name
// ("Bäckerei Huber", "Hotel Adler") and words after one ("Smith's Bakery", "Groenwoud Hoveniers").
export default {
  opening: `trattoria pizzeria osteria ristorante panificio ferramenta farmacia tipografia officina trasporti agenzia
    cantina torrefazione idraulica elettricista autofficina carrozzeria impresa gelateria macelleria
    pasticceria clinica laboratorio ottica negozio studio bar`,
  closing: `costruzioni impianti servizi arredamenti edilizia fratelli`,
};
