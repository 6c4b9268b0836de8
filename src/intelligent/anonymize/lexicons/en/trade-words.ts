// Words of this language that name a kind of business, white-space separated: nouns before a trade name
// ("Bäckerei Huber", "Hotel Adler") and words after one ("Smith's Bakery", "Groenwoud Hoveniers").
export default {
  opening: `hotel restaurant café cafe bar studio transport boutique`,
  closing: `bakery café cafe solicitors plumbing joinery builders roofing electrical bakehouse deli florist florists
    consulting consultants management accountants architects interiors logistics catering printers repairs
    motors garage supplies clinic surgery practice salon studio studios agency pharmacy shop store hotel
    restaurant pub gym academy nursery kitchens cleaning plumbers electricians roofers bistro bar brewery
    coffee roasters bookshop books boutique barbers hairdressers tailors opticians dental vets veterinary
    kennels stables farm dairy butchers grocers market trading traders imports exports design designs media
    marketing solutions services systems technologies tech software digital events travel foods group holdings
    partners consultancy engineering construction landscaping gardening decorating removals transport haulage
    couriers workshop garden centre center productions photography landscapes nurseries orchards vineyards
    print printing signs security recruitment properties estates lettings heating aviation renovation
    furnishings furniture timber tiles fabrics textiles carpentry glazing tiling fencing paving scaffolding
    upholstery crafts woodwork metalwork ironworks autos coaches cars taxis guesthouse inn lodge hostel co`,
};
