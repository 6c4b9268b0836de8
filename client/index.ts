// The typed client of the E-invoicing API (`einvoice-api/client`): openapi-fetch over the types generated
// from the API's own OpenAPI document, with the API key sent on every request.
//
//   const api = createEinvoiceClient({ baseUrl: 'https://api.example.com', apiKey: process.env.KEY! });
//   const { data, error } = await api.POST('/v1/convert', { body: { invoice, target_format: 'peppol_bis_3' } });
//   if (error) console.error(error.error.code, error.error.message);
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from './openapi.generated.js';

export type { components, operations, paths };
export type EinvoiceClient = Client<paths>;

/** The schemas of the API by name: `Schemas['Invoice']`, `Schemas['ValidationResult']`, … */
export type Schemas = components['schemas'];

export interface EinvoiceClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** Where the API runs, without a trailing `/v1`: `https://api.example.com`. */
  baseUrl: string;
  /** An API key (`eik_…`) with the scopes of the endpoints you call. */
  apiKey: string;
}

export function createEinvoiceClient({ baseUrl, apiKey, headers, ...rest }: EinvoiceClientOptions): EinvoiceClient {
  return createClient<paths>({
    baseUrl: baseUrl.replace(/\/+$/, ''),
    headers: { ...(headers as Record<string, string> | undefined), 'X-API-Key': apiKey },
    ...rest,
  });
}
