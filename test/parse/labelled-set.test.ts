// The development parse set (the labelled texts and the retired blind slices): its shape (the issue asks for 60+ texts in 7 languages, facts per text) and a floor
// for the offline provider's field accuracy over it, so a regression in the extractor or the pipeline shows.
import { describe, expect, it } from 'vitest';
import { FIELD_SPECS } from '../../src/intelligent/parse/field-kinds.js';
import { loadAiSettings } from '../../src/intelligent/parse/index.js';
import { LANGUAGES } from '../../src/intelligent/types.js';
import { evaluate, sameFact } from '../../scripts/eval-parse.js';
import { basename } from 'node:path';
import { loadDevelopmentSet, retiredSliceDirs, SPECIAL_KEYS } from '../fixtures/parse/labelled.js';

const set = loadDevelopmentSet();

describe('labelled parse set', () => {
  it('has at least 60 texts with expected facts, in all seven languages, with held-out texts in each', () => {
    const withFacts = set.filter((t) => !t.noInvoice && Object.keys(t.expect).length >= 3);
    expect(withFacts.length).toBeGreaterThanOrEqual(60);
    for (const language of LANGUAGES) {
      expect(withFacts.filter((t) => t.language === language).length, language).toBeGreaterThanOrEqual(8);
      expect(
        set.some((t) => t.language === language && t.heldOut),
        language,
      ).toBe(true);
    }
    // Ids are unique within each part of the set (a retired slice numbers its texts on its own).
    expect(new Set(set.map((t) => `${t.set}/${t.id}`)).size).toBe(set.length);
  });

  it('holds the retired blind slices, never the slice still blind (blind/, whether it exists or not)', () => {
    const retired = retiredSliceDirs().map((dir) => basename(dir));
    expect(retired).toContain('blind-2026-11-25');
    expect(retired).toContain('blind-2026-11-28');
    expect(retired).toContain('blind-2026-11-28-b');
    expect(retired).toContain('blind-2026-11-28-c');
    expect(retired).toContain('blind-2026-11-28-e');
    expect(retired).toContain('blind-2026-11-28-f');
    expect(retired).not.toContain('blind');
    for (const name of retired) expect(set.filter((t) => t.set === name).length, name).toBeGreaterThanOrEqual(7);
    expect(set.some((t) => t.set === 'blind')).toBe(false);
  });

  it('names only real invoice fields', () => {
    for (const item of set) {
      for (const path of Object.keys(item.expect)) {
        if ((SPECIAL_KEYS as readonly string[]).includes(path)) continue;
        expect(FIELD_SPECS.has(path.replace(/\.\d+\./g, '.*.')), `${item.id}: ${path}`).toBe(true);
      }
    }
  });

  it('compares facts by meaning: decimals by value, identifiers without grouping', () => {
    expect(sameFact('lines.0.net_amount', '1200', '1200.00')).toBe(true);
    expect(sameFact('seller.vat_id', 'DE136695976', 'DE 136 695 976')).toBe(true);
    expect(sameFact('seller.name', 'Müller GmbH', 'müller  gmbh')).toBe(true);
    expect(sameFact('lines.0.quantity', '3', '4')).toBe(false);
    expect(sameFact('issue_date', '2026-11-14', null)).toBe(false);
  });

  it('compares names without the courtesy titles they start with, on both sides', () => {
    expect(sameFact('buyer.name', 'Mr Oswin Tredgold', 'Oswin Tredgold')).toBe(true);
    expect(sameFact('buyer.name', 'Oswin Tredgold', 'Mr. Oswin Tredgold')).toBe(true);
    expect(sameFact('seller.name', 'mevrouw Anouk Brinkers', 'Mevr. Anouk Brinkers')).toBe(true);
    expect(sameFact('buyer.name', 'M. et Mme Castagnol', 'Castagnol')).toBe(true);
    expect(sameFact('buyer.contact.name', 'Herrn Till Ahlgrimm', 'Till Ahlgrimm')).toBe(true);
    // An academic title is part of the name; a title does not make another person the same.
    expect(sameFact('buyer.name', 'Dr. Wiebke Sandner', 'Wiebke Sandner')).toBe(false);
    expect(sameFact('buyer.name', 'Mrs Oswin Tredgold', 'Mrs Edna Tredgold')).toBe(false);
    // Only names: a description may start with a word that is a title elsewhere.
    expect(sameFact('lines.0.description', 'Don Bosco Festschrift', 'Bosco Festschrift')).toBe(false);
  });

  // Two floors: the labelled texts the rules were written on stay near perfect; the whole development set,
  // which each retired blind slice makes harder (it holds text the rules were not written for), stays above a
  // lower one. A regression in the extractor or the pipeline shows in either.
  it('keeps the offline provider above its accuracy floors', async () => {
    const settings = loadAiSettings({ EINVOICE_AI_PROVIDER: 'offline' });
    const labelled = await evaluate(
      settings,
      set.filter((t) => t.set === 'labelled'),
    );
    expect(labelled.fields).toBeGreaterThan(800);
    expect(labelled.byField.no_invoice?.accuracy).toBe(1);
    expect(labelled.accuracy).toBeGreaterThan(0.9);
    expect(labelled.bySet['held-out']!.accuracy).toBeGreaterThan(0.75);
    const development = await evaluate(settings, set);
    // 77.8 % with the slice of 2026-11-28 f retired into the set (79.5 % before it).
    expect(development.accuracy).toBeGreaterThan(0.77);
  }, 240_000);
});
