// The words of the rendered invoice, all data: labels and business-term names per language
// (labels/<language>.json), and the names of code values. A code's name comes from the language's own
// translation when it has one, else from the English code list (code-lists/*.json, extracted from the
// official lists), else the code itself is shown. Country names come from the platform (Intl.DisplayNames).
import de from './labels/de.json' with { type: 'json' };
import en from './labels/en.json' with { type: 'json' };
import es from './labels/es.json' with { type: 'json' };
import fr from './labels/fr.json' with { type: 'json' };
import it from './labels/it.json' with { type: 'json' };
import nl from './labels/nl.json' with { type: 'json' };
import pl from './labels/pl.json' with { type: 'json' };
import eas from './code-lists/eas.json' with { type: 'json' };
import icd from './code-lists/icd.json' with { type: 'json' };
import rec20 from './code-lists/rec20.json' with { type: 'json' };
import untdid1001 from './code-lists/untdid-1001.json' with { type: 'json' };
import untdid4461 from './code-lists/untdid-4461.json' with { type: 'json' };
import untdid5189 from './code-lists/untdid-5189.json' with { type: 'json' };
import untdid5305 from './code-lists/untdid-5305.json' with { type: 'json' };
import untdid7143 from './code-lists/untdid-7143.json' with { type: 'json' };
import untdid7161 from './code-lists/untdid-7161.json' with { type: 'json' };
import vatex from './code-lists/vatex.json' with { type: 'json' };
import type { Language } from './languages.js';

export type LabelKey = keyof typeof en.labels;

/** The code lists whose values are shown by name. */
export type CodeList =
  | 'untdid-1001'
  | 'untdid-4461'
  | 'untdid-5189'
  | 'untdid-7161'
  | 'untdid-5305'
  | 'untdid-7143'
  | 'rec20'
  | 'vatex'
  | 'eas'
  | 'icd';

interface LanguageFile {
  language: string;
  labels: Record<string, string>;
  terms: Record<string, string>;
  codes: Partial<Record<CodeList, Record<string, string>>>;
}

const FILES: Record<Language, LanguageFile> = { en, de, fr, it, es, nl, pl };

const ENGLISH_NAMES: Record<CodeList, Record<string, string>> = {
  'untdid-1001': untdid1001.names,
  'untdid-4461': untdid4461.names,
  'untdid-5189': untdid5189.names,
  'untdid-7161': untdid7161.names,
  'untdid-5305': untdid5305.names,
  'untdid-7143': untdid7143.names,
  rec20: rec20.names,
  vatex: vatex.names,
  eas: eas.names,
  icd: icd.names,
};

export interface Dictionary {
  language: Language;
  /** A label, with `{name}` placeholders filled from `values`. */
  label(key: LabelKey, values?: Record<string, string | number>): string;
  /** The name of a business term (BT-…) in this language, else in English; undefined when unknown. */
  term(bt: string): string | undefined;
  /** The name of a code value in this language, else in English; undefined for an unknown code. */
  code(list: CodeList, code: string): string | undefined;
}

const cache = new Map<Language, Dictionary>();

export function dictionaryFor(language: Language): Dictionary {
  let dictionary = cache.get(language);
  if (dictionary) return dictionary;
  const file = FILES[language];
  dictionary = {
    language,
    label(key, values) {
      const text = file.labels[key] ?? en.labels[key];
      return values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : text;
    },
    term: (bt) => file.terms[bt] ?? (en.terms as Record<string, string>)[bt],
    code: (list, code) => file.codes[list]?.[code] ?? ENGLISH_NAMES[list][code],
  };
  cache.set(language, dictionary);
  return dictionary;
}

/** Every label key, for tests that check each language has them all. */
export const LABEL_KEYS = Object.keys(en.labels) as LabelKey[];
export const LANGUAGE_FILES = FILES;
