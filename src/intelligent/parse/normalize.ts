// Turning what a text (or a model) writes into the forms convert accepts: decimals with a dot, ISO dates,
// ISO currency and country codes. Pure functions shared by the pipeline and the offline extractor.
import { isCalendarDate } from '../../../core/schemas/primitives.js';

export interface Normalised {
  value: string;
  /** True when the written form allowed more than one reading and one was chosen (e.g. 1,234). */
  ambiguous: boolean;
}

/**
 * Reads an amount written in any of the usual European or English ways: 1234.5, 1,234.50, 1.234,50, 1 234,50,
 * 1'234.50, with an optional currency sign or code and an optional sign. The last separator followed by one
 * or two digits is the decimal separator; a single separator followed by exactly three digits is ambiguous and
 * is read as the language groups thousands: "1,150" is 1150 in English, "1.150" is 1150 in the other languages.
 */
export function normaliseDecimal(raw: string, language = 'en'): Normalised | null {
  let text = raw.trim().replace(/[\u00a0\u202f]/g, ' ');
  text = text
    .replace(/^(?:[A-Z]{3}|[€$£]|zł|PLN|CHF)\s*/i, '')
    .replace(/\s*(?:[A-Z]{3}|[€$£%]|zł|,-|\.-)$/i, '')
    .trim();
  let sign = '';
  if (/^[+-]/.test(text)) {
    sign = text[0] === '-' ? '-' : '';
    text = text.slice(1).trim();
  } else if (/^\(.*\)$/.test(text)) {
    sign = '-';
    text = text.slice(1, -1).trim();
  }
  if (!/^\d[\d\s.,']*$/.test(text) && !/^[.,]\d+$/.test(text)) return null;
  const compact = text.replace(/[\s']/g, '');
  const separators = compact.replace(/\d/g, '');
  let value: string;
  let ambiguous = false;
  if (separators.length === 0) value = compact;
  else {
    const lastIndex = Math.max(compact.lastIndexOf('.'), compact.lastIndexOf(','));
    const last = compact[lastIndex]!;
    const after = compact.length - lastIndex - 1;
    const sameKind = [...separators].every((s) => s === last);
    if (sameKind && separators.length > 1) {
      // 1.234.567 or 1,234,567: thousands only, every group three digits.
      if (!/^\d{1,3}([.,]\d{3})+$/.test(compact)) return null;
      value = compact.replace(/[.,]/g, '');
    } else if (sameKind) {
      if (after === 3 && !compact.startsWith('0') && lastIndex > 0) {
        // 1,150 / 1.150: English groups thousands with a comma, the other six languages with a dot.
        ambiguous = true;
        const groupsThousands = language === 'en' ? last === ',' : last === '.';
        value = groupsThousands ? compact.replace(last, '') : compact.replace(last, '.');
      } else value = compact.replace(last, '.');
    } else {
      // Two kinds: the last one is the decimal separator, the other groups thousands.
      const thousands = last === '.' ? ',' : '.';
      const integerPart = compact.slice(0, lastIndex);
      if (integerPart.includes(last) || !new RegExp(`^\\d{1,3}(\\${thousands}\\d{3})*$`).test(integerPart)) return null;
      value = `${integerPart.split(thousands).join('')}.${compact.slice(lastIndex + 1)}`;
    }
  }
  if (value.startsWith('.')) value = `0${value}`;
  if (value.endsWith('.')) value = value.slice(0, -1);
  if (!/^\d+(\.\d+)?$/.test(value)) return null;
  return { value: sign + value, ambiguous };
}

const MONTHS: Record<string, number> = {};
const MONTH_NAMES: string[][] = [
  // en, de, fr, it, es, nl, pl (nominative and genitive), with common abbreviations
  ['january', 'jan', 'januar', 'janvier', 'janv', 'gennaio', 'gen', 'enero', 'ene', 'januari', 'styczeń', 'stycznia', 'sty', 'jänner'],
  ['february', 'feb', 'februar', 'février', 'fevrier', 'févr', 'fév', 'febbraio', 'febrero', 'februari', 'luty', 'lutego', 'lut'],
  ['march', 'mar', 'märz', 'maerz', 'mrz', 'mars', 'marzo', 'maart', 'mrt', 'marzec', 'marca'],
  ['april', 'apr', 'avril', 'avr', 'aprile', 'abril', 'abr', 'kwiecień', 'kwietnia', 'kwi'],
  ['may', 'mai', 'maggio', 'mag', 'mayo', 'mei', 'maj', 'maja'],
  ['june', 'jun', 'juni', 'juin', 'giugno', 'giu', 'junio', 'czerwiec', 'czerwca', 'cze'],
  ['july', 'jul', 'juli', 'juillet', 'juil', 'luglio', 'lug', 'julio', 'lipiec', 'lipca', 'lip'],
  ['august', 'aug', 'août', 'aout', 'agosto', 'ago', 'augustus', 'sierpień', 'sierpnia', 'sie'],
  ['september', 'sep', 'sept', 'septembre', 'settembre', 'set', 'septiembre', 'wrzesień', 'września', 'wrz'],
  ['october', 'oct', 'oktober', 'okt', 'octobre', 'ottobre', 'ott', 'octubre', 'październik', 'października', 'paź'],
  ['november', 'nov', 'novembre', 'noviembre', 'listopad', 'listopada', 'lis'],
  ['december', 'dec', 'dezember', 'dez', 'décembre', 'decembre', 'déc', 'dicembre', 'dic', 'diciembre', 'grudzień', 'grudnia', 'gru'],
];
MONTH_NAMES.forEach((names, i) => names.forEach((n) => (MONTHS[n] = i + 1)));

/** Month-name alternatives for regular expressions, longest first so "sept" wins over "sep". */
export const MONTH_PATTERN = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');

export function monthNumber(name: string): number | undefined {
  return MONTHS[name.toLowerCase().replace(/\.$/, '')];
}

function isoDate(y: number, m: number, d: number): string | null {
  if (y < 100) y += 2000;
  const text = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return m >= 1 && m <= 12 && d >= 1 && isCalendarDate(text) ? text : null;
}

/**
 * Reads a date written as 2026-11-21, 21.11.2026, 21/11/2026, 21-11-26, 11/21/2026 (only when the first
 * number cannot be a day-of-month reading), "21 November 2026", "November 21, 2026", "21. listopada 2026".
 * Numeric dates are read day-first, as everywhere in Europe.
 */
export function normaliseDate(raw: string): string | null {
  const text = raw.trim().toLowerCase().replace(/\s+/g, ' ');
  let m = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})$/.exec(text);
  if (m) return isoDate(+m[1]!, +m[2]!, +m[3]!);
  m = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4}|\d{2})$/.exec(text);
  if (m) {
    const a = +m[1]!;
    const b = +m[2]!;
    return b > 12 && a <= 12 ? isoDate(+m[3]!, a, b) : isoDate(+m[3]!, b, a);
  }
  m = new RegExp(`^(\\d{1,2})(?:st|nd|rd|th|er|º|°)?\\.?\\s*(?:de\\s+)?(${MONTH_PATTERN})\\.?,?\\s*(?:de\\s+)?(\\d{4})$`, 'u').exec(text);
  if (m) return isoDate(+m[3]!, monthNumber(m[2]!)!, +m[1]!);
  m = new RegExp(`^(${MONTH_PATTERN})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})$`, 'u').exec(text);
  if (m) return isoDate(+m[3]!, monthNumber(m[1]!)!, +m[2]!);
  return null;
}

const CURRENCY_WORDS: Record<string, string> = {
  '€': 'EUR',
  eur: 'EUR',
  euro: 'EUR',
  euros: 'EUR',
  'euro-': 'EUR',
  $: 'USD',
  usd: 'USD',
  us$: 'USD',
  dollar: 'USD',
  dollars: 'USD',
  '£': 'GBP',
  gbp: 'GBP',
  pound: 'GBP',
  pounds: 'GBP',
  sterling: 'GBP',
  quid: 'GBP',
  zł: 'PLN',
  zl: 'PLN',
  pln: 'PLN',
  złotych: 'PLN',
  zlotych: 'PLN',
  złoty: 'PLN',
  chf: 'CHF',
  fr: 'CHF',
  franken: 'CHF',
  sek: 'SEK',
  nok: 'NOK',
  dkk: 'DKK',
  czk: 'CZK',
  kč: 'CZK',
  huf: 'HUF',
  ron: 'RON',
  jpy: 'JPY',
  '¥': 'JPY',
};

/** A currency as an ISO 4217 code, from a code, a symbol or a common name. */
export function normaliseCurrency(raw: string): string | null {
  const text = raw.trim();
  if (/^[A-Z]{3}$/.test(text)) return text;
  return CURRENCY_WORDS[text.toLowerCase()] ?? null;
}

const COUNTRY_NAMES: Record<string, string> = {};
const COUNTRIES: Array<[string, string[]]> = [
  ['DE', ['germany', 'deutschland', 'allemagne', 'germania', 'alemania', 'duitsland', 'niemcy']],
  ['FR', ['france', 'frankreich', 'francia', 'frankrijk', 'francja']],
  ['IT', ['italy', 'italien', 'italie', 'italia', 'italië', 'włochy']],
  ['ES', ['spain', 'spanien', 'espagne', 'spagna', 'españa', 'espana', 'spanje', 'hiszpania']],
  ['NL', ['netherlands', 'the netherlands', 'niederlande', 'pays-bas', 'paesi bassi', 'países bajos', 'nederland', 'holandia', 'holland']],
  ['PL', ['poland', 'polen', 'pologne', 'polonia', 'polska']],
  ['AT', ['austria', 'österreich', 'oesterreich', 'autriche', 'oostenrijk']],
  ['BE', ['belgium', 'belgien', 'belgique', 'belgio', 'bélgica', 'belgië', 'belgie', 'belgia']],
  ['CH', ['switzerland', 'schweiz', 'suisse', 'svizzera', 'suiza', 'zwitserland', 'szwajcaria']],
  ['LU', ['luxembourg', 'luxemburg', 'lussemburgo', 'luxemburgo']],
  ['GB', ['united kingdom', 'uk', 'great britain', 'england', 'vereinigtes königreich', 'royaume-uni', 'regno unito', 'reino unido']],
  ['IE', ['ireland', 'irland', 'irlande', 'irlanda', 'ierland']],
  ['PT', ['portugal', 'portogallo']],
  ['US', ['united states', 'usa', 'u.s.a.', 'vereinigte staaten', 'états-unis', 'stati uniti', 'estados unidos']],
  ['CZ', ['czech republic', 'czechia', 'tschechien', 'czechy']],
  ['DK', ['denmark', 'dänemark', 'danemark', 'dania']],
  ['SE', ['sweden', 'schweden', 'suède', 'svezia', 'suecia', 'szwecja']],
];
COUNTRIES.forEach(([code, names]) => names.forEach((n) => (COUNTRY_NAMES[n] = code)));

/** Country names the offline extractor recognises at the end of an address. */
export const COUNTRY_NAME_LIST: readonly string[] = Object.keys(COUNTRY_NAMES);

/** A country as an ISO 3166-1 alpha-2 code, from a code or a name in one of the seven languages. */
export function normaliseCountry(raw: string): string | null {
  const text = raw.trim().replace(/\.$/, '');
  if (/^[A-Z]{2}$/.test(text)) return text === 'UK' ? 'GB' : text;
  return COUNTRY_NAMES[text.toLowerCase()] ?? null;
}

/** "true"/"yes"/"ja"/"oui"/… → "true"; the negatives → "false". */
export function normaliseBoolean(raw: string): 'true' | 'false' | null {
  const text = raw.trim().toLowerCase();
  if (['true', 'yes', 'ja', 'oui', 'sì', 'si', 'sí', 'tak', '1'].includes(text)) return 'true';
  if (['false', 'no', 'nein', 'non', 'nie', 'nee', '0'].includes(text)) return 'false';
  return null;
}

/** Postal code then city: 10115 Berlin, D-10115 Berlin, 00-950 Warszawa, 1012 AB Amsterdam, 75002 Paris Cedex. */
const POSTAL_CITY =
  /^(?:[A-Z]{1,2}[-\s])?(\d{2}-\d{3}|\d{4}\s?[A-Z]{2}(?=\s)|\d{4,5}|[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2})\s+(\p{L}[\p{L}\s.'’()-]*?)(?:\s+cedex(?:\s+\d+)?)?$/iu;
/** City then postal code, as in British and Irish addresses: London SW1A 1AA. */
const CITY_POSTAL = /^(\p{L}[\p{L}\s.'-]*?)\s+([A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}|[A-Z]\d{2}\s[A-Z\d]{4})$/u;

/** Splits "10115 Berlin" (or "London SW1A 1AA") into postal code and city; null when it is not of that form. */
export function splitPostalCity(text: string): { postal_code: string; city: string } | null {
  const t = text.trim();
  const m = POSTAL_CITY.exec(t);
  if (m) return { postal_code: m[1]!, city: m[2]!.trim() };
  const r = CITY_POSTAL.exec(t);
  return r ? { postal_code: r[2]!, city: r[1]!.trim() } : null;
}
