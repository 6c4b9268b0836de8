// Invoice vocabulary of Spanish that a frequency list of everyday speech may miss.
export default `factura facturas facturación abono presupuesto pedido albarán entrega anticipo saldo
  importe importes total subtotal base imponible iva irpf impuesto impuestos neto bruto descuento gastos
  pago pagos vencimiento transferencia domiciliación recibo iban bic swift banco cuenta
  cantidad cant unidad unidades precio unitario concepto descripción referencia ref artículo artículos
  cliente proveedor comprador vendedor destinatario remitente dirección nif cif nie dni
  tel teléfono móvil movil fax correo sl sa slu sll sc cb sr sra srta dña dª
  ene feb mar abr may jun jul ago sept oct nov dic atte saludos
  entl entlo bajo pta esc izq dcha kalea etorbidea plaza calle
  avda pza ctra c/ apdo
  compañero compañera técnico proveedor gestor gestora
  emisor receptor inversión sujeto pasivo artículo precio atentamente`;
