import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

describe('npm start with a partial configuration', () => {
  test('S5-47 refuses to start and names every missing key', () => {
    const env: NodeJS.ProcessEnv = { NODE_ENV: 'test', PATH: process.env.PATH, HOME: process.env.HOME, SHOP_API_URL: 'http://127.0.0.1:9', SHOP_LANGUAGE: 'de' };
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', 'start.ts')], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('missing: fastApi (SHOP_FAST_API), token (SHOP_TOKEN), locale (SHOP_LOCALE)');
  });
});
