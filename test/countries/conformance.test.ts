// Every built-in country plugin passes the plugin conformance checks; the checks catch broken plugins.
import { describe, expect, it } from 'vitest';
import { builtinCountries } from '../../countries/index.js';
import { builtinFormats } from '../../formats/index.js';
import { checkCountryPlugin } from '../../plugins/conformance/country.js';
import { defineCountryPlugin, type CountryPlugin } from '../../plugins/index.js';
import { isoDay } from '../../core/requirements/as-of.js';

const options = { knownFormatCodes: builtinFormats.map((f) => f.info.code), today: isoDay(new Date()) };

describe('built-in country plugins', () => {
  it.each(builtinCountries.map((p) => [p.code, p] as const))('%s conforms', (_code, plugin) => {
    expect(checkCountryPlugin(plugin, options)).toEqual([]);
  });

  it('have unique codes', () => {
    const codes = builtinCountries.map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('cover every EU member state and the other tracked markets, at least 45 countries', () => {
    const codes = builtinCountries.map((p) => p.code);
    const euMembers = [
      'AT',
      'BE',
      'BG',
      'CY',
      'CZ',
      'DE',
      'DK',
      'EE',
      'ES',
      'FI',
      'FR',
      'GR',
      'HR',
      'HU',
      'IE',
      'IT',
      'LT',
      'LU',
      'LV',
      'MT',
      'NL',
      'PL',
      'PT',
      'RO',
      'SE',
      'SI',
      'SK',
    ];
    const others = ['NO', 'CH', 'GB', 'RS', 'TR', 'SA', 'AE', 'SG', 'AU', 'NZ', 'JP', 'MY', 'IN', 'MX', 'BR', 'CL', 'CO'];
    expect(euMembers).toHaveLength(27);
    expect([...euMembers, ...others].filter((code) => !codes.includes(code))).toEqual([]);
    expect(codes.length).toBeGreaterThanOrEqual(45);
  });

  it('use registry codes for the formats that have one', () => {
    // The names a plugin could have written instead of a code: each must appear as its code.
    const namesWithCodes = /^(XRechnung|ZUGFeRD|Factur-X|Peppol BIS 3|FatturaPA|KSeF|Facturae|CIUS-RO|ISDOC|MyInvois)\b/i;
    for (const plugin of builtinCountries) {
      for (const format of [...plugin.requirements.required_formats, ...(plugin.requirements.accepted_formats ?? [])]) {
        if (!options.knownFormatCodes.includes(format)) expect(format, `${plugin.code}: ${format}`).not.toMatch(namesWithCodes);
      }
    }
  });
});

describe('checkCountryPlugin', () => {
  const good = (): CountryPlugin =>
    defineCountryPlugin({
      code: 'ZZ',
      requirements: {
        country_code: 'ZZ',
        country_name: 'Test',
        b2g_mandatory: true,
        b2g_mandate_date: '2020-01-01',
        b2b_mandatory: false,
        b2b_mandate_date: '2030-01-01',
        b2b_phased_rollout: [{ from: '2030-01-01', scope: 'all', obligation: 'issue' }],
        required_formats: ['peppol_bis_3', 'National XML 1.0'],
        source_url: 'https://tax.example.gov/e-invoicing',
        last_verified: '2026-01-01',
        confidence: 'confirmed',
      },
    });

  it('accepts a minimal correct plugin', () => {
    expect(checkCountryPlugin(good(), options)).toEqual([]);
  });

  const broken = (change: (p: CountryPlugin) => void) => {
    const plugin = good();
    change(plugin);
    return checkCountryPlugin(plugin, options).join('\n');
  };

  it('reports each broken contract by field', () => {
    expect(
      broken((p) => {
        p.requirements.source_url = null;
      }),
    ).toMatch(/source_url/);
    expect(
      broken((p) => {
        p.requirements.last_verified = '2999-01-01';
      }),
    ).toMatch(/last_verified 2999-01-01 is in the future/);
    expect(
      broken((p) => {
        p.requirements.required_formats = ['xrechnug'];
      }),
    ).toMatch(/'xrechnug' looks like a format code/);
    expect(
      broken((p) => {
        p.requirements.b2g_mandate_date = '2020-02-30';
      }),
    ).toMatch(/b2g_mandate_date/);
    expect(
      broken((p) => {
        p.requirements.country_code = 'ZY';
      }),
    ).toMatch(/country_code 'ZY' differs/);
    expect(
      broken((p) => {
        delete p.requirements.confidence;
      }),
    ).toMatch(/confidence is missing/);
    expect(
      broken((p) => {
        p.requirements.threshold_amount = { amount: '1,5', currency: 'EUR' };
      }),
    ).toMatch(/threshold_amount\.amount/);
  });

  it('reports flags that contradict the mandate dates on the verification day', () => {
    expect(
      broken((p) => {
        p.requirements.b2b_mandatory = true;
      }),
    ).toMatch(/b2b_mandatory \(true\) contradicts/);
    expect(
      broken((p) => {
        p.requirements.b2g_mandate_date = '2027-01-01';
      }),
    ).toMatch(/b2g_mandatory \(true\) contradicts/);
    expect(
      broken((p) => {
        p.requirements.b2b_mandate_date = '2031-01-01';
      }),
    ).toMatch(/differs from the first issue\/receive phase/);
  });

  it('reports an extension check that throws or complains about an invoice without its member', () => {
    expect(
      broken((p) => {
        p.extension = {
          key: 'zz',
          check: () => {
            throw new Error('boom');
          },
        };
      }),
    ).toMatch(/threw.*boom/);
    expect(
      broken((p) => {
        p.extension = { key: 'zz', check: () => [{ field: 'x', code: 'c', message: 'm' }] };
      }),
    ).toMatch(/no issues/);
  });
});
