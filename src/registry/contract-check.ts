// Checks the shape of a plugin against the SDK contract before it is registered, so a broken plugin fails at
// start-up with a message naming the plugin and the field, not later inside a request.
import { z } from '@hono/zod-openapi';
import { READER_VERSION, SDK_VERSION, type CountryPlugin, type FormatPlugin } from '../../plugins/contracts.js';
import { FormatInfo } from '../../core/schemas/format-info.js';
import { PluginLoadError } from './plugin-error.js';

const fn = z.custom<(...args: unknown[]) => unknown>((v) => typeof v === 'function', { message: 'must be a function' });

const FormatPluginShape = z.object({
  kind: z.literal('format'),
  sdkVersion: z.number().int(),
  info: FormatInfo.omit({ supported: true, profiles: true }),
  profiles: z.array(
    z.object({
      code: z.string().regex(/^[a-z0-9_]+$/, 'must be lower-case letters, digits and _'),
      name: z.string().min(1),
      default: z.boolean().optional(),
      outputs: z.array(z.enum(['xml', 'pdf'])).min(1),
      ruleSet: z.string().min(1),
    }),
  ),
  precheck: fn.optional(),
  serialize: fn.optional(),
  pdf: fn.optional(),
  checkPdf: fn.optional(),
  ruleSets: z.array(z.object({ id: z.string().min(1) }).passthrough()).optional(),
  reader: z
    .object({
      readerVersion: z.literal(READER_VERSION, { message: `must be ${READER_VERSION}, the reader contract version of this server` }),
      roots: z.array(z.object({ root: z.string().min(1), namespace: z.string() })).min(1),
      profileFor: fn,
      read: fn,
    })
    .optional(),
});

const CountryPluginShape = z.object({
  kind: z.literal('country'),
  sdkVersion: z.number().int(),
  code: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code in upper case'),
  requirements: z.object({ country_code: z.string(), country_name: z.string() }).passthrough(),
  legalIdScheme: fn.optional(),
  extension: z
    .object({
      key: z.string().min(1),
      check: fn,
      carry: fn.optional(),
      schema: z
        .custom<unknown>(
          (v) => v === undefined || (typeof v === 'object' && v !== null && typeof (v as { safeParse?: unknown }).safeParse === 'function'),
          { message: 'must be a zod schema' },
        )
        .optional(),
    })
    .optional(),
});

function describe(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(plugin)'} ${i.message}`).join('; ');
}

function checkSdkVersion(name: string, version: number): void {
  if (version !== SDK_VERSION) {
    throw new PluginLoadError(name, `targets plugin SDK version ${version}, but this server provides version ${SDK_VERSION}`);
  }
}

export function checkFormatPlugin(plugin: unknown, name: string): FormatPlugin {
  const parsed = FormatPluginShape.safeParse(plugin);
  if (!parsed.success) throw new PluginLoadError(name, `breaks the format plugin contract: ${describe(parsed.error)}`);
  checkSdkVersion(name, parsed.data.sdkVersion);
  const p = plugin as FormatPlugin;
  if (p.serialize && p.profiles.length === 0) throw new PluginLoadError(name, 'has a serializer but no profiles');
  if (p.profiles.length > 0 && p.profiles.filter((pr) => pr.default).length !== 1) {
    throw new PluginLoadError(name, 'must mark exactly one profile as default');
  }
  const codes = p.profiles.map((pr) => pr.code);
  if (p.reader && p.profiles.length === 0) throw new PluginLoadError(name, 'has a reader but no profiles');
  if (new Set(codes).size !== codes.length) throw new PluginLoadError(name, 'declares a profile code twice');
  if (p.profiles.some((pr) => pr.outputs.includes('pdf')) && p.serialize && !p.pdf) {
    throw new PluginLoadError(name, 'offers pdf output but has no pdf() container step');
  }
  return p;
}

export function checkCountryPlugin(plugin: unknown, name: string): CountryPlugin {
  const parsed = CountryPluginShape.safeParse(plugin);
  if (!parsed.success) throw new PluginLoadError(name, `breaks the country plugin contract: ${describe(parsed.error)}`);
  checkSdkVersion(name, parsed.data.sdkVersion);
  const p = plugin as CountryPlugin;
  if (p.requirements.country_code !== p.code)
    throw new PluginLoadError(name, `requirements.country_code ${p.requirements.country_code} differs from code ${p.code}`);
  return p;
}
