// The fx:ConformanceLevel a Factur-X / ZUGFeRD PDF declares in its XMP for each guideline id (BT-24) its XML
// may carry: the container writer and the container checker read the same table.

export const XRECHNUNG_CII_GUIDELINE = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';

export const CONFORMANCE_BY_GUIDELINE: Record<string, string> = {
  'urn:factur-x.eu:1p0:minimum': 'MINIMUM',
  'urn:zugferd.de:2p0:minimum': 'MINIMUM',
  'urn:factur-x.eu:1p0:basicwl': 'BASIC WL',
  'urn:zugferd.de:2p0:basicwl': 'BASIC WL',
  'urn:cen.eu:en16931:2017#compliant#urn:factur-x.eu:1p0:basic': 'BASIC',
  'urn:cen.eu:en16931:2017#compliant#urn:zugferd.de:2p0:basic': 'BASIC',
  'urn:cen.eu:en16931:2017': 'EN 16931',
  'urn:cen.eu:en16931:2017#conformant#urn:factur-x.eu:1p0:extended': 'EXTENDED',
  'urn:cen.eu:en16931:2017#conformant#urn:zugferd.de:2p0:extended': 'EXTENDED',
  [XRECHNUNG_CII_GUIDELINE]: 'XRECHNUNG',
};
