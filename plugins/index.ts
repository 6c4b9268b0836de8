// The plugin SDK: everything a plugin author imports. Contracts, define helpers and read-only building blocks.
export * from './contracts.js';
export { defineFormatPlugin, defineCountryPlugin } from './define.js';
