// The format registry: the only way the kernel reaches a format. A plugin without a serializer is a roadmap entry.
import type { FormatPlugin, FormatProfile } from '../../plugins/contracts.js';
import type { FormatInfo } from '../../core/schemas/format-info.js';
import { checkFormatPlugin } from './contract-check.js';
import { PluginLoadError } from './plugin-error.js';

export interface FormatRegistry {
  list(): FormatInfo[];
  get(code: string): FormatPlugin | undefined;
  /** Codes of formats that can be converted to. */
  supportedCodes(): string[];
  profile(plugin: FormatPlugin, code: string | undefined): FormatProfile | undefined;
  all(): FormatPlugin[];
}

export function isSupported(plugin: FormatPlugin): boolean {
  return typeof plugin.serialize === 'function' && plugin.profiles.length > 0;
}

export function formatInfoOf(plugin: FormatPlugin): FormatInfo {
  const info: FormatInfo = { ...plugin.info, supported: isSupported(plugin) };
  if (plugin.profiles.length > 0) {
    info.profiles = plugin.profiles.map((p) => ({ code: p.code, name: p.name, default: p.default === true, outputs: p.outputs }));
  }
  return info;
}

/** Registers plugins given as [name, plugin] pairs; a duplicate code or broken contract throws PluginLoadError. */
export function createFormatRegistry(entries: Array<[string, unknown]>): FormatRegistry {
  const byCode = new Map<string, FormatPlugin>();
  const origin = new Map<string, string>();
  for (const [name, candidate] of entries) {
    const plugin = checkFormatPlugin(candidate, name);
    const code = plugin.info.code;
    if (byCode.has(code)) throw new PluginLoadError(name, `format code ${code} is already registered by ${origin.get(code)}`);
    byCode.set(code, plugin);
    origin.set(code, name);
  }
  const plugins = [...byCode.values()];
  return {
    list: () => plugins.map(formatInfoOf),
    get: (code) => byCode.get(code),
    supportedCodes: () => plugins.filter(isSupported).map((p) => p.info.code),
    profile: (plugin, code) => (code === undefined ? plugin.profiles.find((p) => p.default) : plugin.profiles.find((p) => p.code === code)),
    all: () => plugins,
  };
}
