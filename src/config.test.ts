import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration from the environment', () => {
  it('lets a request that started before shutdown run as long as the work timeout allows, and a little more', () => {
    expect(loadConfig({}).shutdownGraceMs).toBe(loadConfig({}).workTimeoutMs + 5_000);
    expect(loadConfig({ EINVOICE_WORK_TIMEOUT_MS: '60000' }).shutdownGraceMs).toBe(65_000);
    expect(loadConfig({ EINVOICE_SHUTDOWN_GRACE_MS: '2000' }).shutdownGraceMs).toBe(2_000);
  });

  it('refuses a grace that is no whole number of milliseconds, naming the variable', () => {
    expect(() => loadConfig({ EINVOICE_SHUTDOWN_GRACE_MS: '2.5s' })).toThrow(ConfigError);
    expect(() => loadConfig({ EINVOICE_SHUTDOWN_GRACE_MS: '-1' })).toThrow(/EINVOICE_SHUTDOWN_GRACE_MS/);
  });
});
