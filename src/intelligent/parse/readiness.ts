// ready_to_convert: the parsed invoice, unchanged, passes convert's input schema and the pre-check of the format
// it is meant for. That format comes from the registries, never from a name written here: the one the caller asks
// for, else the first format the seller's country requires that the format registry can write, else the generic
// EN 16931 format (supported, EN 16931-compliant, tied to no country).
import type { CountryPlugin, FieldIssue, FormatPlugin } from '../../../plugins/contracts.js';
import { validationError } from '../../http/errors.js';
import { Invoice } from '../../schemas/invoice.js';

export type Precheck = (invoice: Invoice) => FieldIssue[];

/** The formats and countries parse may judge readiness against (the registries' plugins). */
export interface ReadinessSources {
  formats: readonly FormatPlugin[];
  countries: readonly CountryPlugin[];
}

export interface TargetFormat {
  code: string;
  precheck: Precheck | null;
}

const writable = (f: FormatPlugin | undefined): f is FormatPlugin => Boolean(f?.serialize);

function targetOf(format: FormatPlugin): TargetFormat {
  const profile = format.profiles.find((p) => p.default)?.code ?? format.profiles[0]?.code ?? '';
  return { code: format.info.code, precheck: format.precheck ? (invoice) => format.precheck!(invoice, profile) : null };
}

/** The generic EN 16931 format: supported, compliant, for no particular country. */
function genericFormat(formats: readonly FormatPlugin[]): FormatPlugin | undefined {
  return formats.find((f) => writable(f) && f.info.en16931_compliant && f.info.countries.length === 0);
}

/**
 * The format ready_to_convert is judged against. A requested code the registry cannot write is the caller's
 * mistake (422); a seller country without a writable required format falls back to the generic format.
 */
export function chooseTargetFormat(
  sources: ReadinessSources,
  requested: string | null | undefined,
  sellerCountry: string | null,
): TargetFormat | null {
  const byCode = (code: string) => sources.formats.find((f) => f.info.code === code);
  if (requested) {
    const format = byCode(requested);
    if (!writable(format)) {
      const known = sources.formats.filter(writable).map((f) => f.info.code);
      throw validationError([{ field: 'context.target_format', code: 'invalid_value', message: `must be one of ${known.join(', ')}` }]);
    }
    return targetOf(format);
  }
  const country = sellerCountry ? sources.countries.find((c) => c.code === sellerCountry) : undefined;
  const usual = country?.requirements.required_formats.map(byCode).find(writable);
  const format = usual ?? genericFormat(sources.formats);
  return format ? targetOf(format) : null;
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
