import { accountListsResponseSchema, type AccountLists } from '@/contract/account-lists';
import { COMPARE_MAX_PRODUCTS } from '@/contract/constants';
import { mergeLists } from '@/backend/repo/account-list-repo';
import { createTestApp, type TestApp } from '@/backend/test-app';
import { demoCustomer, loginToken } from '@/backend/test-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-24T10:00:00Z') });
});
afterAll(() => t.close());

const productIds = (count: number, offset = 0): number[] =>
  (t.db.prepare('SELECT id FROM product WHERE visible = 1 ORDER BY id LIMIT ? OFFSET ?').all(count, offset) as { id: number }[]).map((row) => row.id);

const call = async (method: 'GET' | 'PUT' | 'POST', path: string, token: string | null, body?: object) => {
  const response = await t.request(method, path, { token, ...(body ? { body: JSON.stringify(body) } : {}) });
  return { status: response.statusCode, lists: response.statusCode === 200 ? (accountListsResponseSchema.parse(response.json()).data as AccountLists) : null };
};

describe('wish list and compare list in the account', () => {
  test('a guest\'s lists merge into the account\'s: the account\'s products first, then the new ones, within the maximum', () => {
    expect(mergeLists({ wishlist: [5, 3], compare: [1, 2, 3] }, { wishlist: [3, 9], compare: [4, 7, 1] })).toEqual({ wishlist: [5, 3, 9], compare: [1, 2, 3, 4] });
    expect(mergeLists({ wishlist: [], compare: [] }, { wishlist: [8], compare: [] })).toEqual({ wishlist: [8], compare: [] });
  });

  test('the lists follow the customer: replaced, merged, read back from another login; per shop; unknown products left out', async () => {
    const email = demoCustomer('private-at').email;
    const first = await loginToken(t, email);
    const [a, b, c, d, e] = productIds(5);
    expect(await call('PUT', '/api/ExternalOrderApi/lists', first.token, { locale: 'de_AT', wishlist: [a, b, 999_999], compare: [c] })).toEqual({
      status: 200, lists: { wishlist: [a, b], compare: [c] },
    });
    const merged = await call('POST', '/api/ExternalOrderApi/lists/merge', first.token, { locale: 'de_AT', wishlist: [b, d], compare: [e] });
    expect(merged.lists).toEqual({ wishlist: [a, b, d], compare: [c, e] });

    const second = await loginToken(t, email);
    expect((await call('GET', '/api/ExternalOrderApi/lists?locale=de_AT', second.token)).lists).toEqual({ wishlist: [a, b, d], compare: [c, e] });
    expect((await call('GET', '/api/ExternalOrderApi/lists?locale=ro_RO', second.token)).lists).toEqual({ wishlist: [], compare: [] });
  });

  test("one customer never sees or changes another's lists; the shop token and no token are refused; bad input is a 400", async () => {
    const ioana = await loginToken(t, demoCustomer('private-ro').email);
    const lukas = await loginToken(t, demoCustomer('private-de').email);
    const [a] = productIds(1, 10);
    await call('PUT', '/api/ExternalOrderApi/lists', ioana.token, { locale: 'ro_RO', wishlist: [a], compare: [] });
    expect((await call('GET', '/api/ExternalOrderApi/lists?locale=ro_RO', lukas.token)).lists).toEqual({ wishlist: [], compare: [] });
    expect((await call('GET', '/api/ExternalOrderApi/lists?locale=ro_RO', null)).status).toBe(401);
    // The shop token (the test app's default) is no customer.
    expect((await t.request('GET', '/api/ExternalOrderApi/lists?locale=ro_RO')).statusCode).toBe(401);
    const tooMany = productIds(COMPARE_MAX_PRODUCTS + 1);
    expect((await call('PUT', '/api/ExternalOrderApi/lists', lukas.token, { locale: 'de_DE', wishlist: [], compare: tooMany })).status).toBe(400);
    expect((await call('PUT', '/api/ExternalOrderApi/lists', lukas.token, { locale: 'xx_XX', wishlist: [], compare: [] })).status).toBe(400);
    expect((await call('GET', '/api/ExternalOrderApi/lists?locale=ro_RO', ioana.token)).lists).toEqual({ wishlist: [a], compare: [] });
  });
});
