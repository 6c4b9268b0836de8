// The words around a person's name in this language, white-space separated: titles before a name (the title
// is not part of it), greetings whose next words are the addressee, words after a greeting that are no name
// ("Dear Sir", "Hallo zusammen"), and words of job titles and departments (a line holding one is a role).
export default {
  titles: `sr. sr sra. sra srta. srta don doña dona d. dña. señor señora familia`,
  greetings: `hola estimado estimada querido querida buenos buenas días dias tardes`,
  notAddressees: `todos todas equipo señores clientes días dias tardes día noches mamá papá abuela abuelo tía tío tia tio`,
  roles: `gerente administración administracion contabilidad director directora departamento dpto compras comercial
    fundador fundadora socio socia facturación facturacion cobros recepción recepcion equipo oficina`,
};
