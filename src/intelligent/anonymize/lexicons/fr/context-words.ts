// The words around a person's name in this language, white-space separated: titles before a name (the title
// is not part of it), greetings whose next words are the addressee, words after a greeting that are no name
// ("Dear Sir", "Hallo zusammen"), and words of job titles and departments (a line holding one is a role);
// capitalised words after a given name that are no surname (invoice words, months: "Anna Rechnung"), nouns
// for people before a name ("Kollegin Anna"), determiners that make the next word a thing ("the bill
// said"), pronouns and indefinites that name nobody ("invoice them for"), and words after "invoice" that
// name a field, not a person ("invoice date").
// Also: endings of a title abbreviated with a dot, written after it ("Sig.ra", "Dott.ssa").
export default {
  titles: `mme mme. madame monsieur m. mlle mlle. me me. famille`,
  greetings: `bonjour salut cher chère coucou bonsoir`,
  notAddressees: `oncle tout tous toutes monsieur messieurs madame mesdames collègues équipe maman papa mamie mémé pépé papy
    tata tonton`,
  roles: `gérant gérante directeur directrice comptable comptabilité responsable assistante commercial commerciale
    service achats fondateur fondatrice président présidente recouvrement facturation accueil équipe l'équipe`,
  notSurnames: `facture tva et pour rue janvier février mars avril mai juin juillet août septembre octobre novembre
    décembre`,
  personNouns: ``,
  determiners: `le la les un une ce cette`,
  indefinites: ``,
  fieldWords: ``,
  titleEndings: ``,
};
