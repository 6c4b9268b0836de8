// Shared pieces of the hardening suites: a stand-in for the validation engine (convert's rule check is
// covered by test/convert and test/validation; here it would only cost time), a fixture invoice, and a
// server built from hand-made deps (fs stores, failing stores, capturing loggers).
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp, type AppDeps } from '../../src/app.js';
import type { RuleSetValidator } from '../../src/convert/service.js';
import type { InvoiceInput } from '../../src/schemas/invoice.js';
import { createCaller, type TestServer } from '../helpers/server.js';
import { loadFixtures } from '../convert/helpers/fixtures.js';

/** Always passes, like a document that meets the rule set. */
export const passingValidator: RuleSetValidator & { ruleSetVersions(): [] } = {
  async validate() {
    return { is_valid: true, format_detected: 'stub', schema_valid: true, business_rules_valid: true, error_count: 0, warning_count: 0, rules: [] };
  },
  // Served as the validation engine too: GET /v1/formats asks it for rule set versions, and it knows none.
  ruleSetVersions: () => [],
};

export const basicInvoice: InvoiceInput = loadFixtures().find((f) => f.name === 'standard-rate-single-line')!.invoice;

export const convertBody = (invoice: unknown = basicInvoice) => ({ invoice, target_format: 'peppol_bis_3' });

/** Serves createApp(deps) on an ephemeral loopback port. */
export async function serveDeps(deps: AppDeps): Promise<TestServer> {
  const app = createApp(deps);
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    deps,
    call: createCaller(url),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await deps.close?.();
    },
  };
}

/** The error body without the parts that differ per request. */
export function errorShape(body: { error: Record<string, unknown> }): Record<string, unknown> {
  const { request_id: _ignored, ...rest } = body.error;
  return rest;
}

/** Sorted header names of a response. */
export function headerNames(headers: Headers): string[] {
  const names: string[] = [];
  headers.forEach((_value, name) => names.push(name));
  return names.sort();
}
