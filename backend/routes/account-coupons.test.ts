import { accountCouponsResponseSchema, type AccountCoupon } from '@/contract/account-coupons';
import { createTestApp, type TestApp } from '@/backend/test-app';
import { demoCustomer, loginToken } from '@/backend/test-accounts';
import { checkoutSupport } from '@/backend/test-checkout';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-24T10:00:00Z') });
});
afterAll(() => t.close());

const couponsOf = async (token: string, locale: string): Promise<AccountCoupon[]> => {
  const response = await t.request('GET', `/api/ExternalOrderApi/coupons?locale=${locale}`, { token });
  expect(response.statusCode).toBe(200);
  return accountCouponsResponseSchema.parse(response.json()).data;
};

describe('coupons of the account', () => {
  test('S1-19 a customer sees their personal coupons first, then the shop\'s public ones; expired ones and other shops\' are left out', async () => {
    const { token } = await loginToken(t, demoCustomer('business-de').email);
    const coupons = await couponsOf(token, 'de_DE');
    expect(coupons[0]).toEqual({ code: 'WEBER-TREUE15', type: 'percent', value: 15, min: 200, validUntil: '2099-12-31', personal: true });
    expect(coupons.map((coupon) => coupon.code)).toEqual(['WEBER-TREUE15', 'SPAR5', 'WILLKOMMEN10']);
    expect(coupons.find((coupon) => coupon.code === 'SPAR5')).toMatchObject({ type: 'amount', value: 5, min: 50, personal: false });
    expect((await couponsOf(token, 'ro_RO')).map((coupon) => coupon.code)).toEqual(['BINEVENIT10', 'SPAR5', 'WILLKOMMEN10']);
  });

  test("S1-19 another customer never sees someone's personal coupon; a guest (shop token) is refused", async () => {
    const { token } = await loginToken(t, demoCustomer('private-de').email);
    const codes = (await couponsOf(token, 'de_DE')).map((coupon) => coupon.code);
    expect(codes).not.toContain('WEBER-TREUE15');
    expect(codes).not.toContain('DANKE-ANNA');
    expect((await t.request('GET', '/api/ExternalOrderApi/coupons?locale=de_DE')).statusCode).toBe(401);
  });

  test('a personal coupon applies only to the cart of its holder', async () => {
    const c = checkoutSupport(t);
    const [dear] = c.products(1, { minNet: 200, maxNet: 600 });
    const cartId = await c.cart('de_DE', [{ pse: dear!, quantity: 1 }]);
    const holder = (t.db.prepare('SELECT id FROM customer WHERE email = ?').get(demoCustomer('business-de').email) as { id: number }).id;
    const other = (t.db.prepare('SELECT id FROM customer WHERE email = ?').get(demoCustomer('private-de').email) as { id: number }).id;
    const insert = (customerId: number | null) => t.post('/api/ExternalOrderApi/insertCoupon/', { coupon_code: 'WEBER-TREUE15', cart_id: cartId, customer_id: customerId });
    expect((await insert(null)).statusCode).toBe(400);
    expect((await insert(other)).statusCode).toBe(400);
    expect((await insert(holder)).statusCode).toBe(200);
  });
});
