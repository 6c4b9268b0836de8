// ready_to_convert: the parsed invoice, unchanged, passes convert's input schema and the format pre-checks.
// Parse knows no target format, so the pre-checks are those of the EN 16931 core format (UBL 2.1), which every
// MVP format builds on; CIUS-specific needs (e.g. XRechnung's buyer reference) are reported by convert.
import type { FieldIssue, FormatPlugin } from '../../../plugins/contracts.js';
import { builtinFormats } from '../../../formats/index.js';
import { Invoice } from '../../schemas/invoice.js';

export type Precheck = (invoice: Invoice) => FieldIssue[];

export const CORE_FORMAT = 'ubl_2_1';

/** The core format's pre-check when the format plugin has one; none otherwise (the schema alone decides). */
export function corePrecheck(formats: readonly FormatPlugin[] = builtinFormats): Precheck | null {
  const core = formats.find((f) => f.info.code === CORE_FORMAT);
  if (!core?.precheck) return null;
  const profile = core.profiles.find((p) => p.default)?.code ?? core.profiles[0]?.code ?? '';
  return (invoice) => core.precheck!(invoice, profile);
}

export interface Readiness {
  ready: boolean;
  /** Dot paths the schema or the pre-checks object to. */
  problems: string[];
  /** Fields the pre-checks require that the invoice lacks (e.g. seller.vat_id for standard-rated lines). */
  required: string[];
}

export function checkReadiness(invoice: Record<string, unknown>, precheck: Precheck | null): Readiness {
  const parsed = Invoice.safeParse(invoice);
  if (!parsed.success) return { ready: false, problems: parsed.error.issues.map((i) => i.path.join('.')), required: [] };
  const issues = precheck ? precheck(parsed.data) : [];
  return {
    ready: issues.length === 0,
    problems: issues.map((i) => i.field),
    required: [...new Set(issues.filter((i) => i.code === 'required').map((i) => i.field))],
  };
}
