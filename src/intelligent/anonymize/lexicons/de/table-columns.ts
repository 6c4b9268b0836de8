// Column headers of a pasted table whose cells name a person or a business, separated by "|".
export default {
  person: 'kontakt|ansprechpartner|ansprechpartnerin|name|mitarbeiter|mitarbeiterin|besteller|bearbeiter|kontoinhaber|fahrer',
  company: 'lieferant|lieferantenname|kreditor|kreditorname|debitor|kunde|kundenname|firma|empfänger|zahlungsempfänger|auftraggeber|händler|geschäft',
};
