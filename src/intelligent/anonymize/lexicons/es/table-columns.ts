// Column headers of a pasted table whose cells name a person or a business, separated by "|".
export default {
  person: 'contacto|persona de contacto|nombre|solicitante|empleado|titular|conductor|responsable',
  company: 'proveedor|cliente|empresa|razón social|beneficiario|acreedor|deudor|sociedad|comercio|tienda',
};
