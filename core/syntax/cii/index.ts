// The CII D16B writer: model → full element tree → fitted to the profile's XSD → XML text, with the input
// fields the document does not carry. A CIUS (Factur-X, ZUGFeRD, XRechnung CII) supplies the profile.
import type { SerializeResult } from '../serialize-result.js';
import type { InvoiceModel } from '../../en16931/model.js';
import { withCarriedValues } from '../../en16931/carried.js';
import { NO_COUNTRY_VALUES, type CountryValues } from '../../en16931/carried-value.js';
import { droppedFields } from './dropped.js';
import { pruneToProfile } from './prune.js';
import { buildCiiTree, CII_NAMESPACES, type CiiProfile } from './writer.js';
import { renderXml } from './xml-tree.js';

export { CII_NAMESPACES, type CiiProfile } from './writer.js';
export { notUsedTree, type NotUsedTree } from './prune.js';
export type { ProfileSchema, TypeRule } from './profile-schema.js';

/** `countries` places the country extension values in their EN 16931 terms (the kernel passes its registry's). */
export function serializeCiiProfile(model: InvoiceModel, profile: CiiProfile, countries: CountryValues = NO_COUNTRY_VALUES): SerializeResult {
  const effective = withCarriedValues(model.invoice, countries);
  const tree = buildCiiTree(model, profile, effective);
  const { root, dropped } = pruneToProfile(tree, profile.schema, profile.notUsed);
  const result: SerializeResult = { xml: renderXml(root, CII_NAMESPACES) };
  const fields = droppedFields(model, dropped, effective);
  if (fields.length > 0) result.dropped_fields = fields;
  return result;
}
