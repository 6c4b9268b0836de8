// The words around a person's name in this language, white-space separated: titles before a name (the title
// is not part of it), greetings whose next words are the addressee, words after a greeting that are no name
// ("Dear Sir", "Hallo zusammen"), and words of job titles and departments (a line holding one is a role);
// capitalised words after a given name that are no surname (invoice words, months: "Anna Rechnung"), nouns
// for people before a name ("Kollegin Anna"), determiners that make the next word a thing ("the bill
// said"), pronouns and indefinites that name nobody ("invoice them for"), and words after "invoice" that
// name a field, not a person ("invoice date").
// Also: endings of a title abbreviated with a dot, written after it ("Sig.ra", "Dott.ssa").
export default {
  titles: `sig. sig sig.ra sigra signor signora signore dott. dott dott.ssa dottssa ing. ing avv. avv rag. geom. arch.
    cav. comm. famiglia`,
  greetings: `ciao gentile gentilissimo gentilissima caro cara buongiorno buonasera salve`,
  notAddressees: `tutti signori colleghi cliente giorno sera mamma papà nonna nonno zia zio`,
  roles: `responsabile amministrazione ufficio contabilità titolare direttore direttrice commerciale acquisti
    fondatore fatturazione recupero crediti segreteria squadra`,
  notSurnames: `fattura iva e per via gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre
    dicembre`,
  personNouns: ``,
  determiners: `il lo la gli le un una`,
  indefinites: ``,
  fieldWords: ``,
  titleEndings: `ra ssa na`,
};
