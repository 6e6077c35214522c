import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync } from 'node:zlib';
import { packagedChromiumRuns, unpackPackagedChromium } from './packaged-chromium';

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * A package laid out like @sparticuz/chromium, small: its "Chromium" is a script that prints the environment it was
 * started with and its arguments, so a test sees what the launcher hands the binary.
 */
function fakePackage(root: string, version: string): string {
  const packageDir = path.join(root, 'package');
  const bin = path.join(packageDir, 'bin');
  mkdirSync(bin, { recursive: true });
  writeFileSync(path.join(packageDir, 'package.json'), JSON.stringify({ name: '@sparticuz/chromium', version }));
  const binary = '#!/bin/sh\necho "libs=$LD_LIBRARY_PATH"\necho "fonts=$FONTCONFIG_FILE"\necho "args=$*"\n';
  writeFileSync(path.join(bin, 'chromium.br'), brotliCompressSync(binary));
  const tarBrotli = (name: string, files: Record<string, string>) => {
    const source = mkdtempSync(path.join(root, 'src-'));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(source, file)), { recursive: true });
      writeFileSync(path.join(source, file), text);
    }
    writeFileSync(path.join(bin, name), brotliCompressSync(execFileSync('tar', ['-c', '-C', source, ...Object.keys(files)])));
  };
  tarBrotli('al2023.tar.br', { 'lib/libnss3.so': 'nss' });
  tarBrotli('fonts.tar.br', { 'fonts.conf': '<fontconfig><dir>/tmp/fonts</dir></fontconfig>', 'fonts/Open_Sans/OpenSans-Regular.ttf': 'font' });
  return packageDir;
}

describe('Chromium unpacked from @sparticuz/chromium', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'packaged-chromium-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  test('the package holds a binary for x64 Linux only', () => {
    expect(packagedChromiumRuns('linux', 'x64')).toBe(true);
    expect(packagedChromiumRuns('linux', 'arm64')).toBe(false);
    expect(packagedChromiumRuns('darwin', 'x64')).toBe(false);
  });

  test('unpacks into a folder named by the package version; the launcher starts the binary with its libraries and fonts', () => {
    const cache = path.join(root, 'cache');
    const launcher = unpackPackagedChromium(fakePackage(root, '1.2.3'), cache);
    const folder = path.join(cache, 'sparticuz-chromium-1.2.3');
    expect(launcher).toBe(path.join(folder, 'chromium'));
    expect(readFileSync(path.join(folder, 'lib', 'libnss3.so'), 'utf8')).toBe('nss');
    expect(existsSync(path.join(folder, 'fonts', 'Open_Sans', 'OpenSans-Regular.ttf'))).toBe(true);
    const fontsConf = readFileSync(path.join(folder, 'fonts.conf'), 'utf8');
    expect(fontsConf).toContain('<include ignore_missing="yes">/etc/fonts/fonts.conf</include>');
    expect(fontsConf).toContain('<dir prefix="relative">fonts</dir>');
    expect(fontsConf).not.toContain('/tmp/fonts');
    // A relative font cache would land in the working directory of whoever starts the browser.
    expect(fontsConf).not.toContain('cachedir');

    const output = execFileSync(launcher, ['--headless', '--no-sandbox'], { env: { ...process.env, LD_LIBRARY_PATH: '/usr/local/lib' } }).toString();
    expect(output).toBe(`libs=${folder}/lib:/usr/local/lib\nfonts=${folder}/fonts.conf\nargs=--headless --no-sandbox\n`);
    expect(readdirSync(cache)).toEqual(['sparticuz-chromium-1.2.3']);
  });

  test('a later run reuses the unpacked copy without reading the package again', () => {
    const cache = path.join(root, 'cache');
    const packageDir = fakePackage(root, '1.2.3');
    const launcher = unpackPackagedChromium(packageDir, cache);
    const unpackedAt = statSync(launcher).mtimeMs;
    rmSync(path.join(packageDir, 'bin'), { recursive: true });
    expect(unpackPackagedChromium(packageDir, cache)).toBe(launcher);
    expect(statSync(launcher).mtimeMs).toBe(unpackedAt);
  });

  test('a new package version unpacks beside the old one', () => {
    const cache = path.join(root, 'cache');
    unpackPackagedChromium(fakePackage(path.join(root, 'a'), '1.2.3'), cache);
    expect(unpackPackagedChromium(fakePackage(path.join(root, 'b'), '1.3.0'), cache)).toBe(path.join(cache, 'sparticuz-chromium-1.3.0', 'chromium'));
  });

  test('a broken package fails and leaves no half-unpacked folder behind', () => {
    const cache = path.join(root, 'cache');
    const packageDir = fakePackage(root, '1.2.3');
    writeFileSync(path.join(packageDir, 'bin', 'chromium.br'), 'not brotli');
    expect(() => unpackPackagedChromium(packageDir, cache)).toThrow();
    expect(readdirSync(cache)).toEqual([]);
  });

  test('processes that unpack at the same time all get the same complete copy', async () => {
    const cache = path.join(root, 'cache');
    const packageDir = fakePackage(root, '1.2.3');
    // Each process waits for the same moment before unpacking, so their unpacking overlaps.
    const startAt = Date.now() + 3000;
    const script = `const { unpackPackagedChromium } = require(${JSON.stringify(path.join(__dirname, 'packaged-chromium.ts'))});
      while (Date.now() < ${startAt});
      process.stdout.write(unpackPackagedChromium(${JSON.stringify(packageDir)}, ${JSON.stringify(cache)}));`;
    const run = () => promisify(execFile)(process.execPath, ['--import', 'tsx', '-e', script], { cwd: ROOT });
    const results = await Promise.all([run(), run(), run(), run()]);
    const launcher = path.join(cache, 'sparticuz-chromium-1.2.3', 'chromium');
    expect(results.map((result) => result.stdout)).toEqual([launcher, launcher, launcher, launcher]);
    expect(readdirSync(cache)).toEqual(['sparticuz-chromium-1.2.3']);
    expect(execFileSync(launcher).toString()).toContain('fonts=');
  });
});
