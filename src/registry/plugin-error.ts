// A plugin that cannot be registered stops the start with a message naming it.
export class PluginLoadError extends Error {
  constructor(
    readonly plugin: string,
    reason: string,
  ) {
    super(`Plugin ${plugin}: ${reason}`);
    this.name = 'PluginLoadError';
  }
}
