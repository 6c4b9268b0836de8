// The business term each EN 16931 code-list rule checks. Their messages name the code list but not the term
// ("Unit code MUST be coded according to the UN/ECE Recommendation 20 …"), so a report would have no
// business_term and convert could not say which input field holds the wrong code. Where a rule checks several
// terms (currency, scheme identifiers), the first is given; the rule's location tells the element.
export const CODE_LIST_RULE_TERMS: Readonly<Record<string, string>> = {
  'BR-CL-01': 'BT-3', // invoice type code, UNTDID 1001
  'BR-CL-03': 'BT-5', // currency codes, ISO 4217
  'BR-CL-04': 'BT-5', // invoice currency code, ISO 4217
  'BR-CL-05': 'BT-6', // VAT accounting currency code, ISO 4217
  'BR-CL-06': 'BT-8', // VAT point date code, UNTDID 2005
  'BR-CL-07': 'BT-18-1', // invoiced object identifier scheme, UNTDID 1153
  'BR-CL-08': 'BT-21', // invoice note subject code, UNTDID 4451
  'BR-CL-10': 'BT-29-1', // party identifier scheme, ISO 6523 ICD
  'BR-CL-11': 'BT-30-1', // legal registration identifier scheme, ISO 6523 ICD
  'BR-CL-13': 'BT-158-1', // item classification scheme, UNTDID 7143
  'BR-CL-14': 'BT-40', // country codes, ISO 3166-1
  'BR-CL-15': 'BT-159', // item country of origin, ISO 3166-1
  'BR-CL-16': 'BT-81', // payment means code, UNTDID 4461
  'BR-CL-17': 'BT-118', // VAT category code, UNTDID 5305
  'BR-CL-18': 'BT-151', // VAT category code, UNTDID 5305
  'BR-CL-19': 'BT-98', // allowance reason code, UNTDID 5189
  'BR-CL-20': 'BT-105', // charge reason code, UNTDID 7161
  'BR-CL-21': 'BT-157-1', // item standard identifier scheme, ISO 6523 ICD
  'BR-CL-22': 'BT-121', // VAT exemption reason code, VATEX
  'BR-CL-23': 'BT-130', // unit of measure, UN/ECE Recommendation 20 and 21
  'BR-CL-24': 'BT-125-1', // attachment MIME code
  'BR-CL-25': 'BT-34-1', // electronic address scheme, EAS
  'BR-CL-26': 'BT-71-1', // delivery location identifier scheme, ISO 6523 ICD
};
