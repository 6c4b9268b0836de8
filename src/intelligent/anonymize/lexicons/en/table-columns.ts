// Column headers of a pasted table whose cells name a person or a business, separated by "|".
export default {
  person: 'contact|contact person|contact name|name|attn|attention|requester|approver|employee|driver|signed by|prepared by|account holder',
  company: 'supplier|supplier name|vendor|vendor name|customer|customer name|client|payee|beneficiary|creditor|debtor|company|business|shop|merchant',
};
