// The words around a person's name in this language, white-space separated: titles before a name (the title
// is not part of it), greetings whose next words are the addressee, words after a greeting that are no name
// ("Dear Sir", "Hallo zusammen"), and words of job titles and departments (a line holding one is a role);
// capitalised words after a given name that are no surname (invoice words, months: "Anna Rechnung"), nouns
// for people before a name ("Kollegin Anna"), determiners that make the next word a thing ("the bill
// said"), pronouns and indefinites that name nobody ("invoice them for"), and words after "invoice" that
// name a field, not a person ("invoice date").
// Also: endings of a title abbreviated with a dot, written after it ("Sig.ra", "Dott.ssa").
export default {
  titles: `dhr. dhr mevr. mevr mevrouw meneer heer mw. mw ir. drs. mr.`,
  greetings: `beste geachte dag hey hoi goedemorgen goedemiddag goedenavond`,
  notAddressees: `allemaal heren dames collega's klant team heer mevrouw`,
  roles: `eigenaar directeur boekhouding administratie afdeling verkoop inkoop medewerker oprichter zaakvoerder
    debiteurenbeheer crediteurenbeheer facturatie receptie kantoor`,
  notSurnames: `factuur btw en voor januari februari maart mei juni juli augustus oktober`,
  personNouns: ``,
  determiners: `de het een deze dit`,
  indefinites: ``,
  fieldWords: ``,
  titleEndings: ``,
};
