// `npm run key -- create --name X --scopes a,b [--account A] [--expires YYYY-MM-DD] [--daily-limit N] [--ai-quota N]
// [--convert-daily-limit N] [--convert-minute-limit N] [--validate-daily-limit N] [--validate-minute-limit N]`,
// `npm run key -- list`, `npm run key -- revoke <key id>`. Keys live where the server keeps them
// (EINVOICE_STORAGE: files under EINVOICE_DATA_DIR by default, or Redis).
import { loadConfig } from '../src/config.js';
import { createKeyStore, SCOPES, VOLUME_LIMIT_FIELDS, type KeyStore } from '../src/storage/keys.js';
import { createNodeSharedState } from '../src/storage/backends/node.js';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function optionalInt(args: string[], name: string): number | null {
  const raw = option(args, name);
  if (raw === undefined) return null;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) fail(`--${name} must be a non-negative integer`);
  return n;
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const config = loadConfig();
  const state = createNodeSharedState(config);
  const keys = await createKeyStore(state.keyStorage);
  try {
    await run(command, args, keys);
  } finally {
    await state.close();
  }
}

async function run(command: string | undefined, args: string[], keys: KeyStore): Promise<void> {
  if (command === 'create') {
    const name = option(args, 'name') ?? fail('create needs --name');
    const scopes = (option(args, 'scopes') ?? fail(`create needs --scopes, a comma-separated list of ${SCOPES.join(', ')}`))
      .split(',')
      .map((s) => s.trim());
    const unknown = scopes.filter((s) => !(SCOPES as readonly string[]).includes(s));
    if (unknown.length) fail(`unknown scope(s): ${unknown.join(', ')}; known: ${SCOPES.join(', ')}`);
    const expires = option(args, 'expires');
    if (expires !== undefined && Number.isNaN(Date.parse(expires))) fail('--expires must be a date such as 2027-12-31');
    const { key, record } = await keys.create(
      {
        name,
        scopes,
        account: option(args, 'account'),
        expires_at: expires ? new Date(expires).toISOString() : null,
        daily_limit: optionalInt(args, 'daily-limit'),
        ai_quota: optionalInt(args, 'ai-quota'),
        // --convert-daily-limit, --convert-minute-limit, --validate-daily-limit, --validate-minute-limit
        ...Object.fromEntries(VOLUME_LIMIT_FIELDS.map((field) => [field, optionalInt(args, field.replaceAll('_', '-'))])),
      },
      new Date(),
    );
    console.error(`Created key ${record.id} (${record.name}) with scopes ${record.scopes.join(', ')}. It is shown once; store it now:`);
    console.log(key);
  } else if (command === 'list') {
    for (const r of await keys.list()) {
      const state = r.revoked ? 'revoked' : r.expires_at && Date.parse(r.expires_at) < Date.now() ? 'expired' : 'active';
      console.log(
        `${r.id}\t${state}\t${r.name}\t${r.scopes.join(',')}\taccount=${r.account}\tcreated=${r.created_at}${r.expires_at ? `\texpires=${r.expires_at}` : ''}`,
      );
    }
  } else if (command === 'revoke') {
    const id = args[0] ?? fail('revoke needs a key id (see `npm run key -- list`)');
    if (!(await keys.revoke(id))) fail(`no key with id ${id}`);
    console.error(`Revoked ${id}.`);
  } else {
    fail(
      'usage: npm run key -- create --name NAME --scopes SCOPES [--account A] [--expires DATE] [--daily-limit N] [--ai-quota N] [--convert-daily-limit N] [--convert-minute-limit N] [--validate-daily-limit N] [--validate-minute-limit N] | list | revoke KEY_ID',
    );
  }
}

main().catch((error: unknown) => fail(`key: ${(error as Error).message}`));
