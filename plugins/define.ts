// Define helpers: identity functions that give plugin authors type checking and fill in the SDK version.
import { SDK_VERSION, type CountryPlugin, type FormatPlugin } from './contracts.js';

type WithoutKind<T> = Omit<T, 'kind' | 'sdkVersion'> & { sdkVersion?: number };

export function defineFormatPlugin(plugin: WithoutKind<FormatPlugin>): FormatPlugin {
  return { ...plugin, kind: 'format', sdkVersion: plugin.sdkVersion ?? SDK_VERSION };
}

export function defineCountryPlugin(plugin: WithoutKind<CountryPlugin>): CountryPlugin {
  return { ...plugin, kind: 'country', sdkVersion: plugin.sdkVersion ?? SDK_VERSION };
}
