// Numbers, money, dates and countries in a language's conventions, through the platform's Intl. Decimals are
// handed to Intl as strings (Intl.NumberFormat formats a decimal string exactly, digit for digit), so no
// amount ever passes through a binary float; percentages are divided by 100 in big.js.
import Big from 'big.js';
import { LOCALES, type Language } from './languages.js';

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Digits after the decimal point as written ("12.90" → 2, "12" → 0). */
function fractionDigits(text: string): number {
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

export interface Formatter {
  locale: string;
  /** An amount with its currency, at least two decimals ("1234.5", "EUR" → "1.234,50 €" in German). */
  money(value: string | null | undefined, currency: string): string;
  /** A unit price: the currency and at least two decimals, more when the price carries more ("12.345"). */
  price(value: string | null | undefined, currency: string): string;
  /** A quantity as written, grouped ("1000.5" → "1.000,5"). */
  quantity(value: string | null | undefined): string;
  /** A percentage rate ("19" → "19 %"). */
  percent(value: string | null | undefined): string;
  /** A YYYY-MM-DD date in the language's medium form ("2026-11-21" → "21.11.2026"). */
  date(value: string | null | undefined): string;
  /** A country's name from its ISO 3166-1 alpha-2 code. */
  country(code: string | null | undefined): string;
}

const formatters = new Map<Language, Formatter>();

export function formatterFor(language: Language): Formatter {
  let formatter = formatters.get(language);
  if (formatter) return formatter;
  const locale = LOCALES[language];
  const numberFormats = new Map<string, Intl.NumberFormat>();
  const numberFormat = (key: string, options: Intl.NumberFormatOptions) => {
    let nf = numberFormats.get(key);
    if (!nf) {
      nf = new Intl.NumberFormat(locale, options);
      numberFormats.set(key, nf);
    }
    return nf;
  };
  // A decimal string is a valid argument of format() (Intl.NumberFormat v3); the lib types lag behind.
  const formatDecimal = (nf: Intl.NumberFormat, text: string) => nf.format(text as unknown as number);
  const currencyFormat = (currency: string, digits: number) => {
    try {
      return numberFormat(`c:${currency}:${digits}`, {
        style: 'currency',
        currency,
        currencyDisplay: 'symbol',
        minimumFractionDigits: digits,
        maximumFractionDigits: Math.max(digits, 2),
      });
    } catch {
      return null; // not an ISO 4217 code: the number is written with the code beside it
    }
  };
  const withCurrency = (value: string | null | undefined, currency: string, digits: number) => {
    if (value === null || value === undefined || value === '') return '';
    if (!DECIMAL.test(value)) return `${value} ${currency}`.trim();
    const nf = currencyFormat(currency, digits);
    if (nf) return formatDecimal(nf, value);
    return `${formatDecimal(numberFormat(`d:${digits}`, { minimumFractionDigits: digits, maximumFractionDigits: digits }), value)} ${currency}`;
  };
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const countries = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });

  formatter = {
    locale,
    money: (value, currency) => withCurrency(value, currency, 2),
    price: (value, currency) => withCurrency(value, currency, value && DECIMAL.test(value) ? Math.min(20, Math.max(2, fractionDigits(value))) : 2),
    quantity(value) {
      if (value === null || value === undefined) return '';
      if (!DECIMAL.test(value)) return value;
      return formatDecimal(numberFormat('q', { maximumFractionDigits: 20 }), value);
    },
    percent(value) {
      if (value === null || value === undefined || value === '') return '';
      if (!DECIMAL.test(value)) return `${value} %`;
      return formatDecimal(numberFormat('p', { style: 'percent', maximumFractionDigits: 20 }), new Big(value).div(100).toFixed());
    },
    date(value) {
      if (!value) return '';
      const m = ISO_DATE.exec(value);
      if (!m) return value;
      const time = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
      return Number.isNaN(time) ? value : dateFormat.format(time);
    },
    country(code) {
      if (!code) return '';
      if (!/^[A-Z]{2}$/.test(code)) return code;
      try {
        return countries.of(code) ?? code;
      } catch {
        return code;
      }
    },
  };
  formatters.set(language, formatter);
  return formatter;
}
