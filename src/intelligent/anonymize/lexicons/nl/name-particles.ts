// Small words of this language inside names, white-space separated, lower case: particles of a person's name
// ("von", "van der", "de la"); lower-case words between the capitalised words of a business's name ("Aceites
// del Sur"); articles that may open a business's name ("Les Vergers du Lot SAS"); words for "and" in a
// business's name ("Müller und Söhne"); the small words a business line under a signature may hold; and
// the small words between a legal form written first and the name ("SARL de la Combe", "vzw De Kleine");
// the last parts of compound surnames and place names ("Neumann", "Steinberg"), which make no safe compound.
export default {
  person: `van der den de ter ten`,
  company: `van den der het`,
  articles: `de het van der`,
  connectors: `en`,
  signature: `en van der den`,
  afterLegalForm: `het van der den en`,
  heads: `brugge wijk dam hoven dijk veld bosch broek huis horst beek`,
};
