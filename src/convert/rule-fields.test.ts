// Rule locations and business terms read back to the input field that produced the element.
import { describe, expect, it } from 'vitest';
import { inputFieldOf, stepsOf } from './rule-fields.js';

describe('stepsOf', () => {
  it('splits outside predicates and quotes, keeping local names and the last position', () => {
    expect(stepsOf("/ubl:Invoice[1]/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID='VAT'][2]/cbc:CompanyID")).toEqual([
      { name: 'Invoice', position: 1 },
      { name: 'PartyTaxScheme', position: 2 },
      { name: 'CompanyID', position: null },
    ]);
  });
});

describe('inputFieldOf', () => {
  it('reads the exact element of a line, with the line it sits on', () => {
    expect(inputFieldOf({ location: '/ubl:Invoice[1]/cac:InvoiceLine[3]/cbc:InvoicedQuantity[1]/@unitCode', business_term: null })).toBe(
      'lines.2.unit',
    );
    expect(inputFieldOf({ location: '/cn:CreditNote[1]/cac:CreditNoteLine[1]/cbc:CreditedQuantity[1]/@unitCode', business_term: null })).toBe(
      'lines.0.unit',
    );
  });

  it('tells apart two fields at the same element by the business term the message names', () => {
    const location = '/ubl:Invoice[1]/cac:AccountingSupplierParty[1]/cac:Party[1]/cac:PartyTaxScheme[1]/cbc:CompanyID[1]';
    expect(inputFieldOf({ location, business_term: 'BT-31' })).toBe('seller.vat_id');
    expect(inputFieldOf({ location, business_term: 'BT-32' })).toBe('seller.tax_registration_id');
  });

  it('falls back to the business term and the line or allowance the location is inside (CII, parent contexts)', () => {
    expect(
      inputFieldOf({
        location: '/rsm:CrossIndustryInvoice[1]/rsm:SupplyChainTradeTransaction[1]/ram:IncludedSupplyChainTradeLineItem[2]',
        business_term: 'BT-129',
      }),
    ).toBe('lines.1.quantity');
    expect(inputFieldOf({ location: '/ubl:Invoice[1]/cac:AllowanceCharge[2]', business_term: 'BT-97' })).toBe('allowances.1.reason');
  });

  it('names no field when neither the element nor the term leads to one', () => {
    expect(inputFieldOf({ location: '/ubl:Invoice[1]/cac:TaxTotal[1]', business_term: null })).toBeNull();
    expect(inputFieldOf({ location: null, business_term: 'BT-129' })).toBeNull();
  });
});

describe('inputFieldOf with a code on an attribute', () => {
  it('takes the attribute the rule term names over the element the location names', () => {
    const location = '/ubl:Invoice[1]/cac:InvoiceLine[2]/cbc:InvoicedQuantity[1]';
    expect(inputFieldOf({ location, business_term: 'BT-130' })).toBe('lines.1.unit');
    expect(inputFieldOf({ location, business_term: null })).toBe('lines.1.quantity');
  });
});
