// Labels of this language before a colon, as regular-expression alternatives separated by "|": labels
// whose value is a person ("Ansprechpartner:", "Attn:") and labels of an invoice's parties, whose value is a
// business or a person ("Lieferant:", "Bill to:").
export default {
  person: `firmado|contacto|persona de contacto|a la atención de|atención|gerente|responsable|titular|cliente|paciente|destinatario`,
  party: `proveedor|vendedor|comprador|facturar a|emisor|receptor|cliente`,
};
