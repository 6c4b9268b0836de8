// Small words of this language inside names, white-space separated, lower case: particles of a person's name
// ("von", "van der", "de la"); lower-case words between the capitalised words of a business's name ("Aceites
// del Sur"); articles that may open a business's name ("Les Vergers du Lot SAS"); words for "and" in a
// business's name ("Müller und Söhne"); the small words a business line under a signature may hold; and
// the small words between a legal form written first and the name ("SARL de la Combe", "vzw De Kleine");
// the last parts of compound surnames and place names ("Neumann", "Steinberg"), which make no safe compound.
export default {
  person: `von vom der den zu`,
  company: `der den am an im zum zur`,
  articles: `der die das`,
  connectors: `und u.`,
  signature: `und von der den`,
  afterLegalForm: `und der den`,
  heads: `mann männer berg burg dorf feld bach stein hof hausen heim thal tal brück bruck stra rode ingen kamp meyer meier müller schmidt`,
};
