// The CII D16B serializer shared by the facturx, zugferd and xrechnung (xrechnung_cii) plugins:
// model → full element tree → fitted to the profile's XSD → XML text, with the dropped input fields.
import type { SerializeResult } from '../../plugins/contracts.js';
import type { InvoiceModel } from '../../src/invoice/model.js';
import { droppedFields } from './dropped.js';
import { pruneToProfile } from './prune.js';
import { ciiProfileFor, type CiiProfile } from './profiles.js';
import { buildCiiTree, CII_NAMESPACES } from './writer.js';
import { renderXml } from './xml-tree.js';

export { ciiProfileFor, CONFORMANCE_BY_GUIDELINE, XRECHNUNG_CII_GUIDELINE, type CiiProfile } from './profiles.js';

export function serializeCiiProfile(model: InvoiceModel, profile: CiiProfile): SerializeResult {
  const tree = buildCiiTree(model, profile);
  const { root, dropped } = pruneToProfile(tree, profile.schema, profile.notUsed);
  const result: SerializeResult = { xml: renderXml(root, CII_NAMESPACES) };
  const fields = droppedFields(model, dropped);
  if (fields.length > 0) result.dropped_fields = fields;
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
