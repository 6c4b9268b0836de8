// The words around a person's name in this language, white-space separated: titles before a name (the title
// is not part of it), greetings whose next words are the addressee, words after a greeting that are no name
// ("Dear Sir", "Hallo zusammen"), and words of job titles and departments (a line holding one is a role).
export default {
  titles: `pan pani pana panie panu panią panem państwo mgr mgr. inż. p. rodzina`,
  greetings: `witam cześć czesc szanowny szanowna drogi droga dzień dobry`,
  notAddressees: `państwo wszystkim zespół klient babcia babciu dziadek dziadku mamo tato ciocia wujek`,
  roles: `właściciel właścicielka prezes księgowość księgowa dział biuro sprzedaż zakupy kierownik dyrektor założyciel
    windykacja należności rozliczenia sekretariat recepcja zespół`,
};
