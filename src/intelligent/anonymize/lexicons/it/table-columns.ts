// Column headers of a pasted table whose cells name a person or a business, separated by "|".
export default {
  person: 'contatto|referente|nome|richiedente|dipendente|intestatario|autista|responsabile',
  company: 'fornitore|cliente|ragione sociale|società|azienda|beneficiario|creditore|debitore|ditta|negozio',
};
