import {
  NEWSLETTER_CONFIRM_HOURS, NEWSLETTER_MESSAGES, customerNewsletterResponseSchema, newsletterSubscribeResponseSchema,
} from '@/contract/account-newsletter';
import { outboxResponseSchema } from '@/contract/checkout';
import { customerResponseSchema } from '@/contract/account';
import { createTestApp, type TestApp } from '@/backend/test-app';
import { demoCustomer, loginToken } from '@/backend/test-accounts';

let t: TestApp;
let clock = new Date('2026-11-24T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const BASE = 'https://at.localhost/newsletter';
const subscribe = (email: string, locale = 'de_AT') => t.post('/api/newsletter/subscribe', { email, locale, confirm_base: BASE });
const stateOf = (email: string) => t.db.prepare('SELECT status FROM newsletter_subscription WHERE email = ?').get(email) as { status: string } | undefined;

/** The token of the newest confirmation mail to an address. */
async function confirmToken(email: string): Promise<string> {
  const outbox = outboxResponseSchema.parse((await t.get(`/api/outbox?to=${encodeURIComponent(email)}`)).json());
  const mail = outbox.messages.find((m) => m.kind === 'newsletter_confirmation');
  const token = mail ? new RegExp(`${BASE}\\?confirm=([\\w-]{43})`).exec(mail.body)?.[1] : undefined;
  if (!token) throw new Error(`no confirmation link to ${email}`);
  return token;
}

describe('newsletter with double opt-in', () => {
  test('S1-13 a subscription is pending until the e-mailed link confirms it; the link works once', async () => {
    const email = 'leserin@example.at';
    const answer = await subscribe('Leserin@Example.at');
    expect(newsletterSubscribeResponseSchema.parse(answer.json()).data.status).toBe('confirmation-sent');
    expect(stateOf(email)).toEqual({ status: 'pending' });
    const token = await confirmToken(email);
    expect((await t.post('/api/newsletter/confirm', { token })).statusCode).toBe(200);
    expect(stateOf(email)).toEqual({ status: 'active' });
    const reused = await t.post('/api/newsletter/confirm', { token });
    expect(reused.statusCode).toBe(404);
    expect(reused.json()).toEqual({ status_code: 404, message: NEWSLETTER_MESSAGES.linkInvalid });
  });

  test('the answer does not tell whether an address is subscribed already; no second mail then', async () => {
    const before = outboxResponseSchema.parse((await t.get('/api/outbox?to=leserin@example.at')).json()).messages.length;
    const again = await subscribe('leserin@example.at');
    expect(again.json()).toEqual({ status_code: 200, data: { status: 'confirmation-sent' } });
    expect(outboxResponseSchema.parse((await t.get('/api/outbox?to=leserin@example.at')).json()).messages).toHaveLength(before);
  });

  test('an expired link does not confirm; the Romanian mail is in Romanian', async () => {
    const email = 'cititor@example.ro';
    await subscribe(email, 'ro_RO');
    const token = await confirmToken(email);
    const mail = outboxResponseSchema.parse((await t.get(`/api/outbox?to=${email}`)).json()).messages[0];
    expect(mail?.subject).toBe('Vă rugăm să confirmați abonarea la newsletter');
    clock = new Date(clock.getTime() + (NEWSLETTER_CONFIRM_HOURS * 3600 + 1) * 1000);
    expect((await t.post('/api/newsletter/confirm', { token })).statusCode).toBe(404);
    expect(stateOf(email)).toEqual({ status: 'pending' });
  });

  test('S8-13 S8-14 unsubscribe: "email not found" for an unknown address, "already unsubscribed" the second time', async () => {
    const unknown = await t.post('/api/newsletter/unsubscribe', { email: 'niemand@example.at' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status_code: 404, message: NEWSLETTER_MESSAGES.emailNotFound });
    expect((await t.post('/api/newsletter/unsubscribe', { email: 'LESERIN@example.at' })).statusCode).toBe(200);
    expect(stateOf('leserin@example.at')).toEqual({ status: 'unsubscribed' });
    const again = await t.post('/api/newsletter/unsubscribe', { email: 'leserin@example.at' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status_code: 409, message: NEWSLETTER_MESSAGES.alreadyUnsubscribed });
  });

  test('S5-03 S5-04 the e-mail is required and must be an e-mail address; the confirmation link must be an http(s) URL', async () => {
    await t.expectError('/api/newsletter/subscribe', 400, { body: { email: '', locale: 'de_AT', confirm_base: BASE } });
    await t.expectError('/api/newsletter/subscribe', 400, { body: { email: 'kein-at-zeichen', locale: 'de_AT', confirm_base: BASE } });
    await t.expectError('/api/newsletter/subscribe', 400, { body: { email: 'a@example.at', locale: 'de_AT', confirm_base: 'javascript:alert(1)' } });
    await t.expectError('/api/newsletter/unsubscribe', 400, { body: {} });
  });
});

describe("the customer's own subscription (account)", () => {
  test('subscribing from the account needs the confirmation too; the customer record follows; unsubscribing is at once', async () => {
    const ioana = demoCustomer('private-ro');
    const { token } = await loginToken(t, ioana.email);
    const read = async () => customerNewsletterResponseSchema.parse((await t.request('GET', '/api/newsletter/customer', { token })).json()).data.status;
    expect(await read()).toBe('none');
    const started = await t.request('POST', '/api/newsletter/customer', { token, body: JSON.stringify({ subscribed: true, locale: 'ro_RO', confirm_base: BASE }) });
    expect(customerNewsletterResponseSchema.parse(started.json()).data.status).toBe('pending');
    await t.post('/api/newsletter/confirm', { token: await confirmToken(ioana.email) });
    expect(await read()).toBe('active');
    const record = customerResponseSchema.parse((await t.request('GET', '/api/ExternalOrderApi/customer/', { token })).json());
    expect(record.CustomerItems[0]?.NEWSLETTER).toBe(true);
    const ended = await t.request('POST', '/api/newsletter/customer', { token, body: JSON.stringify({ subscribed: false, locale: 'ro_RO', confirm_base: BASE }) });
    expect(customerNewsletterResponseSchema.parse(ended.json()).data.status).toBe('unsubscribed');
    const after = customerResponseSchema.parse((await t.request('GET', '/api/ExternalOrderApi/customer/', { token })).json());
    expect(after.CustomerItems[0]?.NEWSLETTER).toBe(false);
    expect((await t.get('/api/newsletter/customer')).statusCode).toBe(401);
  });
});
