// Words of this language that name a kind of business, white-space separated: nouns before a trade name
// ("Bäckerei Huber", "Hotel Adler") and words after one ("Smith's Bakery", "Groenwoud Hoveniers").
export default {
  opening: `transporte panadería panaderia taller asesoría asesoria imprenta despacho transportes agencia bodegas
    bodega estudio carpintería tostadero construcciones reformas talleres distribuciones suministros
    inmobiliaria gestoría gestoria clínica academia hostal cafetería cafeteria floristería floristeria
    ferretería ferreteria peluquería peluqueria tienda bar`,
  closing: `servicios instalaciones construcciones reformas hermanos`,
};
