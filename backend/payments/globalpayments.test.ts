import { hppRequestHash, hppResponseHash, hppTimestamp } from './globalpayments-hash';
import { HPP_RESULTS } from './globalpayments-sandbox';
import { ID_PATTERNS } from './provider-ids';
import { createSandboxTestApp, pageForms, RETURN_BASE, type PageForm, type SandboxTestApp } from './sandbox-test-app';

let t: SandboxTestApp;
beforeAll(async () => {
  t = await createSandboxTestApp();
});
afterAll(async () => t.close());
beforeEach(() => {
  t.clock.now = new Date();
});

const form = (fields: Record<string, string>) => ({ body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const post = (action: string, fields: Record<string, string>) => t.request('POST', action, form(fields));

/** The hand-off page's form (the HPP request) of a started payment. */
async function handOff(url: string): Promise<{ html: string; request: PageForm }> {
  const page = await t.request('GET', url);
  expect(page.status).toBe(200);
  const request = pageForms(page.text)[0];
  if (!request) throw new Error('no form on the hand-off page');
  return { html: page.text, request };
}

/** Posts the HPP request, presses a button on the HPP, and answers the signed response form it posts back. */
async function payAtHpp(url: string, button: string): Promise<PageForm> {
  const { request } = await handOff(url);
  const hpp = await post(request.action, request.fields);
  expect(hpp.status).toBe(200);
  const decided = await t.submit({ html: hpp.text }, button);
  expect(decided.status).toBe(200);
  const response = pageForms(decided.text)[0];
  if (!response) throw new Error('no response form');
  return response;
}

describe('Global Payments HPP sandbox', () => {
  test('S7-15 start answers the shop hand-off page; it posts the signed HPP request fields to the HPP', async () => {
    const { providerRef, url, input } = t.start('GlobalPayments', { amountMinor: 45_990, currency: 'RON' });
    expect(providerRef).toMatch(ID_PATTERNS.globalPaymentsOrder);
    expect(url).toBe(`${t.origin}/globalpayments/hpp/${providerRef}`);
    const { html, request } = await handOff(url);
    expect(request.action).toBe(`${t.origin}/sandbox/globalpayments/pay`);
    expect(request.button).toBe('Continue to Global Payments');
    expect(html).toMatch(/<script nonce="[^"]+">document\.getElementById\('hpp'\)\.submit\(\);<\/script>/);
    const { merchantId, account, sharedSecret } = t.sandboxes.context.secrets.globalPayments;
    expect(request.fields).toMatchObject({
      MERCHANT_ID: merchantId,
      ACCOUNT: account,
      ORDER_ID: providerRef,
      AMOUNT: '45990',
      CURRENCY: 'RON',
      AUTO_SETTLE_FLAG: '1',
      HPP_VERSION: '2',
      MERCHANT_RESPONSE_URL: `${t.origin}/globalpayments/response`,
    });
    expect(request.fields.TIMESTAMP).toBe(hppTimestamp(t.clock.now));
    expect(request.fields.SHA1HASH).toBe(hppRequestHash({ TIMESTAMP: request.fields.TIMESTAMP ?? '', MERCHANT_ID: merchantId, ORDER_ID: providerRef, AMOUNT: '45990', CURRENCY: 'RON' }, sharedSecret));
    expect(input.amountMinor).toBe(45_990);
  });

  test('the HPP page names the sandbox, shows amount and currency, and offers pay, cancel and fail as forms', async () => {
    const { url } = t.start('GlobalPayments', { amountMinor: 1_999 });
    const { request } = await handOff(url);
    const hpp = await post(request.action, request.fields);
    expect(hpp.text).toContain('Global Payments HPP Sandbox');
    expect(hpp.text).toContain('€19.99');
    expect(pageForms(hpp.text).map((f) => f.button)).toEqual(['Pay now', 'Cancel and return to the shop', 'Pay with a card that is declined']);
  });

  test('a tampered amount is refused on the HPP page', async () => {
    const { url, providerRef } = t.start('GlobalPayments');
    const { request } = await handOff(url);
    const hpp = await post(request.action, { ...request.fields, AMOUNT: '1' });
    expect(hpp.status).toBe(400);
    expect(hpp.text).toContain('request hash does not match');
    expect(pageForms(hpp.text)).toEqual([]);
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM sandbox_globalpayments_request WHERE order_id = ?').get(providerRef)).toEqual({ n: 0 });
  });

  test('S4-45 pay -> signed response (RESULT 00) to the shop -> paid reported exactly once; browser to success', async () => {
    const { providerRef, url, input } = t.start('GlobalPayments');
    const response = await payAtHpp(url, 'Pay now');
    expect(response.action).toBe(`${t.origin}/globalpayments/response`);
    expect(response.fields).toMatchObject({ ORDER_ID: providerRef, RESULT: '00', AMOUNT: '12345' });
    expect(response.fields.PASREF).toMatch(ID_PATTERNS.globalPaymentsPasref);
    expect(response.fields.AUTHCODE).toMatch(ID_PATTERNS.globalPaymentsAuthcode);
    expect(t.recorder.reportsOf(providerRef)).toEqual([]);

    const answer = await post(response.action, response.fields);
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`${RETURN_BASE}/globalpayments/success?order_ref=${input.orderRef}`);
    expect(t.recorder.reportsOf(providerRef)).toEqual([
      { kind: 'paid', providerRef, amountMinor: 12_345, currency: 'EUR', transactionId: response.fields.PASREF, result: 'paid' },
    ]);
    // The shopper posts the response again (back button): same destination, nothing reported again.
    const again = await post(response.action, response.fields);
    expect(again.location).toBe(answer.location);
    expect(t.recorder.reportsOf(providerRef)).toHaveLength(1);
  });

  test('S4-44 a paid order id cannot be paid again at the HPP, and its hand-off page is closed', async () => {
    const { url } = t.start('GlobalPayments');
    const { request } = await handOff(url);
    const response = await payAtHpp(url, 'Pay now');
    await post(response.action, response.fields);
    const hpp = await post(request.action, request.fields);
    expect(hpp.status).toBe(409);
    expect(hpp.text).toContain('already been processed');
    const handOffAgain = await t.request('GET', url);
    expect(handOffAgain.status).toBe(409);
    expect(handOffAgain.text).toContain('/globalpayments/success?order_ref=');
  });

  test('S4-38 S4-40 fail -> RESULT 101 -> failed reported; browser to failure', async () => {
    const { providerRef, url, input } = t.start('GlobalPayments');
    const response = await payAtHpp(url, 'Pay with a card that is declined');
    expect(response.fields).toMatchObject({ RESULT: HPP_RESULTS.fail.result, AUTHCODE: '' });
    const answer = await post(response.action, response.fields);
    expect(answer.location).toBe(`${RETURN_BASE}/globalpayments/failure?order_ref=${input.orderRef}`);
    expect(t.recorder.reportsOf(providerRef)).toEqual([{ kind: 'failed', providerRef, reason: `Global Payments: 101 ${HPP_RESULTS.fail.message}` }]);
  });

  test('S4-38 S4-39 cancel -> signed response -> cancelled reported; browser to the shop cancel address', async () => {
    const { providerRef, url, input } = t.start('GlobalPayments');
    const response = await payAtHpp(url, 'Cancel and return to the shop');
    const answer = await post(response.action, response.fields);
    expect(answer.location).toBe(`${RETURN_BASE}/globalpayments/cancel?order_ref=${input.orderRef}`);
    expect(t.recorder.reportsOf(providerRef)).toEqual([{ kind: 'cancelled', providerRef }]);
  });

  test('S4-45 a response with a wrong hash, a changed result or amount, or none at all changes nothing', async () => {
    const { providerRef, url } = t.start('GlobalPayments');
    const response = await payAtHpp(url, 'Pay with a card that is declined');
    const forged = { ...response.fields, RESULT: '00', MESSAGE: 'Authorised' };
    const hashOf = (f: Record<string, string>, secret: string) =>
      hppResponseHash({ TIMESTAMP: f.TIMESTAMP ?? '', MERCHANT_ID: f.MERCHANT_ID ?? '', ORDER_ID: f.ORDER_ID ?? '', RESULT: f.RESULT ?? '', MESSAGE: f.MESSAGE ?? '', PASREF: f.PASREF ?? '', AUTHCODE: f.AUTHCODE ?? '' }, secret);
    const attempts: Record<string, string>[] = [
      forged,
      { ...forged, SHA1HASH: hashOf(forged, 'not-the-shared-secret') },
      { ...response.fields, AMOUNT: '1' },
      { ORDER_ID: providerRef, RESULT: '00' },
    ];
    for (const fields of attempts) {
      const answer = await post('/globalpayments/response', fields);
      expect(answer.status).toBe(400);
      expect(answer.text).toContain('could not be verified');
    }
    expect(t.recorder.reportsOf(providerRef)).toEqual([]);
    // The genuine response still counts.
    expect((await post('/globalpayments/response', response.fields)).status).toBe(303);
    expect(t.recorder.reportsOf(providerRef).map((r) => r.kind)).toEqual(['failed']);
  });

  test('a request timestamp more than a day off is refused', async () => {
    const { url } = t.start('GlobalPayments');
    const { request } = await handOff(url);
    t.clock.now = new Date(t.clock.now.getTime() + 25 * 60 * 60 * 1000);
    const hpp = await post(request.action, request.fields);
    expect(hpp.status).toBe(400);
    expect(hpp.text).toContain('timestamp');
  });

  test('unknown hand-off pages are 404 and need no shop token', async () => {
    const answer = await t.request('GET', '/globalpayments/hpp/AAAAAAAAAAAAAAAAAAAAAA');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toContain('text/html');
  });
});
