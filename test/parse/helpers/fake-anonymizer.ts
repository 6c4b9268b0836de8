// A stand-in anonymizer for unit tests of the parse pipeline: replaces the values it is told about, and
// emails, IBANs and VAT ids it finds, by [TYPE_N] placeholders. The real one is tested in test/anonymize.
import type { AnonymizationResult, Anonymizer, EntityType, PlaceholderMap, ResidualCategory } from '../../../src/intelligent/types.js';

const FINDERS: Array<[EntityType, RegExp]> = [
  ['EMAIL_ADDRESS', /[\w.+-]+@[\w-]+\.[\w.]+/g],
  ['IBAN_CODE', /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,3})?\b/g],
  ['VAT_ID', /\b(?:DE|FR|IT|ES|NL|PL|AT|BE)[A-Z0-9]{8,12}\b/g],
];

export function fakeAnonymizer(known: Array<[EntityType, string]> = []): Anonymizer {
  return {
    anonymize(text) {
      const entries = new Map<string, { original: string; type: EntityType }>();
      const counters: Partial<Record<EntityType, number>> = {};
      const byValue = new Map<string, string>();
      const placeholderFor = (type: EntityType, original: string) => {
        const existing = byValue.get(original);
        if (existing) return existing;
        counters[type] = (counters[type] ?? 0) + 1;
        const placeholder = `[${type}_${counters[type]}]`;
        entries.set(placeholder, { original, type });
        byValue.set(original, placeholder);
        return placeholder;
      };
      let out = text;
      for (const [type, value] of [...known].sort((a, b) => b[1].length - a[1].length)) {
        out = out.split(value).join(placeholderFor(type, value));
      }
      for (const [type, re] of FINDERS) out = out.replace(re, (m) => placeholderFor(type, m));
      const result: AnonymizationResult = { anonymizedText: out, language: 'en', entityCounts: counters, mapping: { entries } };
      return result;
    },
    residualCategories(text): ResidualCategory[] {
      const found: ResidualCategory[] = [];
      if (/[\w.+-]+@[\w-]+\.\w+/.test(text)) found.push('email');
      if (/\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}/.test(text)) found.push('iban');
      if (/\b(?:DE|FR|IT|ES|NL|PL)\d{8,12}\b/.test(text)) found.push('vat_id');
      return found;
    },
    reidentify(value, mapping: PlaceholderMap) {
      const unknownPlaceholders: string[] = [];
      const replaced = value.replace(/\[[A-Z_]+_\d+\]/g, (token) => {
        const entry = mapping.entries.get(token);
        if (!entry) {
          unknownPlaceholders.push(token);
          return token;
        }
        return entry.original;
      });
      return { value: replaced, unknownPlaceholders };
    },
  };
}
