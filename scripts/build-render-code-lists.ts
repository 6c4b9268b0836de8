// Writes core/render/code-lists/*.json: the English names of the code values the rendered invoice shows by
// name, taken from the Peppol BIS 3 code lists (../shared/reference/peppol-bis-3/structure/codelist). Run
// again when those lists change: `npx tsx scripts/build-render-code-lists.ts`. UN/ECE Recommendation 20 has
// over 2 000 units; only the common ones below are kept (an unknown unit is shown by its code).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SOURCE = process.argv[2] ?? join(import.meta.dirname, '../../shared/reference/peppol-bis-3/structure/codelist');
const TARGET = join(import.meta.dirname, '../core/render/code-lists');

/** Units invoices use day to day: counts, time, mass, length, area, volume, energy, packaging. */
const COMMON_UNITS = new Set(
  (
    'C62 H87 EA XPP XBX XPK XPA XCT XBG XPL XRO XST XSA XSET SET PR DZN LS NMP ZZ ' +
    'SEC MIN HUR DAY WEE MON ANN QAN ' +
    'GRM KGM TNE MGM ' +
    'MMT CMT MTR KMT ' +
    'MTK CMK KMK HAR ' +
    'LTR MLT CLT MTQ CMQ ' +
    'KWH MWH KWT WTT ' +
    'E48 P1 KTM'
  ).split(/\s+/),
);

function codes(file: string): Array<[string, string]> {
  const xml = readFileSync(join(SOURCE, file), 'utf8');
  const out: Array<[string, string]> = [];
  for (const m of xml.matchAll(/<Code>\s*<Id>([^<]+)<\/Id>\s*<Name>([^<]*)<\/Name>/g)) {
    const name = m[2]!
      .replace(/\s+/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&apos;/g, "'")
      .replace(/&quot;/g, '"')
      .trim();
    out.push([m[1]!.trim(), name]);
  }
  if (out.length === 0) throw new Error(`no codes in ${file}`);
  return out;
}

function write(name: string, title: string, entries: Array<[string, string]>): void {
  const body = { title, names: Object.fromEntries(entries) };
  writeFileSync(join(TARGET, `${name}.json`), `${JSON.stringify(body, null, 2)}\n`);
  console.log(`${name}.json: ${entries.length} codes`);
}

write('untdid-1001', 'UNTDID 1001 document name codes (invoice and credit note subsets)', [
  ...codes('UNCL1001-inv.xml'),
  ...codes('UNCL1001-cn.xml'),
]);
write('untdid-4461', 'UNTDID 4461 payment means codes', codes('UNCL4461.xml'));
write('untdid-5189', 'UNTDID 5189 allowance reason codes', codes('UNCL5189.xml'));
write('untdid-7161', 'UNTDID 7161 charge reason codes', codes('UNCL7161.xml'));
write('untdid-5305', 'UNTDID 5305 VAT category codes', codes('UNCL5305.xml'));
write('untdid-7143', 'UNTDID 7143 item type identification codes', codes('UNCL7143.xml'));
write('vatex', 'VATEX VAT exemption reason codes', codes('VATEX.xml'));
write('eas', 'Electronic address schemes (EAS)', codes('eas.xml'));
write('icd', 'ISO 6523 ICD identifier schemes', codes('icd.xml'));
write(
  'rec20',
  'UN/ECE Recommendation 20 and 21 units of measure (common units)',
  codes('UNECERec20-11e.xml').filter(([id]) => COMMON_UNITS.has(id)),
);
