// The EN 16931 business term of each CII D16B element (the syntax binding of EN 16931-3-3), for the loss
// report. Paths start at the root (`*`: rsm:CrossIndustryInvoice); an element not listed takes the term of
// its nearest listed ancestor.
const T = '/*/rsm:SupplyChainTradeTransaction';
const LINE = `${T}/ram:IncludedSupplyChainTradeLineItem`;
const AGREEMENT = `${T}/ram:ApplicableHeaderTradeAgreement`;
const DELIVERY = `${T}/ram:ApplicableHeaderTradeDelivery`;
const SETTLEMENT = `${T}/ram:ApplicableHeaderTradeSettlement`;

function party(
  base: string,
  terms: {
    group: string;
    id: string;
    name: string;
    trading: string;
    legal: string;
    vat: string;
    endpoint: string;
    address: string;
    addressTerms: [string, string, string, string, string, string, string];
    contact?: string;
    contactTerms?: [string, string, string];
    description?: string;
  },
): Record<string, string> {
  const out: Record<string, string> = {
    [base]: terms.group,
    [`${base}/ram:ID`]: terms.id,
    [`${base}/ram:GlobalID`]: terms.id,
    [`${base}/ram:Name`]: terms.name,
    [`${base}/ram:SpecifiedLegalOrganization/ram:ID`]: terms.legal,
    [`${base}/ram:SpecifiedLegalOrganization/ram:TradingBusinessName`]: terms.trading,
    [`${base}/ram:PostalTradeAddress`]: terms.address,
    [`${base}/ram:URIUniversalCommunication`]: terms.endpoint,
    [`${base}/ram:SpecifiedTaxRegistration`]: terms.vat,
  };
  const address = `${base}/ram:PostalTradeAddress`;
  const [street, street2, line3, city, postcode, subdivision, country] = terms.addressTerms;
  Object.assign(out, {
    [`${address}/ram:LineOne`]: street,
    [`${address}/ram:LineTwo`]: street2,
    [`${address}/ram:LineThree`]: line3,
    [`${address}/ram:CityName`]: city,
    [`${address}/ram:PostcodeCode`]: postcode,
    [`${address}/ram:CountrySubDivisionName`]: subdivision,
    [`${address}/ram:CountryID`]: country,
  });
  if (terms.contact) {
    const contact = `${base}/ram:DefinedTradeContact`;
    out[contact] = terms.contact;
    const [name, phone, email] = terms.contactTerms!;
    out[`${contact}/ram:PersonName`] = name;
    out[`${contact}/ram:DepartmentName`] = name;
    out[`${contact}/ram:TelephoneUniversalCommunication/ram:CompleteNumber`] = phone;
    out[`${contact}/ram:EmailURIUniversalCommunication/ram:URIID`] = email;
  }
  if (terms.description) out[`${base}/ram:Description`] = terms.description;
  return out;
}

export const CII_TERMS: Readonly<Record<string, string>> = {
  '/*/rsm:ExchangedDocumentContext/ram:BusinessProcessSpecifiedDocumentContextParameter': 'BT-23',
  '/*/rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter': 'BT-24',
  '/*/rsm:ExchangedDocument/ram:ID': 'BT-1',
  '/*/rsm:ExchangedDocument/ram:TypeCode': 'BT-3',
  '/*/rsm:ExchangedDocument/ram:IssueDateTime': 'BT-2',
  '/*/rsm:ExchangedDocument/ram:IncludedNote': 'BG-1',
  '/*/rsm:ExchangedDocument/ram:IncludedNote/ram:Content': 'BT-22',
  '/*/rsm:ExchangedDocument/ram:IncludedNote/ram:SubjectCode': 'BT-21',
  [LINE]: 'BG-25',
  [`${LINE}/ram:AssociatedDocumentLineDocument/ram:LineID`]: 'BT-126',
  [`${LINE}/ram:AssociatedDocumentLineDocument/ram:IncludedNote`]: 'BT-127',
  [`${LINE}/ram:SpecifiedTradeProduct`]: 'BG-31',
  [`${LINE}/ram:SpecifiedTradeProduct/ram:GlobalID`]: 'BT-157',
  [`${LINE}/ram:SpecifiedTradeProduct/ram:SellerAssignedID`]: 'BT-155',
  [`${LINE}/ram:SpecifiedTradeProduct/ram:BuyerAssignedID`]: 'BT-156',
  [`${LINE}/ram:SpecifiedTradeProduct/ram:Name`]: 'BT-153',
  [`${LINE}/ram:SpecifiedTradeProduct/ram:Description`]: 'BT-154',
  [`${LINE}/ram:SpecifiedTradeProduct/ram:ApplicableProductCharacteristic`]: 'BG-32',
  [`${LINE}/ram:SpecifiedTradeProduct/ram:DesignatedProductClassification`]: 'BT-158',
  [`${LINE}/ram:SpecifiedTradeProduct/ram:DesignatedProductClassification/ram:ClassCode/@listVersionID`]: 'BT-158-2',
  [`${LINE}/ram:SpecifiedTradeProduct/ram:OriginTradeCountry`]: 'BT-159',
  [`${LINE}/ram:SpecifiedLineTradeAgreement/ram:BuyerOrderReferencedDocument/ram:LineID`]: 'BT-132',
  [`${LINE}/ram:SpecifiedLineTradeAgreement/ram:GrossPriceProductTradePrice`]: 'BT-148',
  [`${LINE}/ram:SpecifiedLineTradeAgreement/ram:GrossPriceProductTradePrice/ram:BasisQuantity`]: 'BT-149',
  [`${LINE}/ram:SpecifiedLineTradeAgreement/ram:GrossPriceProductTradePrice/ram:BasisQuantity/@unitCode`]: 'BT-150',
  [`${LINE}/ram:SpecifiedLineTradeAgreement/ram:GrossPriceProductTradePrice/ram:ChargeAmount`]: 'BT-148',
  [`${LINE}/ram:SpecifiedLineTradeAgreement/ram:GrossPriceProductTradePrice/ram:AppliedTradeAllowanceCharge`]: 'BT-147',
  [`${LINE}/ram:SpecifiedLineTradeAgreement/ram:NetPriceProductTradePrice/ram:ChargeAmount`]: 'BT-146',
  [`${LINE}/ram:SpecifiedLineTradeAgreement/ram:NetPriceProductTradePrice/ram:BasisQuantity`]: 'BT-149',
  [`${LINE}/ram:SpecifiedLineTradeAgreement/ram:NetPriceProductTradePrice/ram:BasisQuantity/@unitCode`]: 'BT-150',
  [`${LINE}/ram:SpecifiedLineTradeDelivery/ram:BilledQuantity`]: 'BT-129',
  [`${LINE}/ram:SpecifiedLineTradeDelivery/ram:BilledQuantity/@unitCode`]: 'BT-130',
  [`${LINE}/ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax/ram:CategoryCode`]: 'BT-151',
  [`${LINE}/ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax/ram:RateApplicablePercent`]: 'BT-152',
  [`${LINE}/ram:SpecifiedLineTradeSettlement/ram:BillingSpecifiedPeriod`]: 'BG-26',
  [`${LINE}/ram:SpecifiedLineTradeSettlement/ram:BillingSpecifiedPeriod/ram:StartDateTime`]: 'BT-134',
  [`${LINE}/ram:SpecifiedLineTradeSettlement/ram:BillingSpecifiedPeriod/ram:EndDateTime`]: 'BT-135',
  [`${LINE}/ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeAllowanceCharge`]: 'BG-27',
  [`${LINE}/ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeAllowanceCharge/ram:ChargeIndicator`]: 'BG-27/BG-28',
  [`${LINE}/ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeAllowanceCharge/ram:ActualAmount`]: 'BT-136',
  [`${LINE}/ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeAllowanceCharge/ram:BasisAmount`]: 'BT-137',
  [`${LINE}/ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeAllowanceCharge/ram:CalculationPercent`]: 'BT-138',
  [`${LINE}/ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeAllowanceCharge/ram:Reason`]: 'BT-139',
  [`${LINE}/ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeAllowanceCharge/ram:ReasonCode`]: 'BT-140',
  [`${LINE}/ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount`]: 'BT-131',
  [`${LINE}/ram:SpecifiedLineTradeSettlement/ram:AdditionalReferencedDocument`]: 'BT-128',
  [`${LINE}/ram:SpecifiedLineTradeSettlement/ram:ReceivableSpecifiedTradeAccountingAccount`]: 'BT-133',
  [`${AGREEMENT}/ram:BuyerReference`]: 'BT-10',
  ...party(`${AGREEMENT}/ram:SellerTradeParty`, {
    group: 'BG-4',
    id: 'BT-29',
    name: 'BT-27',
    trading: 'BT-28',
    legal: 'BT-30',
    vat: 'BT-31',
    endpoint: 'BT-34',
    address: 'BG-5',
    addressTerms: ['BT-35', 'BT-36', 'BT-162', 'BT-37', 'BT-38', 'BT-39', 'BT-40'],
    contact: 'BG-6',
    contactTerms: ['BT-41', 'BT-42', 'BT-43'],
    description: 'BT-33',
  }),
  ...party(`${AGREEMENT}/ram:BuyerTradeParty`, {
    group: 'BG-7',
    id: 'BT-46',
    name: 'BT-44',
    trading: 'BT-45',
    legal: 'BT-47',
    vat: 'BT-48',
    endpoint: 'BT-49',
    address: 'BG-8',
    addressTerms: ['BT-50', 'BT-51', 'BT-163', 'BT-52', 'BT-53', 'BT-54', 'BT-55'],
    contact: 'BG-9',
    contactTerms: ['BT-56', 'BT-57', 'BT-58'],
  }),
  [`${AGREEMENT}/ram:SellerTaxRepresentativeTradeParty`]: 'BG-11',
  [`${AGREEMENT}/ram:SellerOrderReferencedDocument`]: 'BT-14',
  [`${AGREEMENT}/ram:BuyerOrderReferencedDocument`]: 'BT-13',
  [`${AGREEMENT}/ram:ContractReferencedDocument`]: 'BT-12',
  [`${AGREEMENT}/ram:AdditionalReferencedDocument`]: 'BG-24',
  [`${AGREEMENT}/ram:SpecifiedProcuringProject`]: 'BT-11',
  ...party(`${DELIVERY}/ram:ShipToTradeParty`, {
    group: 'BG-13',
    id: 'BT-71',
    name: 'BT-70',
    trading: 'BG-13',
    legal: 'BG-13',
    vat: 'BG-13',
    endpoint: 'BG-13',
    address: 'BG-15',
    addressTerms: ['BT-75', 'BT-76', 'BT-165', 'BT-77', 'BT-78', 'BT-79', 'BT-80'],
  }),
  [`${DELIVERY}/ram:ActualDeliverySupplyChainEvent`]: 'BT-72',
  [`${DELIVERY}/ram:DespatchAdviceReferencedDocument`]: 'BT-16',
  [`${DELIVERY}/ram:ReceivingAdviceReferencedDocument`]: 'BT-15',
  [`${SETTLEMENT}/ram:CreditorReferenceID`]: 'BT-90',
  [`${SETTLEMENT}/ram:PaymentReference`]: 'BT-83',
  [`${SETTLEMENT}/ram:TaxCurrencyCode`]: 'BT-6',
  [`${SETTLEMENT}/ram:InvoiceCurrencyCode`]: 'BT-5',
  [`${SETTLEMENT}/ram:PayeeTradeParty`]: 'BG-10',
  [`${SETTLEMENT}/ram:SpecifiedTradeSettlementPaymentMeans`]: 'BG-16',
  [`${SETTLEMENT}/ram:SpecifiedTradeSettlementPaymentMeans/ram:TypeCode`]: 'BT-81',
  [`${SETTLEMENT}/ram:SpecifiedTradeSettlementPaymentMeans/ram:Information`]: 'BT-82',
  [`${SETTLEMENT}/ram:SpecifiedTradeSettlementPaymentMeans/ram:ApplicableTradeSettlementFinancialCard`]: 'BG-18',
  [`${SETTLEMENT}/ram:SpecifiedTradeSettlementPaymentMeans/ram:PayerPartyDebtorFinancialAccount`]: 'BT-91',
  [`${SETTLEMENT}/ram:SpecifiedTradeSettlementPaymentMeans/ram:PayeePartyCreditorFinancialAccount`]: 'BG-17',
  [`${SETTLEMENT}/ram:SpecifiedTradeSettlementPaymentMeans/ram:PayeePartyCreditorFinancialAccount/ram:IBANID`]: 'BT-84',
  [`${SETTLEMENT}/ram:SpecifiedTradeSettlementPaymentMeans/ram:PayeePartyCreditorFinancialAccount/ram:ProprietaryID`]: 'BT-84',
  [`${SETTLEMENT}/ram:SpecifiedTradeSettlementPaymentMeans/ram:PayeePartyCreditorFinancialAccount/ram:AccountName`]: 'BT-85',
  [`${SETTLEMENT}/ram:SpecifiedTradeSettlementPaymentMeans/ram:PayeeSpecifiedCreditorFinancialInstitution`]: 'BT-86',
  [`${SETTLEMENT}/ram:ApplicableTradeTax`]: 'BG-23',
  [`${SETTLEMENT}/ram:ApplicableTradeTax/ram:CalculatedAmount`]: 'BT-117',
  [`${SETTLEMENT}/ram:ApplicableTradeTax/ram:BasisAmount`]: 'BT-116',
  [`${SETTLEMENT}/ram:ApplicableTradeTax/ram:CategoryCode`]: 'BT-118',
  [`${SETTLEMENT}/ram:ApplicableTradeTax/ram:RateApplicablePercent`]: 'BT-119',
  [`${SETTLEMENT}/ram:ApplicableTradeTax/ram:ExemptionReason`]: 'BT-120',
  [`${SETTLEMENT}/ram:ApplicableTradeTax/ram:ExemptionReasonCode`]: 'BT-121',
  [`${SETTLEMENT}/ram:ApplicableTradeTax/ram:TaxPointDate`]: 'BT-7',
  [`${SETTLEMENT}/ram:ApplicableTradeTax/ram:DueDateTypeCode`]: 'BT-8',
  [`${SETTLEMENT}/ram:BillingSpecifiedPeriod`]: 'BG-14',
  [`${SETTLEMENT}/ram:BillingSpecifiedPeriod/ram:StartDateTime`]: 'BT-73',
  [`${SETTLEMENT}/ram:BillingSpecifiedPeriod/ram:EndDateTime`]: 'BT-74',
  [`${SETTLEMENT}/ram:SpecifiedTradeAllowanceCharge`]: 'BG-20',
  [`${SETTLEMENT}/ram:SpecifiedTradeAllowanceCharge/ram:ChargeIndicator`]: 'BG-20/BG-21',
  [`${SETTLEMENT}/ram:SpecifiedTradeAllowanceCharge/ram:CategoryTradeTax/ram:CategoryCode`]: 'BT-95',
  [`${SETTLEMENT}/ram:SpecifiedTradeAllowanceCharge/ram:CategoryTradeTax/ram:RateApplicablePercent`]: 'BT-96',
  [`${SETTLEMENT}/ram:SpecifiedTradeAllowanceCharge/ram:ActualAmount`]: 'BT-92',
  [`${SETTLEMENT}/ram:SpecifiedTradeAllowanceCharge/ram:BasisAmount`]: 'BT-93',
  [`${SETTLEMENT}/ram:SpecifiedTradeAllowanceCharge/ram:CalculationPercent`]: 'BT-94',
  [`${SETTLEMENT}/ram:SpecifiedTradeAllowanceCharge/ram:Reason`]: 'BT-97',
  [`${SETTLEMENT}/ram:SpecifiedTradeAllowanceCharge/ram:ReasonCode`]: 'BT-98',
  [`${SETTLEMENT}/ram:SpecifiedTradePaymentTerms/ram:Description`]: 'BT-20',
  [`${SETTLEMENT}/ram:SpecifiedTradePaymentTerms/ram:DueDateDateTime`]: 'BT-9',
  [`${SETTLEMENT}/ram:SpecifiedTradePaymentTerms/ram:DirectDebitMandateID`]: 'BT-89',
  [`${SETTLEMENT}/ram:SpecifiedTradeSettlementHeaderMonetarySummation`]: 'BG-22',
  [`${SETTLEMENT}/ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:LineTotalAmount`]: 'BT-106',
  [`${SETTLEMENT}/ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:ChargeTotalAmount`]: 'BT-108',
  [`${SETTLEMENT}/ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:AllowanceTotalAmount`]: 'BT-107',
  [`${SETTLEMENT}/ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:TaxBasisTotalAmount`]: 'BT-109',
  [`${SETTLEMENT}/ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:TaxTotalAmount`]: 'BT-110',
  [`${SETTLEMENT}/ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:RoundingAmount`]: 'BT-114',
  [`${SETTLEMENT}/ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:GrandTotalAmount`]: 'BT-112',
  [`${SETTLEMENT}/ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:TotalPrepaidAmount`]: 'BT-113',
  [`${SETTLEMENT}/ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:DuePayableAmount`]: 'BT-115',
  [`${SETTLEMENT}/ram:InvoiceReferencedDocument`]: 'BG-3',
  [`${SETTLEMENT}/ram:InvoiceReferencedDocument/ram:IssuerAssignedID`]: 'BT-25',
  [`${SETTLEMENT}/ram:InvoiceReferencedDocument/ram:FormattedIssueDateTime`]: 'BT-26',
  [`${SETTLEMENT}/ram:ReceivableSpecifiedTradeAccountingAccount`]: 'BT-19',
};
