// Labels of this language before a colon, as regular-expression alternatives separated by "|": labels
// whose value is a person ("Ansprechpartner:", "Attn:") and labels of an invoice's parties, whose value is a
// business or a person ("Lieferant:", "Bill to:").
export default {
  person: String.raw`contact(?:\s+person)?|attn\.?|attention|name|named|signed|signature|owner|ceo|director|manager|client|customer|patient|buyer`,
  party: `supplier|seller|vendor|sold by|bill to|billed to|invoice to|ship to|sold to|customer|client|buyer`,
};
