// The words around a person's name in this language, white-space separated: titles before a name (the title
// is not part of it), greetings whose next words are the addressee, words after a greeting that are no name
// ("Dear Sir", "Hallo zusammen"), and words of job titles and departments (a line holding one is a role).
export default {
  titles: `mme mme. madame monsieur m. mlle mlle. me me. famille`,
  greetings: `bonjour salut cher chère coucou bonsoir`,
  notAddressees: `oncle tout tous toutes monsieur messieurs madame mesdames collègues équipe maman papa mamie mémé pépé papy
    tata tonton`,
  roles: `gérant gérante directeur directrice comptable comptabilité responsable assistante commercial commerciale
    service achats fondateur fondatrice président présidente recouvrement facturation accueil équipe l'équipe`,
};
