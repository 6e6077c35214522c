import { ID_PATTERNS } from './provider-ids';
import { PAYPAL_MESSAGES } from './paypal-provider';
import { PAYPAL_APPROVE_VALID_MS } from './paypal-sandbox';
import { createSandboxTestApp, pageForms, RETURN_BASE, type SandboxTestApp } from './sandbox-test-app';

let t: SandboxTestApp;
beforeAll(async () => {
  t = await createSandboxTestApp();
});
afterAll(async () => t.close());
beforeEach(() => {
  t.clock.now = new Date();
});

const accept = (token: string, PayerID: string) =>
  t.request('POST', '/paypal/accept', { token: true, body: JSON.stringify({ paypal_data: { token, PayerID } }), headers: { 'content-type': 'application/json' } });
const cancel = (token: string) => t.request('POST', '/paypal/cancel', { token: true, body: JSON.stringify({ paypal_data: { token } }), headers: { 'content-type': 'application/json' } });

/** Opens the approve page and presses a button; answers the browser's next address. */
async function approvePage(url: string, button: string): Promise<URL> {
  const answer = await t.submit({ path: new URL(url).pathname + new URL(url).search }, button);
  expect(answer.status).toBe(303);
  return new URL(answer.location ?? '');
}

describe('PayPal Orders v2 sandbox', () => {
  test('S7-14 start creates a CREATED PayPal order (17-character id) and answers its approve page, valid 3 hours', async () => {
    const { providerRef, url, input } = t.start('PayPal');
    expect(providerRef).toMatch(ID_PATTERNS.paypalOrder);
    expect(url).toBe(`${t.origin}/sandbox/paypal/checkoutnow?token=${providerRef}`);
    const { clientId, clientSecret } = t.sandboxes.context.secrets.paypal;
    const order = await t.request('GET', `/sandbox/paypal/v2/checkout/orders/${providerRef}`, { headers: { authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}` } });
    expect(order.status).toBe(200);
    const body = order.json() as { status: string; purchase_units: { amount: { value: string; currency_code: string } }[]; links: { rel: string; href: string }[] };
    expect(body.status).toBe('CREATED');
    expect(body.purchase_units[0]?.amount).toEqual({ currency_code: 'EUR', value: '123.45' });
    expect(body.links.find((l) => l.rel === 'approve')?.href).toBe(url);
    const row = t.db.prepare('SELECT create_time, expire_time FROM sandbox_paypal_order WHERE id = ?').get(providerRef) as { create_time: string; expire_time: string };
    expect(Date.parse(row.expire_time) - Date.parse(row.create_time)).toBe(PAYPAL_APPROVE_VALID_MS);
    expect(body).toMatchObject({ purchase_units: [{ reference_id: input.orderRef }] });
  });

  test('the approve page names the sandbox, shows amount and currency, and offers approve, cancel and fail as forms', async () => {
    const { url } = t.start('PayPal', { amountMinor: 9_900 });
    const page = await t.request('GET', new URL(url).pathname + new URL(url).search);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('PayPal Sandbox');
    expect(page.text).toContain('€99.00');
    expect(page.text).toContain('EUR');
    const forms = pageForms(page.text);
    expect(forms.map((f) => f.button)).toEqual(['Approve payment', 'Cancel and return to the shop', 'Approve with a card that is declined at capture']);
    for (const form of forms) expect(form.action).toBe('/sandbox/paypal/checkoutnow');
  });

  test('S7-21 S4-45 approve -> return with token and PayerID -> /paypal/accept captures and reports paid exactly once', async () => {
    const { providerRef, url, input } = t.start('PayPal');
    const back = await approvePage(url, 'Approve payment');
    expect(`${back.origin}${back.pathname}`).toBe(`${RETURN_BASE}/paypal/success`);
    expect(back.searchParams.get('token')).toBe(providerRef);
    expect(back.searchParams.get('order_ref')).toBe(input.orderRef);
    const payerId = back.searchParams.get('PayerID') ?? '';
    expect(payerId).toMatch(ID_PATTERNS.paypalPayer);
    expect(t.recorder.reportsOf(providerRef)).toEqual([]);

    const answer = await accept(providerRef, payerId);
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ status_code: 200, message: PAYPAL_MESSAGES.captured, data: { order_id: input.orderId, order_ref: input.orderRef, status: 'paid' } });
    const reports = t.recorder.reportsOf(providerRef);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ kind: 'paid', amountMinor: 12_345, currency: 'EUR', result: 'paid' });
    expect(reports[0]?.kind === 'paid' && reports[0].transactionId).toMatch(ID_PATTERNS.paypalCapture);
  });

  test('S4-44 a second accept of a paid order neither captures nor reports again: already paid', async () => {
    const { providerRef, url } = t.start('PayPal');
    const payerId = (await approvePage(url, 'Approve payment')).searchParams.get('PayerID') ?? '';
    expect((await accept(providerRef, payerId)).status).toBe(200);
    const again = await accept(providerRef, payerId);
    expect(again.status).toBe(409);
    expect(again.json()).toMatchObject({ message: PAYPAL_MESSAGES.alreadyPaid, data: { status: 'paid' } });
    expect(t.recorder.reportsOf(providerRef)).toHaveLength(1);
  });

  test('a second capture at the PayPal API is refused (ORDER_ALREADY_CAPTURED)', async () => {
    const { providerRef, url } = t.start('PayPal');
    const payerId = (await approvePage(url, 'Approve payment')).searchParams.get('PayerID') ?? '';
    expect((await accept(providerRef, payerId)).status).toBe(200);
    const { clientId, clientSecret } = t.sandboxes.context.secrets.paypal;
    const capture = await t.request('POST', `/sandbox/paypal/v2/checkout/orders/${providerRef}/capture`, {
      headers: { authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(capture.status).toBe(422);
    expect(capture.json()).toMatchObject({ details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
  });

  test('S4-45 a forged browser return (not approved at PayPal) captures nothing and reports nothing', async () => {
    const { providerRef } = t.start('PayPal');
    const answer = await accept(providerRef, 'FORGEDPAYER12');
    expect(answer.status).toBe(409);
    expect(answer.json()).toMatchObject({ message: PAYPAL_MESSAGES.notApproved, data: { status: 'not_paid' } });
    expect(t.recorder.reportsOf(providerRef)).toEqual([]);
    const row = t.db.prepare('SELECT status FROM sandbox_paypal_order WHERE id = ?').get(providerRef) as { status: string };
    expect(row.status).toBe('CREATED');
  });

  test('S4-45 an approved order with a wrong PayerID is not captured', async () => {
    const { providerRef, url } = t.start('PayPal');
    await approvePage(url, 'Approve payment');
    const answer = await accept(providerRef, 'WRONGPAYER123');
    expect(answer.status).toBe(409);
    expect(t.recorder.reportsOf(providerRef)).toEqual([]);
    const row = t.db.prepare('SELECT status FROM sandbox_paypal_order WHERE id = ?').get(providerRef) as { status: string };
    expect(row.status).toBe('APPROVED');
  });

  test('an unknown token is a 404 and the accept route needs the shop token', async () => {
    expect((await accept('AAAAAAAAAAAAAAAAA', 'BBBBBBBBBBBBB')).status).toBe(404);
    const { providerRef } = t.start('PayPal');
    const anonymous = await t.request('POST', '/paypal/accept', { body: JSON.stringify({ paypal_data: { token: providerRef, PayerID: 'BBBBBBBBBBBBB' } }), headers: { 'content-type': 'application/json' } });
    expect(anonymous.status).toBe(401);
    const malformed = await t.request('POST', '/paypal/accept', { token: true, body: JSON.stringify({ paypal_data: { token: 'lower-case' } }), headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
  });

  test('S4-38 S4-40 instrument declined at capture -> failed reported once, answered 402 with the order closed', async () => {
    const { providerRef, url } = t.start('PayPal');
    const back = await approvePage(url, 'Approve with a card that is declined at capture');
    expect(back.pathname).toBe('/api/checkout/return/paypal/success');
    const answer = await accept(providerRef, back.searchParams.get('PayerID') ?? '');
    expect(answer.status).toBe(402);
    expect(answer.json()).toMatchObject({ message: PAYPAL_MESSAGES.declined, data: { status: 'payment_error' } });
    expect(t.recorder.reportsOf(providerRef)).toEqual([{ kind: 'failed', providerRef, reason: 'PayPal: INSTRUMENT_DECLINED' }]);
    const again = await accept(providerRef, back.searchParams.get('PayerID') ?? '');
    expect(again.status).toBe(409);
    expect(t.recorder.reportsOf(providerRef)).toHaveLength(1);
  });

  test('S4-38 S4-39 cancel on the approve page -> shop cancel address with token; /paypal/cancel reports cancelled once', async () => {
    const { providerRef, url, input } = t.start('PayPal');
    const back = await approvePage(url, 'Cancel and return to the shop');
    expect(`${back.origin}${back.pathname}`).toBe(`${RETURN_BASE}/paypal/cancel`);
    expect(back.searchParams.get('token')).toBe(providerRef);
    expect(back.searchParams.get('order_ref')).toBe(input.orderRef);
    const answer = await cancel(providerRef);
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({ message: PAYPAL_MESSAGES.cancelled, data: { status: 'canceled' } });
    expect((await cancel(providerRef)).status).toBe(200);
    expect(t.recorder.reportsOf(providerRef)).toEqual([{ kind: 'cancelled', providerRef }]);
  });

  test('after a cancel, a later approval is never captured', async () => {
    const { providerRef, url } = t.start('PayPal');
    expect((await cancel(providerRef)).status).toBe(200);
    const payerId = (await approvePage(url, 'Approve payment')).searchParams.get('PayerID') ?? '';
    const answer = await accept(providerRef, payerId);
    expect(answer.status).toBe(409);
    expect(answer.json()).toMatchObject({ message: PAYPAL_MESSAGES.closed });
    expect(t.recorder.reportsOf(providerRef)).toEqual([{ kind: 'cancelled', providerRef }]);
  });

  test('S4-44 cancelling a paid order is refused: already paid', async () => {
    const { providerRef, url } = t.start('PayPal');
    const payerId = (await approvePage(url, 'Approve payment')).searchParams.get('PayerID') ?? '';
    await accept(providerRef, payerId);
    const answer = await cancel(providerRef);
    expect(answer.status).toBe(409);
    expect(answer.json()).toMatchObject({ message: PAYPAL_MESSAGES.alreadyPaid });
    expect(t.recorder.reportsOf(providerRef).map((r) => r.kind)).toEqual(['paid']);
  });

  test('a capture of another amount than the order asked for never reports paid', async () => {
    const { providerRef, url } = t.start('PayPal');
    const payerId = (await approvePage(url, 'Approve payment')).searchParams.get('PayerID') ?? '';
    t.db.prepare('UPDATE sandbox_paypal_order SET amount_minor = 1 WHERE id = ?').run(providerRef);
    const answer = await accept(providerRef, payerId);
    expect(answer.status).toBe(409);
    expect(answer.json()).toMatchObject({ message: PAYPAL_MESSAGES.amountMismatch });
    expect(t.recorder.reportsOf(providerRef).map((r) => r.kind)).toEqual(['failed']);
  });

  test('a capture made but not recorded (the shop stopped in between) is settled by the next accept', async () => {
    const { providerRef, url } = t.start('PayPal');
    const payerId = (await approvePage(url, 'Approve payment')).searchParams.get('PayerID') ?? '';
    expect(t.sandboxes.paypal.capture(providerRef).ok).toBe(true);
    const answer = await accept(providerRef, payerId);
    expect(answer.status).toBe(200);
    expect(t.recorder.reportsOf(providerRef).map((r) => r.kind)).toEqual(['paid']);
  });

  test('the approve link expires after 3 hours', async () => {
    const { providerRef, url } = t.start('PayPal');
    t.clock.now = new Date(t.clock.now.getTime() + PAYPAL_APPROVE_VALID_MS + 1000);
    const page = await t.request('GET', new URL(url).pathname + new URL(url).search);
    expect(page.status).toBe(410);
    expect(page.text).toContain('expired');
    const post = await t.request('POST', '/sandbox/paypal/checkoutnow', { body: `token=${providerRef}&action=approve`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(post.status).toBe(409);
    expect((t.db.prepare('SELECT status FROM sandbox_paypal_order WHERE id = ?').get(providerRef) as { status: string }).status).toBe('CREATED');
  });

  test('the Orders API refuses calls without the client credentials', async () => {
    const { providerRef } = t.start('PayPal');
    expect((await t.request('GET', `/sandbox/paypal/v2/checkout/orders/${providerRef}`)).status).toBe(401);
    const wrong = `Basic ${Buffer.from('someone:else').toString('base64')}`;
    expect((await t.request('POST', `/sandbox/paypal/v2/checkout/orders/${providerRef}/capture`, { headers: { authorization: wrong } })).status).toBe(401);
    // The shop token is no PayPal credential either.
    expect((await t.request('GET', `/sandbox/paypal/v2/checkout/orders/${providerRef}`, { token: true })).status).toBe(401);
  });
});
