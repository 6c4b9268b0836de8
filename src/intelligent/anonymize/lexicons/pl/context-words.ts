// The words around a person's name in this language, white-space separated: titles before a name (the title
// is not part of it), greetings whose next words are the addressee, words after a greeting that are no name
// ("Dear Sir", "Hallo zusammen"), and words of job titles and departments (a line holding one is a role);
// capitalised words after a given name that are no surname (invoice words, months: "Anna Rechnung"), nouns
// for people before a name ("Kollegin Anna"), determiners that make the next word a thing ("the bill
// said"), pronouns and indefinites that name nobody ("invoice them for"), and words after "invoice" that
// name a field, not a person ("invoice date").
// Also: endings of a title abbreviated with a dot, written after it ("Sig.ra", "Dott.ssa").
export default {
  titles: `pan pani pana panie panu panią panem państwo mgr mgr. inż. p. rodzina lek. dent. wet.`,
  greetings: `witam cześć czesc szanowny szanowna drogi droga dzień dobry`,
  notAddressees: `państwo wszystkim zespół klient babcia babciu dziadek dziadku mamo tato ciocia wujek`,
  roles: `właściciel właścicielka prezes księgowość księgowa dział biuro sprzedaż zakupy kierownik dyrektor założyciel
    windykacja należności rozliczenia sekretariat recepcja zespół`,
  notSurnames: `faktura nip i dla ul ulica styczeń luty marzec kwiecień maj czerwiec lipiec sierpień wrzesień
    październik listopad grudzień`,
  personNouns: ``,
  determiners: `ten ta to`,
  indefinites: ``,
  fieldWords: ``,
  titleEndings: ``,
};
