// The words the offline extractor looks for, in the seven languages of the anonymizer (en, de, pl, fr, it, es, nl).
// Labels are matched case-insensitively at a word start and followed by the value (after ':', '#', 'no.' …).

export const LABELS = {
  invoiceNumber: [
    'invoice number', 'invoice no', 'invoice nr', 'invoice #', 'invoice', 'inv no', 'inv',
    'rechnungsnummer', 'rechnungs-nr', 'rechnungsnr', 'rechnung nr', 'rechnung', 're-nr', 'rg.-nr', 'rg-nr', 'belegnummer',
    'numer faktury', 'nr faktury', 'faktura vat nr', 'faktura vat', 'faktura nr', 'faktura', 'faktury', 'fakturę', 'fakturze', 'fv',
    'numéro de facture', 'facture n°', 'facture no', 'facture',
    'numero fattura', 'fattura n', 'fattura numero', 'fattura',
    'número de factura', 'numero de factura', 'factura nº', 'factura n.º', 'factura no', 'factura',
    'factuurnummer', 'factuur nr', 'factuur',
    'credit note', 'gutschrift', 'korekta', 'avoir', 'nota di credito', 'factura rectificativa', 'creditnota',
  ],
  issueDate: [
    'invoice date', 'date of issue', 'issue date', 'issued on', 'dated', 'date',
    'rechnungsdatum', 'ausstellungsdatum', 'datum',
    'data wystawienia', 'data faktury', 'data',
    'date de facturation', 'date de la facture', 'date de facture', "date d'émission", 'date',
    'data fattura', 'data della fattura', 'data emissione', 'data',
    'fecha de emisión', 'fecha de factura', 'fecha factura', 'fecha',
    'factuurdatum', 'datum',
  ],
  dueDate: [
    'due date', 'payment due', 'due by', 'due on', 'due', 'pay by', 'payable by',
    'fälligkeitsdatum', 'fällig am', 'fällig bis', 'zahlbar bis', 'fällig',
    'termin płatności', 'płatne do', 'termin zapłaty',
    "date d'échéance", 'échéance', 'à payer avant le', 'payable avant le', 'à régler avant le',
    'data di scadenza', 'scadenza', 'da pagare entro il', 'pagamento entro il',
    'fecha de vencimiento', 'vencimiento', 'pagar antes del',
    'vervaldatum', 'te betalen voor', 'uiterste betaaldatum', 'betalen voor',
  ],
  deliveryDate: ['delivery date', 'delivered on', 'lieferdatum', 'leistungsdatum', 'data dostawy', 'data sprzedaży', 'date de livraison', 'data di consegna', 'fecha de entrega', 'leverdatum'],
  seller: [
    'seller', 'supplier', 'vendor', 'billed by', 'issued by', 'from',
    'verkäufer', 'lieferant', 'rechnungssteller', 'leistungserbringer', 'absender', 'von',
    'sprzedawca', 'wystawca', 'dostawca',
    'vendeur', 'fournisseur', 'émetteur', 'prestataire',
    'fornitore', 'cedente/prestatore', 'cedente', 'venditore', 'emittente', 'prestatore',
    'proveedor', 'vendedor', 'emisor',
    'leverancier', 'verkoper', 'afzender', 'van',
  ],
  buyer: [
    'buyer', 'customer', 'bill to', 'billed to', 'invoice to', 'client', 'to',
    'käufer', 'kunde', 'rechnungsempfänger', 'leistungsempfänger', 'empfänger', 'rechnung an', 'an',
    'nabywca', 'odbiorca', 'klient',
    'acheteur', 'destinataire', 'facturé à', 'client',
    'cessionario/committente', 'committente', 'cessionario', 'acquirente', 'cliente', 'destinatario',
    'comprador', 'facturar a', 'cliente',
    'koper', 'klant', 'afnemer', 'factuur aan', 'aan',
  ],
  vatId: [
    'vat id', 'vat no', 'vat number', 'vat reg no', 'vat', 'ust-idnr', 'ust-id-nr', 'ust-id', 'ustid', 'ust.-idnr', 'umsatzsteuer-id',
    'nip', 'nip ue', 'n° tva', 'no tva', 'numéro de tva', 'tva intracommunautaire', 'tva intracom', 'tva',
    'partita iva', 'p.iva', 'p. iva', 'p.i.', 'nif', 'cif', 'nif/cif', 'btw-nummer', 'btw-nr', 'btw nr', 'btw-id', 'btw',
  ],
  taxNumber: ['steuernummer', 'st.-nr', 'tax number', 'codice fiscale', 'c.f.', 'regon', 'siret', 'siren', 'kvk', 'kvk-nummer'],
  iban: ['iban'],
  bic: ['bic', 'swift', 'bic/swift', 'swift/bic'],
  bank: ['bank', 'banque', 'banca', 'banco', 'bank name'],
  email: ['email', 'e-mail', 'mail'],
  phone: ['phone', 'tel', 'tel.', 'telefon', 'telephone', 'téléphone', 'telefono', 'teléfono', 'telefoon', 'mobile', 'mobil', 'tel. kom.'],
  orderReference: [
    'purchase order', 'po number', 'po no', 'po #', 'order number', 'order no', 'your order',
    'bestellnummer', 'bestellung', 'ihre bestellung', 'auftragsnummer', 'auftrag',
    'zamówienie', 'nr zamówienia', 'numer zamówienia',
    'bon de commande', 'commande', 'n° de commande', 'ordine', "numero d'ordine", 'ordine n',
    'pedido', 'número de pedido', 'n.º de pedido', 'bestelnummer', 'inkoopordernummer', 'bestelling', 'inkooporder',
  ],
  buyerReference: ['buyer reference', 'your reference', 'your ref', 'ihr zeichen', 'ihre referenz', 'käuferreferenz', 'referencja', 'votre référence', 'vostro riferimento', 'su referencia', 'uw referentie', 'referentie'],
  leitwegId: ['leitweg-id', 'leitweg id', 'leitwegid', 'leitweg'],
  contract: ['contract', 'contract no', 'vertrag', 'vertragsnummer', 'umowa', 'contrat', 'contratto', 'contrato', 'contract nr', 'overeenkomst'],
  project: ['project', 'projekt', 'projet', 'progetto', 'proyecto', 'project nr'],
  creditNote: [
    'credit note', 'credit memo', 'gutschrift', 'rechnungskorrektur', 'korekta', 'faktura korygująca', 'faktura korygujaca',
    'avoir', "facture d'avoir", 'nota di credito', 'nota de crédito', 'factura rectificativa', 'creditnota', 'creditfactuur',
  ],
  precedingInvoice: [
    'original invoice', 'corrects invoice', 'refers to invoice', 'zu rechnung', 'bezug auf rechnung', 'ursprüngliche rechnung', 'korekta faktury', 'do faktury',
    'facture d\'origine', 'facture initiale', 'rif. fattura', 'fattura di riferimento', 'factura original', 'factura rectificada', 'oorspronkelijke factuur', 'originele factuur',
  ],
  codiceDestinatario: ['codice destinatario', 'codice sdi', 'cod. destinatario', 'sdi'],
  siret: ['siret', 'n° siret'],
} as const;

/** The split-payment obligation of Polish invoices. */
export const SPLIT_PAYMENT = /mechanizm podzielonej płatności|split payment/i;

/** Lines that state totals or taxes, never an invoice line. */
export const TOTAL_WORDS = [
  'total', 'subtotal', 'sub-total', 'sum', 'net amount', 'amount due', 'balance', 'grand total', 'to pay', 'vat', 'tax',
  'summe', 'gesamt', 'zwischensumme', 'netto', 'brutto', 'nettobetrag', 'bruttobetrag', 'rechnungsbetrag', 'endbetrag', 'mwst', 'ust', 'mehrwertsteuer', 'umsatzsteuer', 'zu zahlen',
  'razem', 'suma', 'wartość netto', 'wartość brutto', 'do zapłaty', 'kwota', 'podatek',
  'total ht', 'total ttc', 'montant ht', 'montant ttc', 'net à payer', 'tva', 'sous-total',
  'totale', 'imponibile', 'iva', 'totale documento', 'da pagare', 'netto a pagare',
  'importe', 'base imponible', 'total factura', 'subtotal',
  'totaal', 'subtotaal', 'btw', 'te betalen', 'totaalbedrag',
  'iban', 'bic', 'swift', 'tel', 'phone', 'fax',
  'zzgl', 'zuzüglich', 'inkl', 'inklusive', 'plus', 'incl', 'including', 'excluding', 'excl', 'ttc', 'doliczony', 'más', 'più', 'exkl',
  'gesamtbetrag', 'gesamtsumme', 'bruttobetrag', 'rechnungssumme', 'endsumme', 'stawka vat', 'stawka', 'razem netto', 'do zapłaty',
  'totale documento', 'total factura', 'totaal', 'leistung', 'betreff', 'subject', 'objet', 'oggetto', 'asunto', 'onderwerp', 'temat',
];

/** Phrases that close an email or letter; the lines after them are the sender's signature. */
export const CLOSINGS = [
  'best regards', 'kind regards', 'regards', 'sincerely', 'yours faithfully', 'many thanks', 'thank you', 'thanks', 'cheers', 'best', 'ta',
  'mit freundlichen grüßen', 'mit freundlichen grüssen', 'freundliche grüße', 'viele grüße', 'beste grüße', 'gruß', 'mfg',
  'pozdrawiam', 'z poważaniem', 'z wyrazami szacunku', 'pozdrawiam serdecznie',
  'cordialement', 'bien cordialement', 'salutations distinguées', 'meilleures salutations', 'bien à vous',
  'cordiali saluti', 'distinti saluti', 'saluti', 'un cordiale saluto',
  'saludos', 'saludos cordiales', 'un saludo', 'atentamente', 'un cordial saludo',
  'met vriendelijke groet', 'met vriendelijke groeten', 'vriendelijke groet', 'groeten', 'hartelijke groet',
];

/** Legal forms that mark a line as a company name. */
export const LEGAL_FORMS =
  /\b(?:GmbH|AG|KG|OHG|UG|e\.K\.|GbR|Ltd\.?|Limited|LLC|Inc\.?|PLC|LLP|S\.?A\.?S?|SARL|S\.à r\.l\.|EURL|SNC|S\.?p\.?A\.?|S\.?r\.?l\.?s?|S\.?L\.?U?|S\.?C\.?|Sp\. ?z ?o\.? ?o\.?|S\.?A\.|spółka|B\.?V\.?|N\.?V\.?|V\.?O\.?F\.?|Co\.|& Co|Company|Corp\.?)(?=$|[\s,.;)])/;

/** Payment within N days: the number is the first group. */
export const PAYMENT_DAYS = [
  /\bwithin\s+(\d{1,3})\s+days\b/i, /\bnet\s+(\d{1,3})\b/i, /\b(\d{1,3})\s+days\b/i, /\b(\d{1,3})\s+tage\b/i, /\b(\d{1,3})\s+days\s+net\b/i, /\bpayable\s+in\s+(\d{1,3})\s+days\b/i,
  /\binnerhalb\s+(?:von\s+)?(\d{1,3})\s+tage/i, /\b(\d{1,3})\s+tage\s+netto\b/i, /\bzahlbar\s+in\s+(\d{1,3})\s+tagen\b/i, /\bbinnen\s+(\d{1,3})\s+tagen\b/i,
  /\bw\s+terminie\s+(\d{1,3})\s+dni\b/i, /\b(\d{1,3})\s+dni\b/i,
  /\bsous\s+(\d{1,3})\s+jours\b/i, /(?:^|\s)à\s+(\d{1,3})\s+jours\b/i, /\b(\d{1,3})\s+jours\s+net/i, /\bdans\s+les\s+(\d{1,3})\s+jours\b/i,
  /\bentro\s+(\d{1,3})\s+giorni\b/i, /\b(\d{1,3})\s+giorni\b/i,
  /\ben\s+(?:un\s+plazo\s+de\s+)?(\d{1,3})\s+días\b/i, /\b(\d{1,3})\s+días\b/i,
  /\bbinnen\s+(\d{1,3})\s+dagen\b/i, /\b(\d{1,3})\s+dagen\b/i,
];

export const REVERSE_CHARGE =
  /reverse[\s-]charge|steuerschuldnerschaft des leistungsempfängers|odwrotne obciążenie|autoliquidation|inversione contabile|inversión del sujeto pasivo|btw verlegd|verlegd/i;
export const VAT_EXEMPT = /\b(?:vat exempt|exempt from vat|steuerfrei|umsatzsteuerfrei|zwolnion[ey]|exonérée?|esente iva|exento de iva|vrijgesteld van btw|kleinunternehmer)/i;

export const VAT_WORDS = '(?:VAT|MwSt\\.?|USt\\.?|Mehrwertsteuer|Umsatzsteuer|podatek VAT|TVA|IVA|BTW)';

/** Unit words → UN/ECE Rec 20 codes. */
export const UNIT_WORDS: Array<[RegExp, string]> = [
  [/^(?:h|hrs?|hours?|std\.?|stunden?|godz\.?|godzin[ay]?|heures?|ore|ora|horas?|uur|uren)$/i, 'HUR'],
  [/^(?:days?|tage?n?|dni|dzie[nń]|jours?|giorni|giorno|d[ií]as?|dagen|dag|pt|mt)$/i, 'DAY'],
  [/^(?:months?|monate?|monat|mies\.?|miesi[aą]c[ey]?|mois|mes[ei]|meses|mes|maanden|maand)$/i, 'MON'],
  [/^(?:pcs?\.?|pieces?|stk\.?|stück|szt\.?|sztuk[ia]?|pi[eè]ces?|pz\.?|pezzi|uds?\.?|unidades|stuks?|x|units?|einheiten|st\.)$/i, 'C62'],
  [/^(?:kg|kilos?|kilogramm?e?s?)$/i, 'KGM'],
  [/^(?:m|meters?|metres?|metr[oy]?)$/i, 'MTR'],
  [/^(?:l|litres?|liters?|litr[oy]?)$/i, 'LTR'],
];

export function unitCode(word: string): string | null {
  for (const [re, code] of UNIT_WORDS) if (re.test(word.trim())) return code;
  return null;
}
