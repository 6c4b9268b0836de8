// Words of this language before a name, plain phrases separated by "|" (a space matches spaces or tabs, an
// apostrophe either apostrophe, "…" up to three words): a company marker before a business's name ("Firma
// Schulz"), also a public body named by its town ("Stadt Kassel", "comune di Lecco"); a job or relation before a person's name ("unser Monteur Brandt"); phrases that name a business
// before its name ("my company", "raison sociale") and the verbs that may follow them ("is", "heißt"); words
// before the business goods came from ("ordered … from", "chez"); possessives and the roles of business
// partners after them ("our supplier Hartwell", "unser Lieferant Holzmann"), and a business speaking of
// itself ("we are", "all of us at").
export default {
  company: `empresa|compañía|ayuntamiento de`,
  person: `técnico|técnica|conductor|electricista|fontanero|pintor|compañero|compañera|contable|abogado|abogada|arquitecto|arquitecta|asesor|asesora|vecino|vecina`,
  introducers: `mi empresa|nuestra empresa|su empresa|razón social|nombre de la empresa|nombre de mi empresa|el nombre`,
  naming: `es|se llama`,
  supplier: `comprado a|comprado en|comprados a|comprados en|comprada a|comprada en|compradas a|compradas en|pedido a|pedido en|pedidos a|pedidos en|pedida a|pedida en|pedidas a|pedidas en|realizado a|realizada a`,
  possessives: `nuestro|nuestra|mi`,
  partners: `proveedor|cliente|casero|inquilino|contratista`,
  self: `somos`,
};
