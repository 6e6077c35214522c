import { cartAddResponseSchema, cartGetResponseSchema, type Cart } from '@/contract/cart';
import { productDetailSchema } from '@/contract/product';
import { FINISHES } from '@/backend/media/catalog';
import { createTestApp, type TestApp } from '@/backend/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

/** The finish code of a colour title (German), as the image files are named. */
const codeOf = (title: string | null) => Object.values(FINISHES).find((f) => f.de === title)?.code ?? 'none';

describe('images of colour variants', () => {
  // A product in several colours whose second colour is in stock and can be ordered alone.
  const row = () =>
    t.db
      .prepare(
        `SELECT p.id AS productId, d.id AS pseId FROM product p JOIN product_sale_elements d ON d.product_id = p.id AND d.is_default = 0
         WHERE p.visible = 1 AND p.min_quantity = 1 AND p.quantity_multiple = 1 AND d.stock_state = 'in_stock' AND d.quantity >= 5
           AND EXISTS (SELECT 1 FROM attribute_combination ac WHERE ac.product_sale_elements_id = d.id AND ac.attribute_id = 1)
           AND NOT EXISTS (SELECT 1 FROM product_undeliverable_country u WHERE u.product_id = p.id)
         ORDER BY p.id LIMIT 1`,
      )
      .get() as { productId: number; pseId: number };

  it('gives each colour variant the image in its colour, and every product a close-up and a dimension drawing', async () => {
    const { productId } = row();
    const detail = await t.getParsed(`/api/products/${productId}`, productDetailSchema);
    const colours = new Set(detail.pses.map((p) => p.color));
    expect(colours.size).toBeGreaterThan(1);
    for (const pse of detail.pses) {
      expect(pse.image?.url).toContain(`-${codeOf(pse.color)}.webp`);
      expect(pse.image?.alt).toContain(pse.color ?? '-');
    }
    expect(detail.images.some((i) => i.url.endsWith('-detail.webp'))).toBe(true);
    expect(detail.images.some((i) => i.url.endsWith('-masszeichnung.webp'))).toBe(true);
  });

  it('S3-29 shows the chosen colour in the cart line (IMAGE), not the first colour of the product', async () => {
    const { productId, pseId } = row();
    const added = await t.post('/cart/add', {
      'thelia.cart_id': null, thelia_cart_add: { append: true, product: productId, product_sale_elements_id: pseId, quantity: 1 }, thelia_login: null, locale: 'de_AT',
    });
    const { cartId } = cartAddResponseSchema.parse(added.json()).data as { cartId: number };
    const cart = cartGetResponseSchema.parse((await t.post('/cart/get', { cart_id: cartId, thelia_login: null, locale: 'de_AT' })).json()).data as Cart;
    const item = cart.items[0];
    expect(item?.IMAGE?.url).toContain(`-${codeOf(item?.selectedProductColor ?? null)}.webp`);
    const detail = await t.getParsed(`/api/products/${productId}`, productDetailSchema);
    expect(item?.IMAGE?.url).not.toBe(detail.images[0]?.url);
  });
});

describe('manufacturer information (GPSR)', () => {
  const productOf = (brand: string) =>
    (t.db.prepare(
      `SELECT p.id FROM product p JOIN brand_i18n b ON b.id = p.brand_id AND b.locale = 'de_AT' WHERE b.title = ? AND p.visible = 1 ORDER BY p.id LIMIT 1`,
    ).get(brand) as { id: number }).id;

  it('names a Swiss maker with its responsible person in the EU, a German maker without one', async () => {
    const geberit = await t.getParsed(`/api/products/${productOf('Geberit')}`, productDetailSchema);
    expect(geberit.manufacturer).toMatchObject({ name: 'Geberit International AG', website: 'www.geberit.de' });
    expect(geberit.manufacturer?.address).toMatch(/Schweiz$/);
    expect(geberit.manufacturer?.eu_responsible?.address).toMatch(/\d{5} .+, Deutschland$/);
    const grohe = await t.getParsed(`/api/products/${productOf('Grohe')}`, productDetailSchema);
    expect(grohe.manufacturer).toMatchObject({ name: 'Grohe AG', eu_responsible: null });
  });

  it("names the country of each address in the shop's language: 'Germania' in Romania, 'Rumänien' in Austria", async () => {
    const geberitRo = await t.getParsed(`/api/products/${productOf('Geberit')}?locale=ro_RO`, productDetailSchema);
    expect(geberitRo.manufacturer?.address).toMatch(/8645 Jona, Elveția$/);
    expect(geberitRo.manufacturer?.eu_responsible?.address).toMatch(/88630 Pfullendorf, Germania$/);
    const groheRo = await t.getParsed(`/api/products/${productOf('Grohe')}?locale=ro_RO`, productDetailSchema);
    expect(groheRo.manufacturer?.address).toMatch(/Düsseldorf, Germania$/);
    const motanAt = await t.getParsed(`/api/products/${productOf('Motan')}?locale=de_AT`, productDetailSchema);
    expect(motanAt.manufacturer?.address).toMatch(/, Rumänien$/);
    const motanRo = await t.getParsed(`/api/products/${productOf('Motan')}?locale=ro_RO`, productDetailSchema);
    expect(motanRo.manufacturer?.address).toMatch(/, România$/);
  });

  it('gives every brand a postal address with postcode and country, an e-mail address and a web address', () => {
    const rows = t.db.prepare('SELECT b.manufacturer_address AS address, b.manufacturer_email AS email, g.website FROM brand b JOIN brand_gpsr g ON g.brand_id = b.id').all() as {
      address: string; email: string; website: string;
    }[];
    expect(rows).toHaveLength(34);
    for (const row of rows) {
      expect(row.address).toMatch(/, [\w-]*\d{3,5}[\w-]* .+, [A-ZÖÄÜ][a-zäöüâ]+$/u);
      expect(row.email).toMatch(/^[\w.-]+@[\w.-]+\.[a-z]{2,}$/);
      expect(row.email).not.toMatch(/\.example$/);
      expect(row.website).toMatch(/^www\.[\w-]+\.[a-z.]{2,}$/);
    }
  });
});
