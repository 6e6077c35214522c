import { existsSync } from 'node:fs';

/** Debian's Chromium (or CHROMIUM_PATH): Playwright never downloads a browser here. */
export function chromiumPath(): string {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(candidate)) {
    throw new Error(`Chromium not found at ${candidate}. Install Debian's chromium package or set CHROMIUM_PATH.`);
  }
  return candidate;
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
