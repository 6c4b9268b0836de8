// Parse latency with the offline provider: the whole pipeline (validate, anonymize, residual check, extract,
// evidence, normalise, statuses, readiness) and the extractor alone, on a 2 000-character e-mail (the figure the
// documentation states) and over every text of the development set. No network, no model. Run: npm run bench:parse
import { builtinCountries } from '../countries/index.js';
import { builtinFormats } from '../formats/index.js';
import { createAnonymizer } from '../src/intelligent/anonymize/index.js';
import { createParseDeps, loadAiSettings, parseInvoiceText } from '../src/intelligent/parse/index.js';
import { extractInvoiceFacts } from '../src/intelligent/parse/offline/index.js';
import { loadDevelopmentSet } from '../test/fixtures/parse/labelled.js';

const set = loadDevelopmentSet();
const anonymizer = createAnonymizer();
const deps = createParseDeps({
  settings: loadAiSettings({ EINVOICE_AI_PROVIDER: 'offline' }),
  anonymizer,
  formats: builtinFormats,
  countries: builtinCountries,
});

/** A German invoice e-mail of 2 000 characters: letter, recipient block, an item table, totals and a signature. */
function longEmail(): string {
  const head = [
    'Sehr geehrte Frau Hoffmann,',
    '',
    'vielen Dank für Ihren Auftrag. Anbei erhalten Sie unsere Rechnung Nr. RE-2026-1187 vom 14.11.2026 für die Arbeiten im Oktober.',
    '',
    'Rechnung an:',
    'Schreinerei Holzmann GmbH',
    'z. Hd. Herrn Peter Holzmann',
    'Birkenweg 3',
    '76131 Karlsruhe',
    '',
    'Pos  Menge  Bezeichnung                          Einzelpreis   Gesamt',
  ];
  const rows: string[] = [];
  const tail = [
    '',
    'Summe netto 2.450,00 €',
    'zzgl. 19 % MwSt. 465,50 €',
    'Gesamt 2.915,50 €',
    '',
    'Zahlbar innerhalb von 14 Tagen auf IBAN DE50526018159083016613, BIC HELADEF1KAS.',
    '',
    'Mit freundlichen Grüßen',
    'Markus Brandt',
    'Brandt Kältetechnik GmbH',
    'Industriestraße 14',
    '76131 Karlsruhe',
    'USt-IdNr.: DE136695976',
  ];
  const length = () => [...head, ...rows, ...tail].join('\n').length;
  for (let i = 1; length() < 2000; i++)
    rows.push(
      `${String(i).padEnd(5)}${String(i + 1).padEnd(7)}${`Wartung Klimaanlage Raum ${i}`.padEnd(37)}95,00        ${(95 * (i + 1)).toFixed(2).replace('.', ',')}`,
    );
  return [...head, ...rows, ...tail].join('\n').slice(0, 2000);
}

async function timeIt(name: string, runs: number, run: () => Promise<unknown> | unknown, per = 1): Promise<void> {
  for (let i = 0; i < 20; i++) await run(); // warm-up
  const times: number[] = [];
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  const cpu = process.cpuUsage(cpuStart);
  // CPU time is what the process itself spent; on a busy machine it is steadier than the wall clock.
  const cpuMs = (cpu.user + cpu.system) / 1000 / runs / per;
  for (let i = 0; i < times.length; i++) times[i]! /= per;
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const p95 = times[Math.floor(times.length * 0.95)]!;
  console.log(`${name.padEnd(58)} median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, CPU ${cpuMs.toFixed(2)} ms`);
}

const email = longEmail();
await timeIt(`parse pipeline, offline, one ${email.length}-character e-mail`, 200, () =>
  parseInvoiceText({ text: email, context: { language: 'de' } }, deps),
);
await timeIt(`anonymizer alone, the same e-mail`, 200, () => anonymizer.anonymize(email, { language: 'de' }));
await timeIt(`offline extractor alone, the same e-mail`, 200, () => extractInvoiceFacts(email, 'de'));
await timeIt(
  `parse pipeline, offline, the ${set.length} development texts (per text)`,
  5,
  async () => {
    for (const t of set) await parseInvoiceText({ text: t.text, context: { language: t.language } }, deps).catch(() => undefined);
  },
  set.length,
);
