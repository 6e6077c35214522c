import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearRuntimeCaches } from './processes';

describe('runtime caches of the storefront', () => {
  test('the image resizes go; the build stays', () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    const files = ['cache/images/key/1.webp', 'server/app/page.js', 'BUILD_ID'];
    for (const file of files) {
      mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
      writeFileSync(path.join(dist, file), 'x');
    }
    clearRuntimeCaches(dist);
    expect(files.filter((file) => existsSync(path.join(dist, file)))).toEqual(['server/app/page.js', 'BUILD_ID']);
    rmSync(dist, { recursive: true, force: true });
  });
});
