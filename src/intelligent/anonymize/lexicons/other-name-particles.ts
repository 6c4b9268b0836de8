// Small words inside names from languages that have no lexicon folder, white-space separated: particles of
// Portuguese and Arabic names ("dos Santos", "bin Rashid") and the Norwegian and Danish "og" of business
// names ("Hansen og Sønn"). Names of these languages reach invoices written in the seven.
export default {
  person: `dos das al ben bin ibn abu`,
  connectors: `og`,
};
