// Conformance checks for a country plugin: what every country plugin must satisfy before the kernel
// serves its data. Built-in plugins are tested with it; plugin authors can run it on their own plugins.
// The function is pure: it reports problems as text and never throws for a broken plugin.
import { SDK_VERSION, type CountryPlugin } from '../contracts.js';
import { RequirementInfo } from '../../core/schemas/requirement-info.js';
import type { Invoice } from '../../core/en16931/invoice.js';
import { requirementsAsOf } from '../../core/requirements/as-of.js';

export interface CountryConformanceOptions {
  /** Codes of the format registry (GET /v1/formats), roadmap formats included. */
  knownFormatCodes: Iterable<string>;
  /** Today as YYYY-MM-DD: last_verified may not be later. */
  today: string;
}

/** A format entry shaped like a registry code (lower case, digits, underscores) must be one; anything else is a name. */
const FORMAT_CODE_SHAPE = /^[a-z0-9_]+$/;

/** An invoice without country extensions: an extension check must accept it silently. */
const PLAIN_INVOICE: Invoice = {
  invoice_number: 'CONFORMANCE-1',
  issue_date: '2026-01-15',
  type_code: '380',
  currency_code: 'EUR',
  seller: { name: 'Seller', address: { street: 'Street 1', city: 'City', postal_code: '1000', country_code: 'BE' } },
  buyer: { name: 'Buyer', address: { street: 'Street 2', city: 'City', postal_code: '1000', country_code: 'BE' } },
  lines: [{ id: '1', description: 'Item', quantity: '1', unit: 'C62', unit_price: '10', net_amount: '10', vat_category: 'S', vat_rate: '21' }],
};

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Problems found in the plugin, each a sentence naming the field; empty when the plugin conforms. */
export function checkCountryPlugin(plugin: CountryPlugin, options: CountryConformanceOptions): string[] {
  const problems: string[] = [];
  const known = new Set(options.knownFormatCodes);
  if (plugin.kind !== 'country') problems.push(`kind must be 'country'`);
  if (plugin.sdkVersion !== SDK_VERSION) problems.push(`sdkVersion ${plugin.sdkVersion} is not the SDK's ${SDK_VERSION}`);
  if (!/^[A-Z]{2}$/.test(plugin.code)) problems.push(`code '${plugin.code}' is not an upper-case ISO 3166-1 alpha-2 code`);

  const data = plugin.requirements;
  if (!data) return [...problems, 'requirements are missing'];
  if (data.country_code !== plugin.code) problems.push(`requirements.country_code '${data.country_code}' differs from code '${plugin.code}'`);

  const parsed = RequirementInfo.safeParse({ ...data, legal_disclaimer: data.legal_disclaimer ?? 'default' });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`requirements.${issue.path.join('.')}: ${issue.message}`);
  }

  if (!data.source_url || !isHttpUrl(data.source_url)) problems.push('requirements.source_url must be the http(s) address of an official source');
  if (!data.last_verified) problems.push('requirements.last_verified is missing');
  else if (data.last_verified > options.today) problems.push(`requirements.last_verified ${data.last_verified} is in the future`);
  if (!data.confidence) problems.push('requirements.confidence is missing (confirmed, partly_confirmed or unconfirmed)');
  for (const field of data.unconfirmed_fields ?? []) {
    if (!(field in RequirementInfo.shape)) problems.push(`requirements.unconfirmed_fields: '${field}' is no RequirementInfo field`);
  }

  for (const list of ['required_formats', 'accepted_formats'] as const) {
    for (const format of data[list] ?? []) {
      if (FORMAT_CODE_SHAPE.test(format) && !known.has(format)) {
        problems.push(
          `requirements.${list}: '${format}' looks like a format code but the registry has no such format (write a name with capitals or spaces if it has no code)`,
        );
      }
    }
  }

  problems.push(...checkDates(plugin));
  problems.push(...checkExtension(plugin));
  return problems;
}

/** The flags must agree with the dates on the day the data was verified, and phases must be in order. */
function checkDates(plugin: CountryPlugin): string[] {
  const problems: string[] = [];
  const data = plugin.requirements;
  if (data.b2g_mandatory && !data.b2g_mandate_date) problems.push('requirements.b2g_mandate_date is required when b2g_mandatory is true');
  if (data.b2b_mandatory && !data.b2b_mandate_date) problems.push('requirements.b2b_mandate_date is required when b2b_mandatory is true');

  const phases = data.b2b_phased_rollout ?? [];
  for (let i = 1; i < phases.length; i++) {
    if (phases[i]!.from < phases[i - 1]!.from) problems.push(`requirements.b2b_phased_rollout.${i}: phases must be in date order`);
  }
  // The B2B mandate starts with the first phase that obliges anyone to issue or receive (reporting alone is no mandate).
  const firstMandatePhase = phases
    .filter((p) => p.obligation !== 'report')
    .map((p) => p.from)
    .sort()[0];
  if (firstMandatePhase && data.b2b_mandate_date !== firstMandatePhase) {
    problems.push(
      `requirements.b2b_mandate_date ${data.b2b_mandate_date ?? 'null'} differs from the first issue/receive phase (${firstMandatePhase})`,
    );
  }

  if (data.last_verified) {
    const asVerified = requirementsAsOf(plugin, data.last_verified);
    if (asVerified.b2g_mandatory !== data.b2g_mandatory) {
      problems.push(
        `requirements.b2g_mandatory (${data.b2g_mandatory}) contradicts b2g_mandate_date ${data.b2g_mandate_date} on ${data.last_verified}`,
      );
    }
    if (asVerified.b2b_mandatory !== data.b2b_mandatory) {
      problems.push(
        `requirements.b2b_mandatory (${data.b2b_mandatory}) contradicts b2b_mandate_date ${data.b2b_mandate_date} on ${data.last_verified}`,
      );
    }
  }
  return problems;
}

/** An extension must name a lower-case member and accept an invoice that does not use it. */
function checkExtension(plugin: CountryPlugin): string[] {
  if (!plugin.extension) return [];
  const problems: string[] = [];
  if (!/^[a-z]{2}$/.test(plugin.extension.key)) problems.push(`extension.key '${plugin.extension.key}' must be the lower-case country member`);
  try {
    const issues = plugin.extension.check(PLAIN_INVOICE);
    if (!Array.isArray(issues) || issues.length > 0) problems.push('extension.check must return no issues for an invoice without its member');
  } catch (error) {
    problems.push(`extension.check threw on an invoice without its member: ${(error as Error).message}`);
  }
  return problems;
}
