// The registry of native modules bundled into a Worker: a module the Worker build generates
// (scripts/edge/prebuild-native.ts) and resolves under this specifier; registry.ts describes its shape.
// @ts-expect-error -- generated when the Worker is built
import * as generated from 'einvoice:native-registry';
import type { NativeRegistry } from './registry.js';

export const bundledRegistry = generated as NativeRegistry;
