// Invoice vocabulary of Italian that a frequency list of everyday speech may miss.
export default `fattura fatture fatturazione nota credito preventivo ordine bolla ddt consegna acconto saldo
  importo importi totale imponibile iva imposta imposte netto lordo sconto spese
  pagamento pagamenti scadenza bonifico assegno riba iban bic banca conto corrente
  quantità qtà unità prezzo unitario descrizione riferimento rif articolo articoli prestazione
  cliente fornitore committente destinatario mittente indirizzo partita cod fiscale sdi pec
  spett spettabile spett.le gentile egregio tel telefono cellulare cell fax email srl spa sas snc srls sig sigg sig.ra dott ing avv geom rag
  genn febbr mar apr magg giu lug ago sett ott nov dic cordiali saluti distinti
  v.le viale p.zza piazza c.so corso loc località fraz frazione int scala
  collega tecnico fornitore commercialista geometra
  cedente cessionario prestatore q.tà qtà inversione contabile articolo quantità prezzo totale`;
