// Invoice vocabulary of English that a frequency list of everyday speech may miss: labels, abbreviations,
// tax and payment words. Lower case, separated by white space.
export default `invoice invoices invoiced invoicing inv receipt credit debit note memo quote quotation estimate
  subtotal sub-total total totals net gross vat tax taxes excl incl exclusive inclusive amount amounts due overdue
  payable payment payments paid unpaid remittance reference ref refs order po purchase item items qty quantity
  unit units price prices rate rates hourly hrs hr hours pcs pc ea each per description descr line lines
  account acct sort bank iban bic swift transfer wire card cash cheque check deposit balance outstanding
  supplier customer buyer seller vendor client billing shipping delivery delivered dispatch carriage
  discount surcharge fee fees charge charges labour labor materials material service services consulting
  reg registration company tel phone mobile fax email e-mail web attn dept ltd plc llp inc corp co
  jan feb mar apr jun jul aug sep sept oct nov dec mon tue wed thu fri sat sun attn fao c/o encl
  re fwd fw cc bcc subject regards thanks thx pls plz asap eta tbc tba
  st rd ave ln dr ct pl sq blvd street road avenue lane unit flat suite floor
  colleague technician engineer fitter plumber electrician supplier contractor accountant
  dated form issuer recipient reverse charge`;
