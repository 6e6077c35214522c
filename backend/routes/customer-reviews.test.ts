import {
  REVIEW_MESSAGES, moderationQueueResponseSchema, moderationResultSchema, ownReviewsResponseSchema, reviewRightsResponseSchema, reviewSentResponseSchema,
} from '@/contract/account-reviews';
import { commentsResponseSchema } from '@/contract/product';
import { createTestApp, type TestApp } from '@/backend/test-app';
import { demoCustomer, loginToken } from '@/backend/test-accounts';
import { checkoutSupport, type Pse } from '@/backend/test-checkout';

let t: TestApp;
let support: ReturnType<typeof checkoutSupport>;
beforeAll(async () => {
  t = await createTestApp();
  support = checkoutSupport(t);
});
afterAll(() => t.close());

const anna = demoCustomer('private-at');
const lukas = demoCustomer('private-de');

/** An order of these products placed with the e-mail address (as a guest, prepayment); answers the order id. */
async function orderFor(email: string, pses: Pse[]): Promise<number> {
  const cartId = await support.cart('de_AT', pses.map((pse) => ({ pse, quantity: 1 })));
  const who = await support.shopper('de_AT', email);
  const data = await support.paid('Vorkasse', support.payload('de_AT', cartId, who, 'Vorkasse'));
  return (t.db.prepare('SELECT id FROM "order" WHERE ref = ?').get(data.order_ref) as { id: number }).id;
}

const review = (pseId: number, extra: object = {}) => ({ pse_id: pseId, title: 'Sehr gut', content: 'Hält, was es verspricht.', rating: 5, locale: 'de_AT', ...extra });
const post = (path: string, body: unknown, token: string | null) => t.request('POST', path, { token, body: JSON.stringify(body) });

describe('comments/rights/{pse}/{customer} (S7-41)', () => {
  let bought: Pse;
  let other: Pse;
  let annaLogin: { token: string; customerId: number };
  beforeAll(async () => {
    [bought, other] = support.products(2, { offset: 40 }) as [Pse, Pse];
    annaLogin = await loginToken(t, anna.email);
    await orderFor(anna.email, [bought]);
  });

  test('S7-41 a customer who bought the product may review it; one who did not may not', async () => {
    const yes = await t.request('GET', `/fast/comments/rights/${bought.pseId}/${annaLogin.customerId}`, { token: annaLogin.token });
    expect(reviewRightsResponseSchema.parse(yes.json())).toEqual({ allowed: true, reason: null });
    const no = await t.request('GET', `/fast/comments/rights/${other.pseId}/${annaLogin.customerId}`, { token: annaLogin.token });
    expect(reviewRightsResponseSchema.parse(no.json())).toEqual({ allowed: false, reason: 'not-buyer' });
  });

  test('a customer cannot ask for another customer (404 like an unknown one); the shop token is no customer', async () => {
    const lukasLogin = await loginToken(t, lukas.email);
    expect((await t.request('GET', `/fast/comments/rights/${bought.pseId}/${annaLogin.customerId}`, { token: lukasLogin.token })).statusCode).toBe(404);
    expect((await t.request('GET', `/fast/comments/rights/99999999/${annaLogin.customerId}`, { token: annaLogin.token })).statusCode).toBe(404);
    expect((await t.get(`/fast/comments/rights/${bought.pseId}/${annaLogin.customerId}`)).statusCode).toBe(401);
  });

  test('a cancelled order is no purchase', async () => {
    const [third] = support.products(1, { offset: 45 }) as [Pse];
    const orderId = await orderFor(anna.email, [third]);
    expect((await t.post(`/api/admin/order/${orderId}/status`, { status: 'canceled' })).statusCode).toBe(200);
    const rights = await t.request('GET', `/fast/comments/rights/${third.pseId}/${annaLogin.customerId}`, { token: annaLogin.token });
    expect(reviewRightsResponseSchema.parse(rights.json())).toEqual({ allowed: false, reason: 'not-buyer' });
  });
});

describe('writing a review and its moderation', () => {
  let bought: Pse;
  let login: { token: string; customerId: number };
  beforeAll(async () => {
    [bought] = support.products(1, { offset: 50 }) as [Pse];
    login = await loginToken(t, demoCustomer('private-ro').email);
    await orderFor(demoCustomer('private-ro').email, [bought]);
  });

  test('S6-06 a guest (shop token) and a customer who did not buy get "Only customer are allowed to publish comment"', async () => {
    const guest = await post('/fast/comments', review(bought.pseId), 'test-shop-token');
    expect(guest.statusCode).toBe(403);
    expect(guest.json()).toEqual({ status_code: 403, message: REVIEW_MESSAGES.onlyCustomers });
    const stranger = await loginToken(t, lukas.email);
    const refused = await post('/fast/comments', review(bought.pseId), stranger.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status_code: 403, message: REVIEW_MESSAGES.onlyCustomers });
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM product_comment_customer').get()).toEqual({ n: 0 });
  });

  test('S8-15 a review that cannot be saved (no title, a rating of 6, unknown fields) answers "Error saving comment!" and stores nothing', async () => {
    for (const bad of [review(bought.pseId, { title: ' ' }), review(bought.pseId, { rating: 6 }), { ...review(bought.pseId), approved: 1 }]) {
      const answer = await post('/fast/comments', bad, login.token);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ status_code: 400, message: REVIEW_MESSAGES.saveFailed });
    }
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM product_comment_customer').get()).toEqual({ n: 0 });
  });

  test('S4-57 S3-46 a buyer\'s review (title, text, rating) is sent for approval, listed as pending and not shown on the product page', async () => {
    const before = commentsResponseSchema.parse((await t.get(`/fast/comments/${bought.productId}`)).json());
    const sent = await post('/fast/comments', review(bought.pseId, { title: 'Perfekt', content: 'Schnell montiert.', rating: 4 }), login.token);
    expect(sent.statusCode).toBe(200);
    const { data, message } = reviewSentResponseSchema.parse(sent.json());
    expect(message).toBe('sent for approval');
    const own = ownReviewsResponseSchema.parse((await t.request('GET', '/fast/comments/own?locale=de_AT', { token: login.token })).json());
    expect(own.reviews).toEqual([
      expect.objectContaining({ id: data.id, product_id: bought.productId, title: 'Perfekt', content: 'Schnell montiert.', rating: 4, status: 'pending' }),
    ]);
    expect(own.reviews[0]?.product_title.length).toBeGreaterThan(0);
    const after = commentsResponseSchema.parse((await t.get(`/fast/comments/${bought.productId}`)).json());
    expect(after).toEqual(before);
    // One review per product while it waits.
    const again = await t.request('GET', `/fast/comments/rights/${bought.pseId}/${login.customerId}`, { token: login.token });
    expect(reviewRightsResponseSchema.parse(again.json())).toEqual({ allowed: false, reason: 'already-reviewed' });
    expect((await post('/fast/comments', review(bought.pseId), login.token)).statusCode).toBe(403);
  });

  test('S1-18 the operator approves from the queue: the review is shown, the rating follows, the customer sees "approved"', async () => {
    const queue = moderationQueueResponseSchema.parse((await t.get('/api/admin/comments?status=pending')).json());
    const item = queue.reviews.find((r) => r.customer_id === login.customerId);
    expect(item).toMatchObject({ product_id: bought.productId, lang: 'de', status: 'pending' });
    if (!item) return;
    const approved = await t.post(`/api/admin/comments/${item.id}`, { decision: 'approve' });
    expect(moderationResultSchema.parse(approved.json()).data).toEqual({ id: item.id, status: 'approved' });
    const shown = commentsResponseSchema.parse((await t.get(`/fast/comments/${bought.productId}?locale=ro_RO`)).json());
    expect(shown.comments.find((c) => c.id === item.id)).toMatchObject({ title: 'Perfekt', content: 'Schnell montiert.', rating: 4 });
    const product = t.db.prepare('SELECT rating_count AS count FROM product WHERE id = ?').get(bought.productId) as { count: number };
    expect(product.count).toBe(shown.comments.length);
    const own = ownReviewsResponseSchema.parse((await t.request('GET', '/fast/comments/own', { token: login.token })).json());
    expect(own.reviews[0]?.status).toBe('approved');
    expect(moderationQueueResponseSchema.parse((await t.get('/api/admin/comments')).json()).reviews.map((r) => r.id)).not.toContain(item.id);
  });

  test('a rejected review leaves the product page, and the customer may write a new one', async () => {
    const id = t.db.prepare('SELECT comment_id AS id FROM product_comment_customer WHERE customer_id = ?').get(login.customerId) as { id: number };
    await t.post(`/api/admin/comments/${id.id}`, { decision: 'reject' });
    const shown = commentsResponseSchema.parse((await t.get(`/fast/comments/${bought.productId}`)).json());
    expect(shown.comments.map((c) => c.id)).not.toContain(id.id);
    const rights = await t.request('GET', `/fast/comments/rights/${bought.pseId}/${login.customerId}`, { token: login.token });
    expect(reviewRightsResponseSchema.parse(rights.json()).allowed).toBe(true);
  });

  test('moderation is the operator\'s: a customer token is refused, an unknown review is a 404', async () => {
    expect((await t.request('GET', '/api/admin/comments', { token: login.token })).statusCode).toBe(403);
    expect((await t.request('POST', '/api/admin/comments/1', { token: login.token, body: '{"decision":"approve"}' })).statusCode).toBe(403);
    expect((await t.post('/api/admin/comments/99999999', { decision: 'approve' })).statusCode).toBe(404);
    expect((await t.post('/api/admin/comments/1', { decision: 'publish' })).statusCode).toBe(400);
  });
});
