// Words of this language that name a kind of business, white-space separated: nouns before a trade name
// ("Bäckerei Huber", "Hotel Adler") and words after one ("Smith's Bakery", "Groenwoud Hoveniers").
export default {
  opening: `piekarnia kancelaria hurtownia apteka warsztat drukarnia winnica pracownia zakład hydraulika elektryka
    usługi biuro sklep serwis gabinet przychodnia hurtowni hurtownię hurtownią piekarni apteki aptece
    warsztatu warsztacie drukarni pracowni zakładu zakładzie sklepu sklepie biura biurze kancelarii gabinetu
    gabinecie willa pensjonat`,
  closing: `remonty budownictwo instalacje bracia`,
};
