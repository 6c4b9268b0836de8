// The UBL-family conversion pipeline without HTTP and storage, as the convert service runs it:
// country extension checks → format pre-check → model → serialize.
import type { FormatPlugin } from '../../../plugins/contracts.js';
import peppol from '../../../formats/peppol-bis-3/index.js';
import xrechnung from '../../../formats/xrechnung/index.js';
import ubl21 from '../../../formats/ubl-2-1/index.js';
import { buildModel, type InvoiceModel } from '../../../core/en16931/model.js';
import { Invoice, type InvoiceInput } from '../../../src/schemas/invoice.js';
import { builtinCountries } from '../../../countries/index.js';
import { builtinContext } from '../../helpers/country-values.js';

/** Issues of the country plugins owning the extension members present (as the service does). */
function countryIssues(invoice: Invoice) {
  const present = Object.entries(invoice.country_extensions ?? {})
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k]) => k);
  return builtinCountries.filter((c) => c.extension && present.includes(c.extension.key)).flatMap((c) => c.extension!.check(invoice));
}

export const UBL_TARGETS: Array<{ format: string; profile: string; ruleSet: string; plugin: FormatPlugin }> = [
  { format: 'peppol_bis_3', profile: 'peppol_bis_billing_3', ruleSet: 'peppol-bis-3-ubl', plugin: peppol },
  { format: 'xrechnung', profile: 'xrechnung_ubl', ruleSet: 'xrechnung-3-ubl', plugin: xrechnung },
  { format: 'ubl_2_1', profile: 'ubl_en16931', ruleSet: 'en16931-ubl', plugin: ubl21 },
];

export interface Converted {
  model: InvoiceModel;
  xml: string;
  dropped: string[];
}

/** Converts or throws with the issues, so a failing fixture names its problem. */
export function convertFor(input: InvoiceInput, target: (typeof UBL_TARGETS)[number]): Converted {
  const invoice = Invoice.parse(input);
  const issues = [...countryIssues(invoice), ...(target.plugin.precheck?.(invoice, target.profile, builtinContext) ?? [])];
  const built = buildModel(invoice);
  if (issues.length > 0 || !built.ok) {
    throw new Error(`${target.format}: ${JSON.stringify([...issues, ...(built.ok ? [] : built.issues)])}`);
  }
  const result = target.plugin.serialize!(built.model, target.profile, builtinContext);
  return { model: built.model, xml: result.xml, dropped: result.dropped_fields ?? [] };
}
