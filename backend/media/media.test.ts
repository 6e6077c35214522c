import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { apiErrorSchema } from '@/contract/common';
import type { TestApp } from '@/backend/test-app';
import { createTestApp } from '@/backend/test-app';
import { ANPC_SIZE, MISC, PRODUCT_KINDS, brandLogoPath, productImagePath } from './catalog';
import { generateMedia, jobsToRender } from './generate';
import { DRAWING_NAMES } from './drawings';
import { imageJobs } from './images';
import { MEDIA_MARKER, MEDIA_VERSION, isMediaCurrent } from './marker';
import { PAYMENT_METHOD_CODES } from '@/contract/checkout';
import { PAYMENT_LOGO_LANGUAGES } from './payment-logos';
import { buildPdf } from './pdf';

let t: TestApp;
let dir: string;
const SAMPLE = [productImagePath('tap', 'chrom'), productImagePath('radiator', 'weiss'), brandLogoPath('grohe'), MISC.anpcSal, MISC.cartoon404];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-test-'));
  t = await createTestApp({ publicDir: dir });
  await generateMedia(dir, t.db, { filter: (p) => SAMPLE.includes(p) });
  fs.writeFileSync(path.join(dir, '..', `${path.basename(dir)}-secret.txt`), 'secret');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(path.join(dir, '..', `${path.basename(dir)}-secret.txt`), { force: true });
});

describe('media generation', () => {
  it('plans each drawing in every finish of its kind and the series variations, and renders only what the catalogue links', () => {
    const jobs = imageJobs();
    const paths = jobs.map((j) => j.path);
    expect(new Set(paths).size).toBe(jobs.length);
    for (const [kind, finishes] of Object.entries(PRODUCT_KINDS)) {
      for (const finish of finishes) expect(paths).toContain(productImagePath(kind as keyof typeof PRODUCT_KINDS, finish));
    }
    // Each drawing's first image is always rendered (category tiles, articles); the rest only where a product links it.
    expect(jobs.filter((j) => !j.linkedOnly && j.path.startsWith('/media/product/')).length).toBe(DRAWING_NAMES.length);
    const linked = new Set((t.db.prepare('SELECT DISTINCT file FROM product_image').all() as { file: string }[]).map((r) => r.file));
    const rendered = jobsToRender(t.db).filter((j) => j.path.startsWith('/media/product/'));
    expect(rendered.filter((j) => j.linkedOnly && !linked.has(j.path))).toEqual([]);
    expect(rendered.length).toBeGreaterThanOrEqual(linked.size);
    expect(rendered.length).toBeLessThan(1800);
  });

  it('renders every image the catalogue links, and the families that look unlike their kind have their own drawing', () => {
    const planned = new Set(imageJobs().map((j) => j.path));
    const linked = (t.db.prepare('SELECT DISTINCT file FROM product_image').all() as { file: string }[]).map((r) => r.file);
    expect(linked.filter((file) => !planned.has(file))).toEqual([]);
    const firstImage = (leaf: string) =>
      (t.db.prepare(
        `SELECT i.file FROM product_image i JOIN product_category pc ON pc.product_id = i.product_id JOIN rewriting_url u ON u.view = 'category'
         AND u.view_id = pc.category_id AND u.view_locale = 'de_AT' AND u.redirected IS NULL WHERE u.url = ? AND i.position = 1 LIMIT 1`,
      ).get(`${leaf}.html`) as { file: string } | undefined)?.file;
    expect(firstImage('urinale')).toMatch(/\/urinal-/);
    expect(firstImage('wand-wcs')).toMatch(/\/wc-/);
    expect(firstImage('kopfbrausen')).toMatch(/\/head-shower-/);
    expect(firstImage('durchlauferhitzer')).toMatch(/\/instant-heater-/);
  });

  it('draws over current media only the images that are missing (a reseed), all of them over stale media', async () => {
    const reused = fs.mkdtempSync(path.join(os.tmpdir(), 'media-reuse-'));
    try {
      const two = [productImagePath('tap', 'chrom'), productImagePath('basin', 'weiss')];
      const first = await generateMedia(reused, null, { filter: (p) => p === two[0] });
      expect(first.rendered).toBe(1);
      fs.writeFileSync(path.join(reused, MEDIA_MARKER), MEDIA_VERSION);
      const second = await generateMedia(reused, null, { filter: (p) => two.includes(p) });
      expect([second.images, second.rendered]).toEqual([two.length + PAYMENT_METHOD_CODES.length * PAYMENT_LOGO_LANGUAGES.length, 1]);
      fs.writeFileSync(path.join(reused, MEDIA_MARKER), 'stale');
      expect((await generateMedia(reused, null, { filter: (p) => two.includes(p) })).rendered).toBe(2);
    } finally {
      fs.rmSync(reused, { recursive: true, force: true });
    }
  });

  it('renders 800x800 WebP product images and 250x50 ANPC icons', async () => {
    const product = await sharp(path.join(dir, 'product/tap-chrom.webp')).metadata();
    expect([product.format, product.width, product.height]).toEqual(['webp', 800, 800]);
    const anpc = await sharp(path.join(dir, 'anpc/anpc-sal.webp')).metadata();
    expect([anpc.width, anpc.height]).toEqual([ANPC_SIZE.width, ANPC_SIZE.height]);
  });

  it('writes product documents and the withdrawal forms as PDFs, but no marker for a partial run', () => {
    const doc = (t.db.prepare('SELECT file FROM product_document LIMIT 1').get() as { file: string }).file;
    const pdf = fs.readFileSync(path.join(dir, doc.replace('/media/', '')));
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    expect(fs.existsSync(path.join(dir, 'documents/widerrufsformular.pdf'))).toBe(true);
    expect(isMediaCurrent(dir)).toBe(false);
    expect(buildPdf('Fișă tehnică – ș ț', [{ text: '€ 10' }]).toString('latin1')).toContain('Fisa tehnica - s t');
  });
});

describe('GET /media/*', () => {
  it('serves files without a token, with type and long cache headers', async () => {
    const response = await t.get('/media/product/tap-chrom.webp', null);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toContain('max-age=31536000');
    expect(response.body.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const pdf = await t.get('/media/documents/widerrufsformular.pdf', null);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('answers 404 for unknown files', async () => {
    await t.expectError('/media/product/nope.webp', 404);
    await t.expectError('/media/product', 404);
  });

  it('refuses path traversal and odd names', async () => {
    const secret = `${path.basename(dir)}-secret.txt`;
    for (const p of [
      `/media/../${secret}`,
      `/media/%2e%2e/${secret}`,
      `/media/..%2f${secret}`,
      '/media/product/..%2f..%2f..%2fetc%2fpasswd',
      '/media/%2e%2e%2f%2e%2e%2fpackage.json',
      '/media/..\\..\\package.json',
      '/media/.generated',
      '/media/product/tap-chrom.webp%00.txt',
      `/media/${'a/'.repeat(50)}x.webp`,
    ]) {
      const response = await t.get(p, null);
      expect({ p, status: response.statusCode }).toEqual({ p, status: response.statusCode === 404 ? 404 : 400 });
      expect(apiErrorSchema.parse(response.json()).status_code).toBe(response.statusCode);
      expect(response.text).not.toContain('secret');
    }
  });
});
