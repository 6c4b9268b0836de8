// The CII D16B serializer shared by the facturx, zugferd and xrechnung (xrechnung_cii) plugins:
// model → full element tree → fitted to the profile's XSD → XML text, with the dropped input fields.
import type { SerializeResult } from '../../plugins/contracts.js';
import type { InvoiceModel } from '../../src/invoice/model.js';
import type { Invoice } from '../../src/schemas/invoice.js';
import { pruneToProfile } from './prune.js';
import { ciiProfileFor, type CiiProfile } from './profiles.js';
import { buildCiiTree, CII_NAMESPACES } from './writer.js';
import { renderXml } from './xml-tree.js';

export { ciiProfileFor, CONFORMANCE_BY_GUIDELINE, XRECHNUNG_CII_GUIDELINE, type CiiProfile } from './profiles.js';

/** Input fields no CII profile has a place for; reported as dropped whenever they are filled. */
function fieldsCiiNeverCarries(invoice: Invoice): string[] {
  const out: string[] = [];
  if (invoice.buyer.tax_registration_id) out.push('buyer.tax_registration_id'); // EN 16931 has no buyer BT-32
  if (invoice.payment?.bank_account?.bank_name) out.push('payment.bank_account.bank_name'); // informational only
  const ext = invoice.country_extensions;
  for (const key of ['it', 'pl', 'es'] as const) if (ext?.[key]) out.push(`country_extensions.${key}`);
  if (ext?.fr?.service_code) out.push('country_extensions.fr.service_code');
  return out;
}

export function serializeCiiProfile(model: InvoiceModel, profile: CiiProfile): SerializeResult {
  const tree = buildCiiTree(model, profile);
  const { root, dropped } = pruneToProfile(tree, profile.schema);
  const all = [...new Set([...dropped, ...fieldsCiiNeverCarries(model.invoice)])].sort();
  const result: SerializeResult = { xml: renderXml(root, CII_NAMESPACES) };
  if (all.length > 0) result.dropped_fields = all;
  return result;
}

/** Serialises for a plugin profile code such as `facturx_basic` or `zugferd_en16931`. */
export function serializeCii(model: InvoiceModel, profileCode: string): SerializeResult {
  const profile = ciiProfileFor(profileCode);
  if (!profile) throw new Error(`not a CII profile: ${profileCode}`);
  return serializeCiiProfile(model, profile);
}

/** XRechnung 3.0 in CII syntax (profile `xrechnung_cii` of the xrechnung plugin). */
export function serializeXrechnungCii(model: InvoiceModel): SerializeResult {
  return serializeCii(model, 'xrechnung_cii');
}
