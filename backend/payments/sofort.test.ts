import { KLARNA_SIGNATURE_HEADER, klarnaSignature } from './klarna-signature';
import { KLARNA_SESSION_LIFE_MS } from './klarna-sandbox';
import { ID_PATTERNS, newUuid } from './provider-ids';
import { createSandboxTestApp, pageForms, RETURN_BASE, type SandboxTestApp } from './sandbox-test-app';

let t: SandboxTestApp;
beforeAll(async () => {
  t = await createSandboxTestApp();
});
afterAll(async () => t.close());
beforeEach(() => {
  t.clock.now = new Date();
});

const secret = () => t.sandboxes.context.secrets.klarna.notificationSecret;
const notify = (body: string, signature: string | null) =>
  t.request('POST', '/sofort/notify', { body, headers: { 'content-type': 'application/json', ...(signature === null ? {} : { [KLARNA_SIGNATURE_HEADER]: signature }) } });

/** A completed-session notification as Klarna would post it. */
const completed = (sessionId: string, changes: { order_amount?: number; occurred_at?: string; event_id?: string } = {}) =>
  JSON.stringify({
    event_id: changes.event_id ?? newUuid(),
    event_type: 'session.completed',
    occurred_at: changes.occurred_at ?? t.clock.now.toISOString(),
    session: { session_id: sessionId, status: 'COMPLETED', order_amount: changes.order_amount ?? 12_345, purchase_currency: 'EUR', merchant_reference1: '', merchant_reference2: '', authorization_token: newUuid(), order_id: newUuid(), klarna_reference: 'ABCD2345' },
  });

describe('Sofort as Klarna pay-now sandbox', () => {
  test('S7-16 start creates a Klarna session (UUID) and answers its sandbox page', async () => {
    const { providerRef, url } = t.start('Sofort');
    expect(providerRef).toMatch(ID_PATTERNS.uuid);
    expect(url).toBe(`${t.origin}/sandbox/klarna/pay/${providerRef}`);
    const page = await t.request('GET', `/sandbox/klarna/pay/${providerRef}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Klarna Sandbox');
    expect(page.text).toContain('€123.45');
    expect(page.text).toContain('EUR');
    expect(pageForms(page.text).map((f) => f.button)).toEqual(['Pay now', 'Abort and return to the shop', 'Pay with a transfer that fails']);
  });

  test('S4-45 pay -> signed push notification to the shop -> paid reported exactly once; browser to success', async () => {
    const { providerRef, input } = t.start('Sofort');
    const answer = await t.submit({ path: `/sandbox/klarna/pay/${providerRef}` }, 'Pay now');
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`${RETURN_BASE}/sofort/success?order_ref=${input.orderRef}`);
    const reports = t.recorder.reportsOf(providerRef);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ kind: 'paid', amountMinor: 12_345, currency: 'EUR', result: 'paid' });
    expect(reports[0]?.kind === 'paid' && reports[0].transactionId).toMatch(ID_PATTERNS.uuid);
  });

  test('S4-44 a completed session cannot be paid again', async () => {
    const { providerRef } = t.start('Sofort');
    const html = (await t.request('GET', `/sandbox/klarna/pay/${providerRef}`)).text;
    await t.submit({ html }, 'Pay now');
    const again = await t.submit({ html }, 'Pay now');
    expect(again.status).toBe(409);
    expect(t.recorder.reportsOf(providerRef)).toHaveLength(1);
  });

  test('S4-38 S4-39 abort -> cancelled reported; browser to the shop cancel address', async () => {
    const { providerRef, input } = t.start('Sofort');
    const answer = await t.submit({ path: `/sandbox/klarna/pay/${providerRef}` }, 'Abort and return to the shop');
    expect(answer.location).toBe(`${RETURN_BASE}/sofort/cancel?order_ref=${input.orderRef}`);
    expect(t.recorder.reportsOf(providerRef)).toEqual([{ kind: 'cancelled', providerRef }]);
  });

  test('S4-38 S4-40 fail -> failed reported; browser to failure', async () => {
    const { providerRef, input } = t.start('Sofort');
    const answer = await t.submit({ path: `/sandbox/klarna/pay/${providerRef}` }, 'Pay with a transfer that fails');
    expect(answer.location).toBe(`${RETURN_BASE}/sofort/failure?order_ref=${input.orderRef}`);
    expect(t.recorder.reportsOf(providerRef)).toEqual([{ kind: 'failed', providerRef, reason: 'Klarna: payment failed' }]);
  });

  test('S4-45 unsigned, mis-signed and tampered notifications are refused (400) and report nothing', async () => {
    const { providerRef } = t.start('Sofort');
    const body = completed(providerRef);
    expect((await notify(body, null)).status).toBe(400);
    expect((await notify(body, klarnaSignature(body, 'not-the-secret'))).status).toBe(400);
    expect((await notify(body.replace('"order_amount":12345', '"order_amount":1'), klarnaSignature(body, secret()))).status).toBe(400);
    expect(t.recorder.reportsOf(providerRef)).toEqual([]);
    expect((await notify(body, klarnaSignature(body, secret()))).status).toBe(200);
    expect(t.recorder.reportsOf(providerRef).map((r) => r.kind)).toEqual(['paid']);
  });

  test('a replayed notification (same event id) and an old one are not acted on', async () => {
    const a = t.start('Sofort').providerRef;
    const eventId = newUuid();
    const first = completed(a, { event_id: eventId, order_amount: 1 });
    expect((await notify(first, klarnaSignature(first, secret()))).json()).toEqual({ received: true });
    expect(t.recorder.reportsOf(a).map((r) => r.kind)).toEqual(['failed']);
    const replay = await notify(first, klarnaSignature(first, secret()));
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(t.recorder.reportsOf(a)).toHaveLength(1);

    const b = t.start('Sofort').providerRef;
    const old = completed(b, { occurred_at: new Date(t.clock.now.getTime() - 6 * 60 * 1000).toISOString() });
    expect((await notify(old, klarnaSignature(old, secret()))).status).toBe(400);
    expect(t.recorder.reportsOf(b)).toEqual([]);
  });

  test('S4-45 a forged browser return reports nothing (the success address is the storefront\'s, not the backend\'s)', async () => {
    const { providerRef } = t.start('Sofort');
    expect((await t.request('GET', `/sofort/success?order_ref=ORD000000000001`)).status).toBe(401);
    expect((await t.request('POST', '/sofort/notify', { body: '{}', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect(t.recorder.reportsOf(providerRef)).toEqual([]);
  });

  test('a session is valid for 48 hours', async () => {
    const { providerRef } = t.start('Sofort');
    t.clock.now = new Date(t.clock.now.getTime() + KLARNA_SESSION_LIFE_MS + 1000);
    expect((await t.request('GET', `/sandbox/klarna/pay/${providerRef}`)).status).toBe(410);
    const post = await t.request('POST', `/sandbox/klarna/pay/${providerRef}`, { body: 'action=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(post.status).toBe(410);
    expect(t.recorder.reportsOf(providerRef)).toEqual([]);
  });
});
