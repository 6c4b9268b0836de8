// Start-up hook: a fresh clone has no artefacts, so the first start installs them (like a browser test tool
// installs its browsers); after an update that pins more files (a new rule version), the start installs them
// into the installer's own directory too. A failed install does not stop the server: it starts, reports the
// missing rule sets, and validate answers 503 RULES_NOT_INSTALLED until `npm run artefacts:install` succeeds.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.js';
import type { Log } from './download.js';
import { INSTALL_MARKER, installArtefacts, type InstallResult } from './install.js';
import { artefactManifest, type ArtefactManifest } from './manifest.js';
import { artefactsStatus, describeStatus, type ScenarioStatus } from './status.js';

export interface EnsureOptions {
  /** Defaults: EINVOICE_ARTEFACTS_MIRROR and EINVOICE_ARTEFACTS_FROM from the environment. */
  mirror?: string;
  from?: string;
  manifest?: ArtefactManifest;
  log?: Log;
  fetch?: typeof fetch;
}

export interface EnsureResult {
  action: 'none' | 'installed' | 'failed';
  error: string | null;
  status: ScenarioStatus[];
}

/** The archive cache lives in the data directory, so a reinstall after `rm -rf` of the artefacts is offline. */
export function artefactsCacheDir(config: Pick<Config, 'dataDir'>): string {
  return join(config.dataDir, 'cache', 'artefacts');
}

function isEmptyOrMissing(dir: string): boolean {
  try {
    return readdirSync(dir).length === 0;
  } catch {
    return true;
  }
}

/**
 * What a start must install: everything into an empty or missing directory; the files a newer manifest pins into
 * a directory the installer owns (it has the marker). A directory filled otherwise (a reference copy) is left alone.
 */
function needsInstall(dir: string, manifest: ArtefactManifest): boolean {
  if (isEmptyOrMissing(dir)) return true;
  return existsSync(join(dir, INSTALL_MARKER)) && artefactsStatus(dir, manifest).some((s) => !s.installed);
}

/** Installs the artefacts the start needs (see needsInstall); never throws. */
export async function ensureArtefacts(config: Pick<Config, 'artefactsDir' | 'dataDir'>, options: EnsureOptions = {}): Promise<EnsureResult> {
  const manifest = options.manifest ?? artefactManifest;
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  let action: EnsureResult['action'] = 'none';
  let error: string | null = null;
  if (needsInstall(config.artefactsDir, manifest)) {
    try {
      const result: InstallResult = await installArtefacts({
        targetDir: config.artefactsDir,
        cacheDir: artefactsCacheDir(config),
        from: options.from ?? (process.env.EINVOICE_ARTEFACTS_FROM || undefined),
        mirror: options.mirror ?? (process.env.EINVOICE_ARTEFACTS_MIRROR || undefined),
        manifest,
        log,
        fetch: options.fetch,
      });
      action = result.action === 'installed' ? 'installed' : 'none';
    } catch (failure) {
      action = 'failed';
      error = (failure as Error).message;
      log(`artefacts: install failed: ${error}`);
    }
  }
  const status = artefactsStatus(config.artefactsDir, manifest);
  for (const line of describeStatus(config.artefactsDir, status)) log(line);
  return { action, error, status };
}
