// Plugin registries: contract checks, duplicate codes, loading third-party modules, clear start-up errors.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFormatRegistry } from '../../src/registry/formats.js';
import { createCountryRegistry } from '../../src/registry/countries.js';
import { importPluginModules, sortPlugins } from '../../src/registry/load.js';
import { loadRegistries } from '../../src/plugins.js';
import { PluginLoadError } from '../../src/registry/plugin-error.js';
import { defineCountryPlugin, defineFormatPlugin, SDK_VERSION } from '../../plugins/index.js';

const info = {
  code: 'acme_cius',
  name: 'ACME CIUS',
  version: '1.0',
  base_standard: 'EN 16931 (UBL 2.1)',
  syntax: 'xml' as const,
  en16931_compliant: true,
  countries: ['DE'],
  mvp: false,
};
const acme = defineFormatPlugin({
  info,
  profiles: [{ code: 'acme_default', name: 'ACME', default: true, outputs: ['xml'], ruleSet: 'acme' }],
  serialize: () => ({ xml: '<Invoice/>' }),
});
const requirements = {
  country_code: 'ZZ',
  country_name: 'Testland',
  b2g_mandatory: false,
  b2b_mandatory: false,
  required_formats: [],
};

function loadError(fn: () => unknown): PluginLoadError {
  try {
    fn();
  } catch (e) {
    if (e instanceof PluginLoadError) return e;
    throw e;
  }
  throw new Error('expected a PluginLoadError');
}

describe('format registry', () => {
  it('a plugin with a serializer is supported; one without is a roadmap entry', () => {
    const roadmap = defineFormatPlugin({ info: { ...info, code: 'later' }, profiles: [] });
    const registry = createFormatRegistry([
      ['acme', acme],
      ['later', roadmap],
    ]);
    expect(registry.list().map((f) => [f.code, f.supported])).toEqual([
      ['acme_cius', true],
      ['later', false],
    ]);
    expect(registry.supportedCodes()).toEqual(['acme_cius']);
    expect(registry.profile(acme, undefined)?.code).toBe('acme_default');
  });

  it('a duplicate code names both plugins', () => {
    const error = loadError(() =>
      createFormatRegistry([
        ['first-module', acme],
        ['second-module', acme],
      ]),
    );
    expect(error.message).toContain('second-module');
    expect(error.message).toContain('first-module');
  });

  it('a broken contract names the plugin and the field', () => {
    const broken = { ...acme, info: { ...info, syntax: 'json' } };
    const error = loadError(() => createFormatRegistry([['broken-module', broken]]));
    expect(error.message).toMatch(/broken-module.*info\.syntax/);
  });

  it('a plugin written for another SDK version is refused with both versions named', () => {
    const error = loadError(() => createFormatRegistry([['old', { ...acme, sdkVersion: SDK_VERSION + 1 }]]));
    expect(error.message).toContain(`version ${SDK_VERSION + 1}`);
    expect(error.message).toContain(`version ${SDK_VERSION}`);
  });

  it('pdf output without a pdf() step is refused', () => {
    const noPdf = { ...acme, profiles: [{ ...acme.profiles[0]!, outputs: ['xml', 'pdf'] }] };
    expect(loadError(() => createFormatRegistry([['p', noPdf]])).message).toContain('pdf()');
  });
});

describe('country registry', () => {
  it('looks countries up case-insensitively and by extension key', () => {
    const zz = defineCountryPlugin({ code: 'ZZ', requirements, extension: { key: 'zz', check: () => [] } });
    const registry = createCountryRegistry([['zz', zz]]);
    expect(registry.get('zz')?.code).toBe('ZZ');
    expect(registry.forExtension('zz')?.code).toBe('ZZ');
  });

  it('refuses a country_code that differs from the plugin code', () => {
    const wrong = defineCountryPlugin({ code: 'ZZ', requirements: { ...requirements, country_code: 'ZY' } });
    expect(loadError(() => createCountryRegistry([['wrong', wrong]])).message).toContain('differs');
  });
});

describe('loading plugin modules from configuration', () => {
  it('loads a module path, sorts its plugins, and reports a throwing or empty module by name', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'plugins-'));
    try {
      writeFileSync(
        join(dir, 'good.mjs'),
        `export default [{ kind: 'country', sdkVersion: ${SDK_VERSION}, code: 'ZZ', requirements: ${JSON.stringify(requirements)} }];`,
      );
      writeFileSync(join(dir, 'throws.mjs'), `throw new Error('boom at load');`);
      writeFileSync(join(dir, 'nothing.mjs'), `export const x = 1;`);
      writeFileSync(join(dir, 'notplugin.mjs'), `export default { hello: 'world' };`);

      const registries = await loadRegistries([join(dir, 'good.mjs')]);
      expect(registries.countries.get('ZZ')?.requirements.country_name).toBe('Testland');

      await expect(importPluginModules([join(dir, 'throws.mjs')])).rejects.toThrow(/throws\.mjs.*boom at load/);
      await expect(importPluginModules([join(dir, 'nothing.mjs')])).rejects.toThrow(/nothing\.mjs.*no default export/);
      const named = await importPluginModules([join(dir, 'notplugin.mjs')]);
      expect(() => sortPlugins(named)).toThrow(/notplugin\.mjs.*does not export a plugin/);
      await expect(importPluginModules(['./does-not-exist.mjs'], dir)).rejects.toThrow(/does-not-exist\.mjs.*could not be loaded/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the built-in plugins register without error and list the five MVP formats', async () => {
    const { formats } = await loadRegistries();
    const mvp = formats
      .list()
      .filter((f) => f.mvp)
      .map((f) => f.code)
      .sort();
    expect(mvp).toEqual(['facturx', 'peppol_bis_3', 'ubl_2_1', 'xrechnung', 'zugferd']);
    expect(formats.list().filter((f) => !f.supported && !f.mvp).length).toBeGreaterThanOrEqual(6);
  });
});
