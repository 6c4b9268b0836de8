// Invoice vocabulary of German that a frequency list of everyday speech may miss.
export default `rechnung rechnungen rechnungsnummer rechnungsdatum rechnungsbetrag gutschrift mahnung angebot auftrag
  bestellung bestellnummer lieferschein lieferung leistung leistungen leistungszeitraum lieferdatum
  betrag beträge summe gesamt gesamtbetrag zwischensumme netto brutto nettobetrag bruttobetrag mwst ust
  umsatzsteuer mehrwertsteuer steuer steuernummer steuersatz zzgl inkl exkl zahlbar zahlung zahlungsziel
  fällig fälligkeit skonto rabatt überweisung bankverbindung konto kontonummer iban bic blz kreditinstitut
  position pos menge anzahl einheit einzelpreis stückpreis preis stk stück std stunden pauschal pauschale
  kunde kunden kundennummer lieferant auftraggeber auftragnehmer empfänger absender anschrift
  geehrte geehrter geehrten liebe grüße grüßen gruß ansprechpartner sachbearbeiter tel telefon fax mobil handy e-mail internet gmbh ag kg ohg ug eg mbh co
  str nr hausnr plz ort bzw ggf usw vgl lt gem abzgl inkl zzgl ca mfg vg lg
  jan feb mär apr jun jul aug sep sept okt nov dez mo di mi do fr sa so inh inhaber inhaberin
  bestellnummer lieferschein lieferscheinnummer kundennummer auftragsnummer artikelnummer leistungsdatum
  rechnungsanschrift lieferanschrift zahlungsbedingungen verwendungszweck gutschrift storno abschlag
  anzahlung schlussrechnung teilrechnung abschlagsrechnung umsatzsteuer-id ust-idnr steuer-nr
  str straße strasse weg platz postfach
  kollege kollegin kollegen mitarbeiter mitarbeiterin techniker monteur meister chef chefin lieferant lieferantin
  datum verkäufer käufer rechnungs-nr rechnungsnr leitweg-id leitweg rechnungssteller rechnungsempfänger kleinunternehmer ustg bezug abzug reparatur ersatzteil leistungsempfänger steuerschuldnerschaft`;
