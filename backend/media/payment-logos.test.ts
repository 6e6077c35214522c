import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAYMENT_METHOD_CODES } from '@/contract/checkout';
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
  test('every method has an SVG logo per shop language on the media route, the path its texts name', async () => {
    for (const code of PAYMENT_METHOD_CODES) {
      for (const [locale, language] of [['de_AT', 'de'], ['de_DE', 'de'], ['ro_RO', 'ro']] as const) {
        const logo = paymentLogoPath(code, language);
        const response = await t.get(logo, null);
        expect({ code, status: response.statusCode, type: response.headers['content-type'] }).toEqual({ code, status: 200, type: 'image/svg+xml' });
        expect(response.text).toBe(paymentLogoSvg(code, language));
        expect(response.text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="120" height="40"/);
        const row = t.db.prepare('SELECT i.logo FROM payment_module m JOIN payment_module_i18n i ON i.id = m.id AND i.locale = ? WHERE m.code = ?').get(locale, code) as { logo: string };
        expect(row.logo).toBe(logo);
      }
    }
  });

  test("a logo's words are in the shop's language: no 'Nachnahme' or 'Vorkasse' on a Romanian logo, no 'Ramburs' on a German one", () => {
    const words = (svg: string) => [...svg.matchAll(/>([^<]+)</g)].map((match) => match[1]).join(' ');
    expect(paymentLogoSvg('Nachnahme', 'ro')).toContain('<title>Ramburs</title>');
    expect(paymentLogoSvg('Nachnahme', 'de')).toContain('<title>Nachnahme</title>');
    for (const code of PAYMENT_METHOD_CODES) {
      expect(words(paymentLogoSvg(code, 'ro'))).not.toMatch(/Nachnahme|Vorkasse|Karte|Überweisung/);
      expect(words(paymentLogoSvg(code, 'de'))).not.toMatch(/Ramburs|Ordin|Card\b/);
    }
  });
});
