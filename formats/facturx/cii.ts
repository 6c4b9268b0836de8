// The CII documents of the built-in formats: Factur-X / ZUGFeRD profiles and XRechnung CII, written by the
// format-neutral CII writer (core/syntax/cii) with the profile tables of cii-profiles.ts.
import type { CountryValues, SerializeResult } from '../../plugins/contracts.js';
import type { InvoiceModel } from '../../core/en16931/model.js';
import { serializeCiiProfile } from '../../core/syntax/cii/index.js';
import { ciiProfileFor } from './cii-profiles.js';

export { ciiProfileFor, CONFORMANCE_BY_GUIDELINE, XRECHNUNG_CII_GUIDELINE, type FacturxProfile } from './cii-profiles.js';
export { serializeCiiProfile };

/** Serialises for a plugin profile code such as `facturx_basic` or `zugferd_en16931`. */
export function serializeCii(model: InvoiceModel, profileCode: string, countries?: CountryValues): SerializeResult {
  const profile = ciiProfileFor(profileCode);
  if (!profile) throw new Error(`not a CII profile: ${profileCode}`);
  return serializeCiiProfile(model, profile, countries);
}

/** XRechnung 3.0 in CII syntax (profile `xrechnung_cii` of the xrechnung plugin). */
export function serializeXrechnungCii(model: InvoiceModel, countries?: CountryValues): SerializeResult {
  return serializeCii(model, 'xrechnung_cii', countries);
}
