// Deno entry (`npm run start:deno`): the same deps as on Node (fs, memory or Redis storage; memory, Redis or
// Upstash limits; all through Deno's Node compatibility), served by Deno.serve on PORT.
import { loadConfig, ConfigError } from '../config.js';
import { createNodeDeps } from '../deps.js';
import { createApp } from '../app.js';
import { PluginLoadError } from '../registry/plugin-error.js';
import { testHooksEnabled, withTestHooks } from './test-hooks.js';

/** The part of the Deno namespace this entry uses (the project's type checking runs on Node's types). */
declare const Deno: {
  serve(
    options: { port: number; hostname: string; onListen?: (address: { port: number }) => void },
    handler: (request: Request) => Response | Promise<Response>,
  ): { shutdown(): Promise<void> };
  addSignalListener(signal: 'SIGTERM' | 'SIGINT', handler: () => void): void;
  exit(code: number): never;
};

const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

async function main(): Promise<void> {
  const config = loadConfig();
  const deps = await createNodeDeps(config);
  const app = testHooksEnabled(process.env) ? withTestHooks(deps, createApp) : createApp(deps);
  const server = Deno.serve(
    {
      port: config.port,
      hostname: process.env.HOST ?? '0.0.0.0',
      onListen: ({ port }) =>
        deps.logger.log({ level: 'info', msg: 'listening', runtime: 'deno', port, storage: config.storage, limits: config.limits }),
    },
    (request) => app.fetch(request),
  );
  const sweeper = setInterval(() => {
    deps.documents.sweep(deps.clock()).catch(() => undefined);
  }, SWEEP_INTERVAL_MS);

  const stop = (signal: string) => {
    deps.logger.log({ level: 'info', msg: 'shutting down', signal });
    clearInterval(sweeper);
    server
      .shutdown()
      .then(() => deps.close?.())
      .finally(() => Deno.exit(0));
  };
  Deno.addSignalListener('SIGTERM', () => stop('SIGTERM'));
  Deno.addSignalListener('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof PluginLoadError;
  console.error(known ? `Cannot start: ${(error as Error).message}` : error);
  Deno.exit(1);
});
