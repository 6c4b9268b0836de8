// The words around a person's name in this language, white-space separated: titles before a name (the title
// is not part of it), greetings whose next words are the addressee, words after a greeting that are no name
// ("Dear Sir", "Hallo zusammen"), and words of job titles and departments (a line holding one is a role);
// capitalised words after a given name that are no surname (invoice words, months: "Anna Rechnung"), nouns
// for people before a name ("Kollegin Anna"), determiners that make the next word a thing ("the bill
// said"), pronouns and indefinites that name nobody ("invoice them for"), and words after "invoice" that
// name a field, not a person ("invoice date").
// Also: endings of a title abbreviated with a dot, written after it ("Sig.ra", "Dott.ssa").
export default {
  titles: `sr. sr sra. sra srta. srta don doña dona d. dña. señor señora familia`,
  greetings: `hola estimado estimada querido querida buenos buenas días dias tardes`,
  notAddressees: `todos todas equipo señores clientes días dias tardes día noches mamá papá abuela abuelo tía tío tia tio`,
  roles: `gerente administración administracion contabilidad director directora departamento dpto compras comercial
    fundador fundadora socio socia facturación facturacion cobros recepción recepcion equipo oficina`,
  notSurnames: `factura iva y para calle enero febrero abril mayo junio julio septiembre octubre noviembre diciembre`,
  personNouns: ``,
  determiners: `el los las la una un este esta`,
  indefinites: ``,
  fieldWords: ``,
  titleEndings: ``,
};
