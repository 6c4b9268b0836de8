// The words around a person's name in this language, white-space separated: titles before a name (the title
// is not part of it), greetings whose next words are the addressee, words after a greeting that are no name
// ("Dear Sir", "Hallo zusammen"), and words of job titles and departments (a line holding one is a role);
// capitalised words after a given name that are no surname (invoice words, months: "Anna Rechnung"), nouns
// for people before a name ("Kollegin Anna"), determiners that make the next word a thing ("the bill
// said"), pronouns and indefinites that name nobody ("invoice them for"), and words after "invoice" that
// name a field, not a person ("invoice date").
// Also: endings of a title abbreviated with a dot, written after it ("Sig.ra", "Dott.ssa").
export default {
  titles: `herr herrn frau fr. fr hr. hr dipl.-ing. fam. fam familie`,
  greetings: `hallo liebe lieber moin servus grüß gruezi hoi guten tag morgen`,
  notAddressees: `zusammen damen herren team kollegen kunde kundin leute alle tag morgen abend oma opa omi opi mutti vati mama
    papa papi tante onkel`,
  roles: `geschäftsführer geschäftsführerin inhaber inhaberin leiter leiterin buchhaltung vertrieb assistent
    assistentin einkauf verwaltung abteilung sachbearbeiter sachbearbeiterin kundenservice prokurist vorstand
    assistenz debitorenbuchhaltung kreditorenbuchhaltung mahnwesen forderungsmanagement rechnungswesen empfang
    serviceteam`,
  notSurnames: `rechnung betrag summe ust mobil und pro von für straße strasse januar februar märz april juni juli
    oktober dezember montag dienstag mittwoch donnerstag freitag samstag sonntag`,
  personNouns: `bruder schwester sohn tochter vater mutter onkel tante opa oma cousin cousine neffe nichte enkel
    enkelin kollege kollegin chef chefin nachbar nachbarin freund freundin kunde kundin mitarbeiter
    mitarbeiterin azubi praktikant praktikantin meister meisterin`,
  determiners: `die der das den dem ein eine`,
  indefinites: ``,
  fieldWords: ``,
  titleEndings: ``,
};
