// The words around a person's name in this language, white-space separated: titles before a name (the title
// is not part of it), greetings whose next words are the addressee, words after a greeting that are no name
// ("Dear Sir", "Hallo zusammen"), and words of job titles and departments (a line holding one is a role).
export default {
  titles: `herr herrn frau fr. hr. dipl.-ing. fam. fam familie`,
  greetings: `hallo liebe lieber moin servus grüß gruezi hoi guten tag morgen`,
  notAddressees: `zusammen damen herren team kollegen kunde kundin leute alle tag morgen abend oma opa omi opi mutti vati mama
    papa papi tante onkel`,
  roles: `geschäftsführer geschäftsführerin inhaber inhaberin leiter leiterin buchhaltung vertrieb assistent
    assistentin einkauf verwaltung abteilung sachbearbeiter sachbearbeiterin kundenservice prokurist vorstand
    assistenz debitorenbuchhaltung kreditorenbuchhaltung mahnwesen forderungsmanagement rechnungswesen empfang
    serviceteam`,
};
