import { CARD_SESSION_PREFIX } from '@/contract/checkout';
import { ID_PATTERNS, newStripeEventId } from './provider-ids';
import { createSandboxTestApp, pageForms, RETURN_BASE, type SandboxTestApp } from './sandbox-test-app';
import { cardProblem, STRIPE_SESSION_LIFE_S } from './stripe-sandbox';
import { stripeSignatureHeader } from './stripe-signature';

let t: SandboxTestApp;
beforeAll(async () => {
  t = await createSandboxTestApp();
});
afterAll(async () => t.close());
beforeEach(() => {
  t.clock.now = new Date();
});

const pagePath = (sessionId: string) => `/sandbox/stripe/c/pay/${sessionId}`;
const nowS = () => Math.floor(t.clock.now.getTime() / 1000);
const sessionRow = (id: string) => t.db.prepare('SELECT * FROM sandbox_stripe_session WHERE id = ?').get(id) as { status: string; payment_status: string; created: number; expires_at: number; payment_intent: string | null };
const webhook = (body: string, signature: string | null) =>
  t.request('POST', '/stripe/webhook', { body, headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'stripe-signature': signature }) } });
const secret = () => t.sandboxes.context.secrets.stripe.webhookSecret;

/** A signed event as Stripe would post it, about a session in its current state. */
function event(type: string, sessionId: string, changes: Record<string, unknown> = {}) {
  const session = { ...t.sandboxes.stripe.toJson(t.sandboxes.stripe.find(sessionId) ?? (undefined as never)), ...changes };
  return JSON.stringify({ id: newStripeEventId(), object: 'event', type, created: nowS(), data: { object: session } });
}

describe('Stripe Checkout sandbox', () => {
  test('S7-17 S4-36 start creates an open, unpaid Checkout Session (cs_test_ + 58) valid 24 h and answers its id', () => {
    const started = t.providers.StripePayment.start({ orderId: 900, orderRef: 'ORD000000000900', orderNumber: '260900', amountMinor: 5_000, currency: 'EUR', locale: 'de_AT', email: 'a@example.com', returnBase: RETURN_BASE });
    expect(started.kind).toBe('session');
    if (started.kind !== 'session') return;
    expect(started.sessionId.startsWith(CARD_SESSION_PREFIX)).toBe(true);
    expect(started.sessionId).toMatch(ID_PATTERNS.stripeSession);
    expect(started.providerRef).toBe(started.sessionId);
    const row = sessionRow(started.sessionId);
    expect(row).toMatchObject({ status: 'open', payment_status: 'unpaid' });
    expect(row.expires_at - row.created).toBe(STRIPE_SESSION_LIFE_S);
    expect(t.sandboxes.stripe.toJson(t.sandboxes.stripe.find(started.sessionId) ?? (undefined as never)).url).toBe(`${t.origin}${pagePath(started.sessionId)}`);
  });

  test('the session page names the sandbox, shows amount and currency, prefills the test card, and offers its forms', async () => {
    const { providerRef } = t.start('StripePayment', { amountMinor: 250_050, currency: 'RON' });
    const page = await t.request('GET', pagePath(providerRef));
    expect(page.status).toBe(200);
    expect(page.text).toContain('Stripe Checkout Sandbox');
    expect(page.text).toContain('RON');
    expect(page.text).toContain('2,500.50');
    expect(page.text).toMatch(/<label for="card_number">Card number<\/label><input type="text" id="card_number" name="card_number" value="4242 4242 4242 4242"/);
    expect(pageForms(page.text).map((f) => f.button)).toEqual(['Pay', 'Pay with a declined test card', 'Give up: the payment fails', 'Cancel and return to the shop']);
  });

  test('S4-45 pay -> signed checkout.session.completed reaches the webhook -> paid reported exactly once; browser to success', async () => {
    const { providerRef, input } = t.start('StripePayment');
    const answer = await t.submit({ path: pagePath(providerRef) }, 'Pay');
    expect(answer.status).toBe(303);
    const back = new URL(answer.location ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`${RETURN_BASE}/stripe/success`);
    expect(back.searchParams.get('session_id')).toBe(providerRef);
    expect(back.searchParams.get('order_ref')).toBe(input.orderRef);
    const reports = t.recorder.reportsOf(providerRef);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ kind: 'paid', amountMinor: 12_345, currency: 'EUR', result: 'paid' });
    expect(reports[0]?.kind === 'paid' && reports[0].transactionId).toMatch(ID_PATTERNS.stripePaymentIntent);
    expect(sessionRow(providerRef)).toMatchObject({ status: 'complete', payment_status: 'paid' });
    const events = t.db.prepare('SELECT id, type, delivery_status FROM sandbox_stripe_event WHERE session_id = ?').all(providerRef) as { id: string; type: string; delivery_status: number }[];
    expect(events).toHaveLength(1);
    expect(events[0]?.id).toMatch(ID_PATTERNS.stripeEvent);
    expect(events[0]).toMatchObject({ type: 'checkout.session.completed', delivery_status: 200 });
  });

  test('S4-44 a paid session cannot be paid again', async () => {
    const { providerRef } = t.start('StripePayment');
    const html = (await t.request('GET', pagePath(providerRef))).text;
    expect((await t.submit({ html }, 'Pay')).status).toBe(303);
    const again = await t.submit({ html }, 'Pay');
    expect(again.status).toBe(409);
    expect(again.text).toContain('already been made');
    expect(t.recorder.reportsOf(providerRef)).toHaveLength(1);
  });

  test('a declined card stays on the page with the decline message; a second try succeeds', async () => {
    const { providerRef } = t.start('StripePayment');
    const declined = await t.submit({ path: pagePath(providerRef) }, 'Pay with a declined test card');
    expect(declined.status).toBe(402);
    expect(declined.text).toContain('role="alert">Your card was declined.</p>');
    expect(t.recorder.reportsOf(providerRef)).toEqual([]);
    expect(sessionRow(providerRef).status).toBe('open');
    const retry = await t.submit({ html: declined.text }, 'Pay', { card_number: '4242424242424242' });
    expect(retry.status).toBe(303);
    expect(t.recorder.reportsOf(providerRef).map((r) => r.kind)).toEqual(['paid']);
  });

  test('S4-38 S4-40 give up -> session expired, checkout.session.expired reports failed, browser to failure', async () => {
    const { providerRef, input } = t.start('StripePayment');
    const answer = await t.submit({ path: pagePath(providerRef) }, 'Give up: the payment fails');
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`${RETURN_BASE}/stripe/failure?session_id=${providerRef}&order_ref=${input.orderRef}`);
    expect(sessionRow(providerRef).status).toBe('expired');
    expect(t.recorder.reportsOf(providerRef)).toEqual([{ kind: 'failed', providerRef, reason: 'Stripe: checkout session expired' }]);
    expect(t.recorder.statusOf(providerRef)).toBe('payment_error');
  });

  test('S4-38 S4-39 cancel -> the shop expires the session and reports cancelled once; browser to the shop cancel address', async () => {
    const { providerRef, input } = t.start('StripePayment');
    const answer = await t.submit({ path: pagePath(providerRef) }, 'Cancel and return to the shop');
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`${t.origin}/stripe/return/cancel?session_id=${providerRef}`);
    const hop = await t.request('GET', answer.location ?? '');
    expect(hop.status).toBe(303);
    expect(hop.location).toBe(`${RETURN_BASE}/stripe/cancel?session_id=${providerRef}&order_ref=${input.orderRef}`);
    expect(sessionRow(providerRef).status).toBe('expired');
    expect(t.recorder.reportsOf(providerRef)).toEqual([{ kind: 'cancelled', providerRef }]);
    const again = await t.request('GET', answer.location ?? '');
    expect(again.status).toBe(303);
    expect(t.recorder.reportsOf(providerRef)).toHaveLength(1);
  });

  test('the cancel address does not cancel a paid session', async () => {
    const { providerRef } = t.start('StripePayment');
    await t.submit({ path: pagePath(providerRef) }, 'Pay');
    const hop = await t.request('GET', `/stripe/return/cancel?session_id=${providerRef}`);
    expect(hop.status).toBe(303);
    expect(t.recorder.reportsOf(providerRef).map((r) => r.kind)).toEqual(['paid']);
    expect(sessionRow(providerRef).status).toBe('complete');
  });

  test('S4-45 a forged browser return or cancel without a session reports nothing', async () => {
    const { providerRef } = t.start('StripePayment');
    expect((await t.request('GET', `/stripe/return/cancel?session_id=cs_test_${'x'.repeat(58)}`)).status).toBe(404);
    expect((await t.request('GET', '/stripe/return/cancel')).status).toBe(404);
    expect(t.recorder.reportsOf(providerRef)).toEqual([]);
  });

  test('the webhook refuses unsigned, mis-signed and tampered events (400) and reports nothing', async () => {
    const { providerRef } = t.start('StripePayment');
    const body = event('checkout.session.completed', providerRef, { status: 'complete', payment_status: 'paid', payment_intent: 'pi_' + 'a'.repeat(24) });
    expect((await webhook(body, null)).status).toBe(400);
    expect((await webhook(body, stripeSignatureHeader(body, 'whsec_wrong', nowS()))).status).toBe(400);
    const signed = stripeSignatureHeader(body, secret(), nowS());
    expect((await webhook(body.replace('"amount_total":12345', '"amount_total":1'), signed)).status).toBe(400);
    expect(t.recorder.reportsOf(providerRef)).toEqual([]);
    // The same body, rightly signed, is accepted: the refusals were about the signature.
    expect((await webhook(body, signed)).status).toBe(200);
    expect(t.recorder.reportsOf(providerRef).map((r) => r.kind)).toEqual(['paid']);
  });

  test('the webhook refuses a signature older than 5 minutes', async () => {
    const { providerRef } = t.start('StripePayment');
    const body = event('checkout.session.completed', providerRef, { status: 'complete', payment_status: 'paid' });
    const answer = await webhook(body, stripeSignatureHeader(body, secret(), nowS() - 301));
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('too-old');
    expect(t.recorder.reportsOf(providerRef)).toEqual([]);
  });

  test('a replayed event (same id) is acknowledged but never acted on again', async () => {
    const { providerRef } = t.start('StripePayment');
    const body = event('checkout.session.expired', providerRef, { status: 'expired' });
    expect((await webhook(body, stripeSignatureHeader(body, secret(), nowS()))).json()).toEqual({ received: true });
    const replay = await webhook(body, stripeSignatureHeader(body, secret(), nowS()));
    expect(replay.status).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(t.recorder.reportsOf(providerRef)).toHaveLength(1);
  });

  test('a completed event with another amount or an unpaid status does not report paid', async () => {
    const { providerRef } = t.start('StripePayment');
    const unpaid = event('checkout.session.completed', providerRef, { status: 'complete', payment_status: 'unpaid' });
    expect((await webhook(unpaid, stripeSignatureHeader(unpaid, secret(), nowS()))).status).toBe(200);
    expect(t.recorder.reportsOf(providerRef)).toEqual([]);
    const other = event('checkout.session.completed', providerRef, { status: 'complete', payment_status: 'paid', amount_total: 100 });
    expect((await webhook(other, stripeSignatureHeader(other, secret(), nowS()))).status).toBe(200);
    expect(t.recorder.reportsOf(providerRef).map((r) => r.kind)).toEqual(['failed']);
  });

  test('async_payment_succeeded reports paid; async_payment_failed reports failed', async () => {
    const a = t.start('StripePayment').providerRef;
    const succeeded = event('checkout.session.async_payment_succeeded', a, { status: 'complete', payment_status: 'paid' });
    expect((await webhook(succeeded, stripeSignatureHeader(succeeded, secret(), nowS()))).status).toBe(200);
    expect(t.recorder.reportsOf(a).map((r) => r.kind)).toEqual(['paid']);
    const b = t.start('StripePayment').providerRef;
    const failed = event('checkout.session.async_payment_failed', b, { status: 'complete', payment_status: 'unpaid' });
    expect((await webhook(failed, stripeSignatureHeader(failed, secret(), nowS()))).status).toBe(200);
    expect(t.recorder.reportsOf(b)).toEqual([{ kind: 'failed', providerRef: b, reason: 'Stripe: asynchronous payment failed' }]);
  });

  test('a session past its 24 hours expires when opened: expired event, failed reported, page says so', async () => {
    const { providerRef } = t.start('StripePayment');
    t.clock.now = new Date(t.clock.now.getTime() + STRIPE_SESSION_LIFE_S * 1000 + 1000);
    const page = await t.request('GET', pagePath(providerRef));
    expect(page.status).toBe(410);
    expect(page.text).toContain('has expired');
    expect(t.recorder.reportsOf(providerRef).map((r) => r.kind)).toEqual(['failed']);
  });

  test('the expire API needs the secret key', async () => {
    const { providerRef } = t.start('StripePayment');
    expect((await t.request('POST', `/sandbox/stripe/v1/checkout/sessions/${providerRef}/expire`, { token: true })).status).toBe(401);
    expect(sessionRow(providerRef).status).toBe('open');
  });

  test('test cards: 4242 is charged, invalid numbers, past expiry and declined cards are refused', () => {
    const now = new Date('2026-11-01T00:00:00Z');
    expect(cardProblem({ number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' }, now)).toBeNull();
    expect(cardProblem({ number: '4242 4242 4242 4241', expiry: '12 / 34', cvc: '123' }, now)).toBe('Your card number is invalid.');
    expect(cardProblem({ number: '4242424242424242', expiry: '10/26', cvc: '123' }, now)).toBe('Your card has expired.');
    expect(cardProblem({ number: '4242424242424242', expiry: '11/26', cvc: '123' }, now)).toBeNull();
    expect(cardProblem({ number: '4242424242424242', expiry: '13/30', cvc: '123' }, now)).toBe("Your card's expiration date is invalid.");
    expect(cardProblem({ number: '4242424242424242', expiry: '12/30', cvc: '12' }, now)).toBe("Your card's security code is invalid.");
    expect(cardProblem({ number: '4000 0000 0000 0002', expiry: '12/30', cvc: '123' }, now)).toBe('Your card was declined.');
    expect(cardProblem({ number: '4000000000009995', expiry: '12/30', cvc: '123' }, now)).toBe('Your card has insufficient funds.');
  });
});
