import { buildModel } from '../../core/en16931/model.js';
import { Invoice } from '../../core/en16931/invoice.js';
import { totalsDifferences } from '../../core/syntax/common/read/totals.js';
import { READER_VERSION, type FormatPlugin } from '../contracts.js';
import type { ConformanceSection } from './format.js';
import { comparable as normalised } from '../../core/syntax/common/read/comparable.js';

/** The local name of the document's root element. */
function rootOf(xml: string): string {
  const match = /<(?![?!])(?:[\w.-]+:)?([\w.-]+)[\s>/]/.exec(xml);
  return match?.[1] ?? '';
}

export function checkReaderRoundTrip(plugin: FormatPlugin): ConformanceSection {
  const s: ConformanceSection = { title: 'Reader round trip', problems: [], notes: [] };
  const reader = plugin.reader;
  if (!reader) {
    s.notes.push('no reader: documents of this format cannot be imported (optional)');
    return s;
  }
  if (reader.readerVersion !== READER_VERSION)
    s.problems.push(`reader.readerVersion is ${reader.readerVersion}; this kit checks version ${READER_VERSION}`);
  for (const fixture of (plugin.fixtures ?? []).filter((f) => !f.failsRules)) {
    const where = `fixture ${fixture.name}`;
    const profile = fixture.profile ?? plugin.profiles.find((p) => p.default)?.code;
    const parsed = Invoice.safeParse(fixture.invoice);
    const built = parsed.success ? buildModel(parsed.data) : null;
    if (!parsed.success || !built?.ok || !profile || !plugin.serialize) continue; // the fixture checks report these
    try {
      const { xml } = plugin.serialize(built.model, profile);
      const read = reader.read(xml);
      const claimed = reader.profileFor(rootOf(xml), read.specification_id);
      if (claimed !== profile) s.problems.push(`${where}: the reader names profile '${claimed ?? '(none)'}' for the document, not '${profile}'`);
      if (read.losses.length > 0)
        s.problems.push(
          `${where}: ${read.losses.length} element(s) reported lost, e.g. ${read.losses[0]!.xpath} (${read.losses[0]!.business_term ?? 'no term'})`,
        );
      const back = Invoice.safeParse(read.invoice);
      if (!back.success) {
        s.problems.push(
          `${where}: the read invoice is not a valid invoice: ${back.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
        );
        continue;
      }
      if (JSON.stringify(normalised(back.data)) !== JSON.stringify(normalised(parsed.data)))
        s.problems.push(`${where}: the read invoice differs from the fixture`);
      const rebuilt = buildModel(back.data);
      if (rebuilt.ok && totalsDifferences(read.totals, rebuilt.model).length > 0)
        s.problems.push(`${where}: the stated totals differ from the computed ones`);
      if (s.problems.length === 0) s.notes.push(`${where}: reads back to the same invoice, nothing lost`);
    } catch (error) {
      s.problems.push(`${where}: the round trip threw ${(error as Error).message}`);
    }
  }
  return s;
}
