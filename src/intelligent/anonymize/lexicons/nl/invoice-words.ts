// Invoice vocabulary of Dutch that a frequency list of everyday speech may miss.
export default `factuur facturen factuurnummer factuurdatum creditnota offerte bestelling order levering pakbon
  bedrag bedragen totaal subtotaal btw belasting netto bruto excl incl korting kosten
  betaling betalen betaaltermijn vervaldatum overboeking iban bic bank rekening rekeningnummer
  aantal stuks st eenheid prijs stukprijs omschrijving referentie ref artikel artikelen
  klant leverancier koper verkoper ontvanger afzender adres kvk
  tel telefoon mobiel fax e-mail bv nv vof cv dhr mevr mw
  jan feb mrt apr jun jul aug sep sept okt nov dec groet groeten mvg
  str straat laan plein postbus bus
  collega monteur leverancier boekhouder
  factuurnr omschrijving stukprijs oorspronkelijke bijgaand geleverd verlegd`;
