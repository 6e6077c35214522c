import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAYMENT_METHOD_CODES } from '@/lib/contract/checkout';
import { createTestApp, type TestApp } from '@/backend/test-app';
import { generateMedia } from './generate';
import { paymentLogoPath, paymentLogoSvg } from './payment-logos';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payment-logos-'));
  t = await createTestApp({ publicDir: dir });
  await generateMedia(dir, null, { filter: () => false });
}, 60_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('payment logos', () => {
  test('every method has an SVG logo on the media route, the path the payment modules name', async () => {
    for (const code of PAYMENT_METHOD_CODES) {
      const logo = paymentLogoPath(code);
      const response = await t.get(logo, null);
      expect({ code, status: response.statusCode, type: response.headers['content-type'] }).toEqual({ code, status: 200, type: 'image/svg+xml' });
      expect(response.text).toBe(paymentLogoSvg(code));
      expect(response.text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="120" height="40"/);
      expect((t.db.prepare('SELECT logo FROM payment_module WHERE code = ?').get(code) as { logo: string }).logo).toBe(logo);
    }
    expect(paymentLogoSvg('Nachnahme')).toContain('<title>Nachnahme</title>');
  });
});
