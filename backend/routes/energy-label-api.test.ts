import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { productDetailSchema, productListResponseSchema } from '@/contract/product';
import { writeEnergyLabelFiles } from '@/backend/media/energy-label';
import type { TestApp } from '@/backend/test-app';
import { createTestApp } from '@/backend/test-app';

let t: TestApp;
let mediaDir: string;
beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'energy-media-'));
  t = await createTestApp({ publicDir: mediaDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const one = <T>(sql: string, ...params: (string | number)[]) => t.db.prepare(sql).get(...params) as T;

describe('energy labels on the API and as files', () => {
  test('cards and the detail of a boiler carry the label; a radiator none; the sheet follows the shop language', async () => {
    const boiler = one<{ id: number; category: number }>(
      `SELECT p.id, pc.category_id AS category FROM product p JOIN product_category pc ON pc.product_id = p.id AND pc.default_category = 1
       WHERE p.kind = 'boiler' AND p.visible = 1 ORDER BY p.id LIMIT 1`,
    );
    const listing = await t.getParsed(`/api/products/?category=${boiler.category}&limit=100`, productListResponseSchema);
    expect(listing.products.length).toBeGreaterThan(0);
    expect(listing.products.every((p) => p.energy_label?.scale === 'space_heater')).toBe(true);
    const detail = await t.getParsed(`/api/products/${boiler.id}?locale=ro_RO`, productDetailSchema);
    expect(detail.energy_label?.class).toBe(one<{ c: string }>('SELECT class AS c FROM product_energy_label WHERE product_id = ?', boiler.id).c);
    expect(detail.energy_label?.sheet_url).toMatch(/-ro\.pdf$/);
    const radiator = one<{ id: number }>("SELECT id FROM product WHERE kind = 'radiator' AND visible = 1 ORDER BY id LIMIT 1");
    expect((await t.getParsed(`/api/products/${radiator.id}`, productDetailSchema)).energy_label).toBeNull();
  });

  test('the label (SVG) and the sheets (PDF) are served below /media', async () => {
    expect(writeEnergyLabelFiles(mediaDir, t.db)).toBeGreaterThan(0);
    const detail = await t.getParsed(`/api/products/${one<{ id: number }>('SELECT product_id AS id FROM product_energy_label e JOIN product p ON p.id = e.product_id AND p.visible = 1 LIMIT 1').id}`, productDetailSchema);
    const label = await t.get(detail.energy_label?.label_url ?? '', null);
    expect([label.statusCode, label.headers['content-type']]).toEqual([200, 'image/svg+xml']);
    expect(label.text).toContain(`>${detail.energy_label?.class ?? ''}<`);
    const sheet = await t.get(detail.energy_label?.sheet_url ?? '', null);
    expect([sheet.statusCode, sheet.headers['content-type'], sheet.text.slice(0, 8)]).toEqual([200, 'application/pdf', '%PDF-1.4']);
  });
});
