import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

/**
 * The Chromium that `npm install` brings: @sparticuz/chromium ships a brotli-compressed headless Chromium for x64 Linux
 * (`bin/chromium.br`), the NSS libraries it links against (`bin/al2023.tar.br`) and a font (`bin/fonts.tar.br`). Its
 * own JavaScript unpacks into the shared temporary folder; we only read its files and unpack them once per package
 * version into the project's cache, so a machine without Debian's chromium (nor libnss3, nor any font) runs the
 * journeys with nothing installed by hand.
 */
export const PACKAGED_CHROMIUM = '@sparticuz/chromium';

/** What the packaged binary is built for: the package holds no other. */
export function packagedChromiumRuns(platform: NodeJS.Platform = process.platform, arch: string = process.arch): boolean {
  return platform === 'linux' && arch === 'x64';
}

/** The launcher the unpacked folder holds: the path to hand to Playwright as `executablePath`. */
const LAUNCHER = 'chromium';
const BINARY = 'headless-chromium';

/**
 * Starts the binary with the unpacked NSS libraries before the system's (a fresh Debian has no libnss3) and a font
 * configuration that adds the unpacked font to the system's fonts (with no font at all Chromium draws no text, so text
 * has no size and Playwright finds it invisible). Relative to its own folder, so the cache may move with the project.
 */
const LAUNCHER_SCRIPT = `#!/bin/sh
dir=$(dirname "$0")
LD_LIBRARY_PATH="$dir/lib\${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
FONTCONFIG_FILE="$dir/fonts.conf"
export LD_LIBRARY_PATH FONTCONFIG_FILE
exec "$dir/${BINARY}" "$@"
`;

const FONTS_CONF = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir prefix="relative">fonts</dir>
</fontconfig>
`;

function untarBrotli(archive: string, into: string): void {
  const result = spawnSync('tar', ['-x', '--no-same-owner', '-C', into], { input: brotliDecompressSync(readFileSync(archive)) });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`tar could not unpack ${archive}: ${result.stderr.toString().trim()}`);
}

/**
 * Unpacks the package's Chromium into `cacheRoot/sparticuz-chromium-<version>/` unless a complete copy is there, and
 * returns its launcher. The copy is made in a staging folder beside it and renamed into place in one step, so a
 * folder under the final name is always complete: parallel runs or Playwright workers that unpack at the same time
 * each finish a copy, the first rename wins, and the others drop theirs.
 */
export function unpackPackagedChromium(packageDir: string, cacheRoot: string): string {
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const target = path.join(cacheRoot, `sparticuz-chromium-${version}`);
  const launcher = path.join(target, LAUNCHER);
  if (existsSync(launcher)) return launcher;

  const bin = path.join(packageDir, 'bin');
  mkdirSync(cacheRoot, { recursive: true });
  const staging = mkdtempSync(path.join(cacheRoot, `.sparticuz-chromium-${version}-`));
  try {
    writeFileSync(path.join(staging, BINARY), brotliDecompressSync(readFileSync(path.join(bin, 'chromium.br'))), { mode: 0o755 });
    untarBrotli(path.join(bin, 'al2023.tar.br'), staging);
    untarBrotli(path.join(bin, 'fonts.tar.br'), staging);
    // The package's fonts.conf names serverless folders (/var/task, /tmp/fonts): ours names the unpacked one.
    writeFileSync(path.join(staging, 'fonts.conf'), FONTS_CONF);
    writeFileSync(path.join(staging, LAUNCHER), LAUNCHER_SCRIPT, { mode: 0o755 });
    chmodSync(staging, 0o755);
    renameSync(staging, target);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    // Another process renamed its complete copy into place first: use that one.
    if (!existsSync(launcher)) throw error;
  }
  return launcher;
}
