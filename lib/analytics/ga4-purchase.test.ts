import { sampleOrder } from '@/contract/testing/order-fixtures';
import { purchaseEvent } from './ga4-purchase';

describe('GA4 purchase', () => {
  test('transaction_id is the order number; value the goods less the discount; tax, shipping and items as the order has them', () => {
    const order = sampleOrder({ postage_taxed: 5.9, discount_taxed: 10, coupon_code: 'WINTER10', taxes: [{ percent: 20, amount: 48.33 }, { percent: 10, amount: 1.2 }] });
    expect(purchaseEvent(order)).toEqual({
      event: 'purchase',
      ecommerce: {
        currency: 'EUR',
        transaction_id: order.number,
        value: 284.9,
        tax: 49.53,
        shipping: 5.9,
        coupon: 'WINTER10',
        items: [
          { item_id: '101', item_name: 'GROHE Eurosmart Einhand-Waschtischbatterie', item_variant: 'M-Size, chrom', price: 99, quantity: 2 },
          { item_id: '102', item_name: 'hansgrohe Talis E Standventil', item_variant: 'DN 15', price: 96.9, quantity: 1 },
        ],
      },
    });
  });

  test('the currency is the order\'s own (lei in the Romanian shop)', () => {
    expect(purchaseEvent(sampleOrder({ currency: 'RON', locale: 'ro_RO' }))?.ecommerce.currency).toBe('RON');
  });

  test('a cancelled, refunded or failed order is no purchase; paid and awaiting ones are', () => {
    expect(purchaseEvent(sampleOrder({ status: 'canceled' }))).toBeNull();
    expect(purchaseEvent(sampleOrder({ status: 'refunded' }))).toBeNull();
    expect(purchaseEvent(sampleOrder({ status: 'payment_error' }))).toBeNull();
    expect(purchaseEvent(sampleOrder({ status: 'paid' }))?.event).toBe('purchase');
    expect(purchaseEvent(sampleOrder({ status: 'not_paid', payment_code: 'Nachnahme' }))?.event).toBe('purchase');
  });
});
