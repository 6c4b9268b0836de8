// Hand-written fix hints for the rules that fail most often. The list covers the 50 rules that fail most
// often across the shared corpus (`npx tsx rules/rank-failing-rules.ts`, see docs/validation.md) plus the
// XRechnung and Peppol rules users meet first. Element names are given for UBL and, where different, CII.
// A rule without an entry gets no suggestion.
const SUGGESTIONS: Record<string, string> = {
  // Document header
  'BR-01':
    'Add the specification identifier: cbc:CustomizationID (UBL) or ram:GuidelineSpecifiedDocumentContextParameter/ram:ID (CII), e.g. urn:cen.eu:en16931:2017.',
  'BR-02': 'Add the invoice number in cbc:ID (UBL) or rsm:ExchangedDocument/ram:ID (CII).',
  'BR-03': 'Add the issue date: cbc:IssueDate as YYYY-MM-DD (UBL) or ram:IssueDateTime/udt:DateTimeString format="102" as YYYYMMDD (CII).',
  'BR-04':
    'Add the invoice type code (UNTDID 1001), e.g. 380 for a commercial invoice or 381 for a credit note: cbc:InvoiceTypeCode / cbc:CreditNoteTypeCode (UBL) or ram:TypeCode (CII).',
  'BR-05': 'Add the invoice currency as an ISO 4217 code, e.g. EUR: cbc:DocumentCurrencyCode (UBL) or ram:InvoiceCurrencyCode (CII).',
  'BR-06':
    "Add the seller's legal name: cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName (UBL) or ram:SellerTradeParty/ram:Name (CII).",
  'BR-07':
    "Add the buyer's legal name: cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName (UBL) or ram:BuyerTradeParty/ram:Name (CII).",
  'BR-08': "Add the seller's postal address (cac:PostalAddress in the supplier party, ram:PostalTradeAddress in CII) with at least the country code.",
  'BR-09': "Add the country code (ISO 3166-1 alpha-2) to the seller's postal address.",
  'BR-10': "Add the buyer's postal address (cac:PostalAddress in the customer party, ram:PostalTradeAddress in CII) with at least the country code.",
  'BR-11': "Add the country code (ISO 3166-1 alpha-2) to the buyer's postal address.",
  'BR-12': 'Add the sum of line net amounts: cbc:LineExtensionAmount in cac:LegalMonetaryTotal (UBL) or ram:LineTotalAmount (CII).',
  'BR-13': 'Add the total without VAT: cbc:TaxExclusiveAmount (UBL) or ram:TaxBasisTotalAmount (CII).',
  'BR-14': 'Add the total with VAT: cbc:TaxInclusiveAmount (UBL) or ram:GrandTotalAmount (CII).',
  'BR-15': 'Add the amount due for payment: cbc:PayableAmount (UBL) or ram:DuePayableAmount (CII).',
  'BR-16': 'Add at least one invoice line (cac:InvoiceLine / cac:CreditNoteLine in UBL, ram:IncludedSupplyChainTradeLineItem in CII).',
  'BR-18': "The seller has a tax representative: give the representative's name (cac:TaxRepresentativeParty/cac:PartyName/cbc:Name).",
  'BR-19': "The seller has a tax representative: give the representative's postal address, with its country code.",
  'BR-21':
    'Give every invoice line an identifier (cbc:ID in the line, ram:AssociatedDocumentLineDocument/ram:LineID in CII), unique within the invoice.',
  'BR-22': 'Give every invoice line its quantity: cbc:InvoicedQuantity / cbc:CreditedQuantity (UBL) or ram:BilledQuantity (CII).',
  'BR-23': 'Give the line quantity a unit code (UN/ECE Rec. 20/21), e.g. unitCode="C62" for pieces or "HUR" for hours.',
  'BR-24': 'Give every invoice line its net amount: cbc:LineExtensionAmount (UBL) or ram:LineTotalAmount in the line settlement (CII).',
  'BR-25': 'Give every invoice line an item name: cac:Item/cbc:Name (UBL) or ram:SpecifiedTradeProduct/ram:Name (CII).',
  'BR-26': 'Give every invoice line its net price: cac:Price/cbc:PriceAmount (UBL) or ram:NetPriceProductTradePrice/ram:ChargeAmount (CII).',
  'BR-27': 'The item net price must not be negative; put negative amounts in the quantity (or use a credit note) instead.',
  'BR-31': 'Every document-level allowance needs its amount (cbc:Amount in cac:AllowanceCharge with ChargeIndicator false).',
  'BR-33': 'Every document-level allowance needs a reason text or a reason code (UNTDID 5189).',
  'BR-36': 'Every document-level charge needs its amount (cbc:Amount in cac:AllowanceCharge with ChargeIndicator true).',
  'BR-38': 'Every document-level charge needs a reason text or a reason code (UNTDID 7161).',
  'BR-45': 'Every VAT breakdown needs its taxable amount: cac:TaxSubtotal/cbc:TaxableAmount (UBL) or ram:BasisAmount (CII).',
  'BR-46': 'Every VAT breakdown needs its tax amount: cac:TaxSubtotal/cbc:TaxAmount (UBL) or ram:CalculatedAmount (CII).',
  'BR-47': 'Every VAT breakdown needs a VAT category code (S, Z, E, AE, K, G, O, L, M).',
  'BR-48': 'Every VAT breakdown needs a VAT rate (cbc:Percent / ram:RateApplicablePercent), except category O (not subject to VAT).',
  'BR-52': 'Every supporting document (BG-24) needs a reference: cac:AdditionalDocumentReference/cbc:ID.',
  'BR-56': "The seller's tax representative needs a VAT identifier (cac:PartyTaxScheme/cbc:CompanyID).",
  'BR-CO-04':
    'Give every invoice line a VAT category: cac:Item/cac:ClassifiedTaxCategory/cbc:ID (UBL) or ram:ApplicableTradeTax/ram:CategoryCode (CII).',
  'BR-CO-09': 'VAT identifiers must start with the ISO 3166-1 country prefix of the issuing country (Greece: EL), e.g. DE123456789.',
  'BR-CO-10': 'The sum of line net amounts (BT-106) must equal the sum of all invoice line net amounts (BT-131); recompute it.',
  'BR-CO-13': 'Total without VAT (BT-109) must be the sum of line net amounts minus document allowances plus document charges; recompute it.',
  'BR-CO-14': 'The invoice total VAT (BT-110) must equal the sum of the VAT amounts of all VAT breakdowns; recompute it.',
  'BR-CO-15': 'Total with VAT (BT-112) must equal total without VAT (BT-109) plus total VAT (BT-110).',
  'BR-CO-16': 'Amount due (BT-115) must equal total with VAT (BT-112) minus prepaid amount (BT-113) plus rounding amount (BT-114).',
  'BR-CO-17': 'Each VAT breakdown amount must be taxable amount × rate / 100, rounded to 2 decimals; recompute it per category and rate.',
  'BR-CO-18': 'Add at least one VAT breakdown (cac:TaxTotal/cac:TaxSubtotal in UBL, ram:ApplicableTradeTax in the header settlement in CII).',
  'BR-CO-21': 'Every document-level allowance needs a reason text or a reason code, or both.',
  'BR-CO-22': 'Every document-level charge needs a reason text or a reason code, or both.',
  'BR-CO-26': 'Identify the seller: give a seller identifier (BT-29), a legal registration identifier (BT-30) or a VAT identifier (BT-31).',
  'BR-CL-01': 'Use an invoice type code from the UNTDID 1001 subset EN 16931 allows (e.g. 380, 381, 384, 389, 751).',
  'BR-CL-03': 'Every currencyID attribute must be an ISO 4217 alpha-3 code, e.g. EUR.',
  'BR-CL-04': 'The invoice currency must be an ISO 4217 alpha-3 code, e.g. EUR.',
  'BR-CL-10': 'Scheme identifiers of party identifiers must come from the ISO 6523 ICD list, e.g. 0088 for GLN.',
  'BR-CL-21': 'The scheme of the item standard identifier must come from the ISO 6523 ICD list, e.g. 0160 for GTIN.',
  'BR-CL-23': 'Use a unit code from UN/ECE Recommendation 20 or 21, e.g. C62 (one), HUR (hour), KGM (kilogram).',
  'BR-DEC-12': 'Amounts may have at most 2 decimals; round the total without VAT.',
  // VAT categories
  'BR-S-01': 'Lines or allowances/charges use category S (standard rate): add a VAT breakdown for category S.',
  'BR-S-02': "Lines with category S need the seller's VAT identifier (BT-31) or a tax representative's VAT identifier (BT-63).",
  'BR-S-08':
    'For each standard rate, the taxable amount of its VAT breakdown must equal the sum of the line net amounts with that rate, minus allowances plus charges at that rate.',
  'BR-AE-01': 'Lines use category AE (reverse charge): add exactly one VAT breakdown for category AE.',
  'BR-E-01': 'Lines use category E (exempt): add exactly one VAT breakdown for category E.',
  'BR-Z-01': 'Lines use category Z (zero rated): add exactly one VAT breakdown for category Z.',
  'BR-G-01': 'Lines use category G (export outside the EU): add exactly one VAT breakdown for category G.',
  'BR-IC-01': 'Lines use category K (intra-community supply): add exactly one VAT breakdown for category K.',
  'BR-O-08':
    'For category O (not subject to VAT), the taxable amount must equal the sum of the line net amounts minus allowances plus charges of category O.',
  // UBL syntax rules
  'UBL-SR-48': 'Every invoice line must have exactly one cac:Item/cac:ClassifiedTaxCategory.',
  'UBL-SR-53': 'When cac:PartyTaxScheme/cac:TaxScheme/cbc:ID is given, give the VAT identifier in cac:PartyTaxScheme/cbc:CompanyID too.',
  'UBL-CR-678': 'Remove the schemeID attribute from cac:TaxCategory/cbc:ID (and ClassifiedTaxCategory/cbc:ID).',
  // XRechnung
  'BR-DE-1': 'XRechnung needs payment instructions (BG-16): add cac:PaymentMeans (UBL) or ram:SpecifiedTradeSettlementPaymentMeans (CII).',
  'BR-DE-2': 'XRechnung needs the seller contact (BG-6): add cac:AccountingSupplierParty/cac:Party/cac:Contact with name, telephone and e-mail.',
  'BR-DE-15': 'XRechnung needs the buyer reference (BT-10), e.g. the Leitweg-ID: cbc:BuyerReference (UBL) or ram:BuyerReference (CII).',
  'BR-DE-18':
    'Write cash-discount terms in BT-20 exactly as #SKONTO#TAGE=n#PROZENT=n.nn# (optionally #BASISBETRAG=n.nn#), one per line, ending with a line break.',
  'BR-DE-21': 'Use the XRechnung specification identifier urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0 in BT-24.',
  // Peppol
  'PEPPOL-EN16931-R001':
    'Add the business process: cbc:ProfileID urn:fdc:peppol.eu:2017:poacc:billing:01:1.0 (UBL) or ram:BusinessProcessSpecifiedDocumentContextParameter/ram:ID (CII).',
  'PEPPOL-EN16931-R008': 'Remove empty elements: every element must have content or child elements.',
  'PEPPOL-EN16931-R010':
    'Add the buyer\'s electronic address with its scheme: cac:AccountingCustomerParty/cac:Party/cbc:EndpointID schemeID="…" (UBL) or ram:URIUniversalCommunication/ram:URIID (CII).',
  'PEPPOL-EN16931-R020':
    'Add the seller\'s electronic address with its scheme: cac:AccountingSupplierParty/cac:Party/cbc:EndpointID schemeID="…" (UBL) or ram:URIUniversalCommunication/ram:URIID (CII).',
  'PEPPOL-EN16931-R040':
    'An allowance/charge amount must equal base amount × percentage / 100 (tolerance 0.02); recompute it or drop the base and percentage.',
  'PEPPOL-EN16931-R120':
    'A line net amount must equal quantity × (price / base quantity) plus line charges minus line allowances (tolerance 0.02); recompute it.',
  'PEPPOL-COMMON-R049': 'Swedish organisation numbers (scheme 0007) have 10 digits with a valid Luhn check digit; check the number.',
};

export function suggestionFor(ruleId: string): string | null {
  return SUGGESTIONS[ruleId] ?? null;
}

export function suggestedRuleIds(): string[] {
  return Object.keys(SUGGESTIONS);
}
