// Invoice vocabulary of Polish that a frequency list of everyday speech may miss.
export default `faktura faktury fakturę fakturze fakturą korekta proforma zamówienie dostawa zaliczka saldo
  kwota kwoty suma razem netto brutto vat podatek rabat koszty wartość
  płatność płatności termin przelew przelewem konto rachunek bank iban bic swift nrb
  ilość szt jm cena jednostkowa opis pozycja nr numer
  nabywca sprzedawca dostawca odbiorca klient adres nip regon krs pesel
  tel telefon kom komórka fax e-mail sp z o.o oo spółka sa sc zł pln gr
  sty lut mar kwi maj cze lip sie wrz paź lis gru pozdrawiam pozdrowienia
  lok lokal m. al ul os
  ul al os pl skr poczt
  kolega koleżanka technik dostawca księgowa księgowy
  wystaw wystawienia szanowni płatne odwrotne obciążenie mechanizm podzielonej bhp`;
