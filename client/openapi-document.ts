// The OpenAPI document exactly as a server serves it, produced in-process (no port, no stored data), so the
// typed client is generated from the same zod schemas the API validates with.
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createNodeDeps } from '../src/deps.js';
import { silentLogger } from '../src/http/logger.js';

export async function servedOpenApiDocument(): Promise<Record<string, unknown>> {
  const deps = await createNodeDeps(loadConfig({ EINVOICE_STORAGE: 'memory', EINVOICE_AI_PROVIDER: 'none' }), { logger: silentLogger });
  const app = createApp(deps);
  const res = await app.request('https://api.einvoice.test/v1/openapi.json');
  return (await res.json()) as Record<string, unknown>;
}
