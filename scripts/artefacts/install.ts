// npm run artefacts:install [-- --from DIR | --mirror URL] [--force] [--dir DIR] [--status]
// Fetches, verifies and installs the official XSD and Schematron artefacts into the artefacts directory
// (EINVOICE_ARTEFACTS_DIR, see src/config.ts). Exit code 0 on success, 1 when nothing was installed, 2 on bad usage.
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../../src/config.js';
import { artefactsCacheDir, artefactsStatus, describeStatus, installArtefacts, ArtefactInstallError } from '../../src/artefacts/index.js';

const USAGE = `usage: npm run artefacts:install -- [options]
  --from DIR     install from a local copy in the artefacts layout (air-gapped machines)
  --mirror URL   download the archives from URL/<archive file name> instead of upstream
  --force        reinstall even when every pinned file is already in place
  --dir DIR      install into DIR instead of the configured artefacts directory
  --status       only report which rule sets are installed
environment: EINVOICE_ARTEFACTS_DIR (target), EINVOICE_DATA_DIR (archive cache in <data>/cache/artefacts),
             EINVOICE_ARTEFACTS_MIRROR (default for --mirror)`;

function parse() {
  try {
    return parseArgs({
      options: {
        from: { type: 'string' },
        mirror: { type: 'string' },
        force: { type: 'boolean', default: false },
        dir: { type: 'string' },
        status: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    process.exit(2);
  }
}

async function main(): Promise<number> {
  const args = parse();
  if (args.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (args.from && args.mirror) {
    process.stderr.write(`--from and --mirror exclude each other\n${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  const targetDir = args.dir ? resolve(args.dir) : config.artefactsDir;
  const log = (line: string) => process.stderr.write(`${line}\n`);

  if (!args.status) {
    try {
      await installArtefacts({
        targetDir,
        cacheDir: artefactsCacheDir(config),
        from: args.from ? resolve(args.from) : undefined,
        mirror: args.mirror ?? (process.env.EINVOICE_ARTEFACTS_MIRROR || undefined),
        force: args.force,
        log,
      });
    } catch (error) {
      if (!(error instanceof ArtefactInstallError)) throw error;
      log(`artefacts: nothing installed: ${error.message}`);
      log(`artefacts: ${targetDir} was left as it was`);
      return 1;
    }
  }
  const status = artefactsStatus(targetDir);
  for (const line of describeStatus(targetDir, status)) log(line);
  return status.every((s) => s.installed) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`artefacts: ${error instanceof ConfigError ? error.message : (error as Error).stack}\n`);
    process.exit(1);
  },
);
