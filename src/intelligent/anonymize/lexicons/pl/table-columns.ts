// Column headers of a pasted table whose cells name a person or a business, separated by "|".
export default {
  person: 'kontakt|osoba kontaktowa|imię i nazwisko|nazwisko|pracownik|zamawiający|właściciel|kierowca|odpowiedzialny',
  company: 'dostawca|kontrahent|klient|firma|odbiorca|nabywca|sprzedawca|wierzyciel|dłużnik|sklep|nazwa firmy',
};
