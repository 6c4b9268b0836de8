// as_of answers: a phase is in force from its `from` day on, and the mandatory flags follow the mandate dates.
import { describe, expect, it } from 'vitest';
import { builtinCountries } from '../../countries/index.js';
import { DEFAULT_LEGAL_DISCLAIMER, requirementsAsOf, requirementsSummary } from './as-of.js';
import { defineCountryPlugin, type CountryPlugin } from '../../plugins/index.js';

const country = (code: string): CountryPlugin => {
  const plugin = builtinCountries.find((p) => p.code === code);
  if (!plugin) throw new Error(`no plugin ${code}`);
  return plugin;
};

const inForce = (info: ReturnType<typeof requirementsAsOf>) =>
  (info.b2b_phased_rollout ?? []).filter((p) => p.in_force).map((p) => `${p.from} ${p.obligation}`);

describe('requirementsAsOf', () => {
  it('Germany: issuing for large businesses starts on 2027-01-01, not the day before', () => {
    const before = requirementsAsOf(country('DE'), '2026-12-31');
    const on = requirementsAsOf(country('DE'), '2027-01-01');
    expect(inForce(before)).toEqual(['2025-01-01 receive']);
    expect(inForce(on)).toEqual(['2025-01-01 receive', '2027-01-01 issue']);
    expect(before.as_of).toBe('2026-12-31');
  });

  it('Germany: no B2B obligation before 2025, B2B mandatory from 2025-01-01', () => {
    expect(requirementsAsOf(country('DE'), '2024-12-31').b2b_mandatory).toBe(false);
    expect(requirementsAsOf(country('DE'), '2025-01-01').b2b_mandatory).toBe(true);
  });

  it('Spain: B2B becomes mandatory on 2027-10-01', () => {
    expect(requirementsAsOf(country('ES'), '2027-09-30').b2b_mandatory).toBe(false);
    expect(requirementsAsOf(country('ES'), '2027-10-01').b2b_mandatory).toBe(true);
  });

  it('France: SMEs issue from 2027-09-01', () => {
    const smePhase = (day: string) =>
      requirementsAsOf(country('FR'), day).b2b_phased_rollout?.find((p) => p.from === '2027-09-01' && p.obligation === 'issue');
    expect(smePhase('2027-08-31')?.in_force).toBe(false);
    expect(smePhase('2027-09-01')?.in_force).toBe(true);
  });

  it('B2G mandate dates move the b2g flag', () => {
    const plugin = defineCountryPlugin({
      code: 'ZZ',
      requirements: {
        country_code: 'ZZ',
        country_name: 'Test',
        b2g_mandatory: false,
        b2g_mandate_date: '2027-10-01',
        b2b_mandatory: false,
        required_formats: [],
      },
    });
    expect(requirementsAsOf(plugin, '2027-09-30').b2g_mandatory).toBe(false);
    expect(requirementsAsOf(plugin, '2027-10-01').b2g_mandatory).toBe(true);
  });

  it('keeps a stated flag when the plugin gives no mandate date, and fills the default disclaimer', () => {
    const plugin = defineCountryPlugin({
      code: 'ZZ',
      requirements: { country_code: 'ZZ', country_name: 'Test', b2g_mandatory: true, b2b_mandatory: false, required_formats: [] },
    });
    const info = requirementsAsOf(plugin, '2000-01-01');
    expect(info.b2g_mandatory).toBe(true);
    expect(info.legal_disclaimer).toBe(DEFAULT_LEGAL_DISCLAIMER);
    expect(requirementsAsOf(plugin, '2000-01-01', 'Kernel text').legal_disclaimer).toBe('Kernel text');
  });

  it('returns phases in date order without changing the plugin data', () => {
    const plugin = defineCountryPlugin({
      code: 'ZZ',
      requirements: {
        country_code: 'ZZ',
        country_name: 'Test',
        b2g_mandatory: false,
        b2b_mandatory: false,
        required_formats: [],
        b2b_phased_rollout: [
          { from: '2030-01-01', scope: 'b', obligation: 'issue' },
          { from: '2029-01-01', scope: 'a', obligation: 'receive' },
        ],
      },
    });
    const info = requirementsAsOf(plugin, '2029-06-01');
    expect(info.b2b_phased_rollout?.map((p) => [p.scope, p.in_force])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    expect(plugin.requirements.b2b_phased_rollout?.[0]).not.toHaveProperty('in_force');
  });
});

describe('requirementsSummary', () => {
  it('names the next phase not yet in force', () => {
    const summary = requirementsSummary(country('DE'), '2026-11-21');
    expect(summary).toMatchObject({
      country_code: 'DE',
      b2b_mandatory: true,
      next_phase: { from: '2027-01-01', obligation: 'issue', in_force: false },
    });
    expect(requirementsSummary(country('DE'), '2028-01-01').next_phase).toBeNull();
  });
});
