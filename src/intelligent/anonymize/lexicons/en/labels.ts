// Labels of this language before a colon, plain phrases separated by "|" (a space matches spaces or tabs, an
// apostrophe either apostrophe): labels whose value is a person, labels of an invoice's parties (a business or
// a person), e-mail header and addressee labels, whose value is as often a department as a person, and the
// lines that head an address block rather than name someone ("Spett.le", "Messrs", "Aan").
export default {
  person: `contact|contact person|attn|attn.|attention|name|named|signed|signature|owner|ceo|director|manager|client|customer|patient|buyer`,
  party: `supplier|seller|vendor|sold by|bill to|billed to|invoice to|ship to|sold to|customer|client|buyer`,
  header: `from|to|cc|for`,
  blockHeaders: `messrs|messrs.|to|bill to|ship to|deliver to`,
};
