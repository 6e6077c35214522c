import { readPaymentReturn } from './payment-return';

const REF = 'ORD000000000012';
const read = (method: string, outcome: string, query: string) => readPaymentReturn({ method, outcome }, new URLSearchParams(query));

describe('payment return address', () => {
  test('each method slug and outcome the shop sends providers is read, with the order reference', () => {
    const slugs = { paypal: 'PayPal', globalpayments: 'GlobalPayments', sofort: 'Sofort', stripe: 'StripePayment', ramburs: 'Nachnahme', vorkasse: 'Vorkasse' } as const;
    for (const [slug, method] of Object.entries(slugs)) {
      for (const outcome of ['success', 'cancel', 'failure'] as const) {
        expect(read(slug, outcome, `order_ref=${REF}`)).toMatchObject({ method, outcome, orderRef: REF });
      }
    }
  });

  test('an unknown method or outcome, or a missing or malformed order reference, is not a return', () => {
    for (const [method, outcome, query] of [
      ['PayPal', 'success', `order_ref=${REF}`],
      ['amazon', 'success', `order_ref=${REF}`],
      ['paypal', 'paid', `order_ref=${REF}`],
      ['paypal', 'success', ''],
      ['paypal', 'success', 'order_ref=12'],
      ['paypal', 'success', `order_ref=${REF}x`],
      ['stripe', 'success', `order_ref=${encodeURIComponent(`${REF}\n`)}`],
    ] as const) {
      expect({ method, outcome, query, read: read(method, outcome, query) }).toEqual({ method, outcome, query, read: null });
    }
  });

  test('PayPal: approve carries token and PayerID for /paypal/accept, cancel the token for /paypal/cancel', () => {
    expect(read('paypal', 'success', `order_ref=${REF}&token=5O190127TN364715T&PayerID=FSMVU44LF3YUS`)?.paypal).toEqual({
      kind: 'accept',
      data: { token: '5O190127TN364715T', PayerID: 'FSMVU44LF3YUS' },
    });
    expect(read('paypal', 'cancel', `order_ref=${REF}&token=5O190127TN364715T`)?.paypal).toEqual({ kind: 'cancel', data: { token: '5O190127TN364715T' } });
  });

  test('a PayPal return without valid provider fields asks for no follow-up (the backend state decides)', () => {
    expect(read('paypal', 'success', `order_ref=${REF}`)?.paypal).toBeNull();
    expect(read('paypal', 'success', `order_ref=${REF}&token=5O190127TN364715T`)?.paypal).toBeNull();
    expect(read('paypal', 'success', `order_ref=${REF}&token=x&PayerID=FSMVU44LF3YUS`)?.paypal).toBeNull();
    expect(read('paypal', 'failure', `order_ref=${REF}&token=5O190127TN364715T`)?.paypal).toBeNull();
    expect(read('stripe', 'success', `order_ref=${REF}&token=5O190127TN364715T&PayerID=FSMVU44LF3YUS`)?.paypal).toBeNull();
  });
});
