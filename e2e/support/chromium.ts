import { existsSync } from 'node:fs';
import path from 'node:path';
import { PACKAGED_CHROMIUM, packagedChromiumRuns, unpackPackagedChromium } from './packaged-chromium';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's build of Chromium's headless shell (package chromium-headless-shell, same source and version as chromium):
 * the browser Playwright itself runs headless journeys in. It spends about half the CPU of the full browser in new
 * headless mode on the same journeys (docs/adr/0039).
 */
export const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export type ChromiumLookup = {
  env: Readonly<Record<string, string | undefined>>;
  exists: (file: string) => boolean;
  /** The packaged Chromium's launcher (unpacked if need be), or why there is none. */
  packaged: () => { path: string } | { missing: string };
  log: (line: string) => void;
  /** 'full' skips the headless shell: Lighthouse measures in the browser shoppers run. */
  build?: 'headless-shell' | 'full';
};

/**
 * Which Chromium the journeys and scripts/screenshots.ts use, first found wins: CHROMIUM_PATH (when that file
 * exists), Debian's `/usr/bin/chromium-headless-shell` (not for `build: 'full'`), Debian's `/usr/bin/chromium` (unless CHROMIUM_SKIP_SYSTEM=1, which checks the next source on a machine that
 * has it), then the Chromium packaged in the @sparticuz/chromium devDependency. Playwright never downloads a browser.
 */
export function findChromium({ env, exists, packaged, log, build = 'headless-shell' }: ChromiumLookup): string {
  const tried: string[] = [];
  if (env.CHROMIUM_PATH) {
    if (exists(env.CHROMIUM_PATH)) return env.CHROMIUM_PATH;
    tried.push(`CHROMIUM_PATH=${env.CHROMIUM_PATH} (no such file)`);
    log(`Chromium: CHROMIUM_PATH=${env.CHROMIUM_PATH} does not exist, looking further.`);
  }
  if (env.CHROMIUM_SKIP_SYSTEM === '1') {
    tried.push(`${SYSTEM_CHROMIUM} (skipped: CHROMIUM_SKIP_SYSTEM=1)`);
  } else if (build === 'headless-shell' && exists(SYSTEM_HEADLESS_SHELL)) {
    return SYSTEM_HEADLESS_SHELL;
  } else if (exists(SYSTEM_CHROMIUM)) {
    return SYSTEM_CHROMIUM;
  } else {
    tried.push(`${SYSTEM_CHROMIUM} (not installed)`);
  }
  const fromPackage = packaged();
  if ('path' in fromPackage) {
    log(`Chromium: ${fromPackage.path} (from ${PACKAGED_CHROMIUM}; tried ${tried.join(', ')}).`);
    return fromPackage.path;
  }
  tried.push(`${PACKAGED_CHROMIUM} (${fromPackage.missing})`);
  throw new Error(`Chromium not found. Tried: ${tried.join('; ')}. Run npm install, install Debian's chromium package or set CHROMIUM_PATH.`);
}

const ROOT = path.resolve(__dirname, '..', '..');

function packagedChromium(): { path: string } | { missing: string } {
  if (!packagedChromiumRuns()) return { missing: `no binary for ${process.platform}-${process.arch}` };
  const packageDir = path.join(ROOT, 'node_modules', ...PACKAGED_CHROMIUM.split('/'));
  if (!existsSync(path.join(packageDir, 'package.json'))) return { missing: 'not installed' };
  return { path: unpackPackagedChromium(packageDir, path.join(ROOT, 'node_modules', '.cache')) };
}

/**
 * The Chromium of this machine, by the order of `findChromium`. Playwright loads its configuration again in every
 * worker process: only the main process says where the browser came from.
 */
export function chromiumPath(build: ChromiumLookup['build'] = 'headless-shell'): string {
  return findChromium({
    build,
    env: process.env,
    exists: existsSync,
    packaged: packagedChromium,
    log: (line) => {
      if (process.env.TEST_WORKER_INDEX === undefined) console.log(line);
    },
  });
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
