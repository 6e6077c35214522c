import type { CheckoutState } from '@/lib/checkout/checkout-state';
import { emptyCartView } from '@/lib/cart/cart-view-builder';
import { shippingStepEvents } from './ga4-checkout-events';

const cart = {
  ...emptyCartView({ countryId: 13, now: new Date('2026-12-07T10:00:00Z'), timeZone: 'Europe/Vienna', currency: { code: 'EUR', symbol: '€', rate: 1 } }),
  lines: [
    {
      id: 1, productId: 7, pseId: 70, ref: 'R7', title: 'Armatur', href: '/a', image: null, variation: '', brand: 'GROHE', quantity: 2, step: 1, min: 1,
      unitPrice: 99.5, unitPriceBefore: null, linePrice: 199, taxPercent: 20, stockState: 'in_stock' as const, quantityRemain: 9, undeliverable: false,
      fulfilmentCenter: 0, fulfilmentOptions: [], priceDay: '2026-12-07',
    },
  ],
};
const state = (shipping: CheckoutState['shipping']): CheckoutState => ({
  contact: { email: 'a@example.com', phone: '', business: false },
  invoiceAddress: null,
  deliveryAddress: null,
  shipping,
  deliveryCountryId: 13,
  cart,
  freightTitles: [],
  deliveryMethods: { options: [{ id: 77, code: 'Paketdienst', title: 'Paket', postage: 5.9, pickup: false }], selectedId: 77, unavailable: false },
  pickupCentres: [],
  paymentMethods: {
    options: [{ id: 5, code: 'PayPal', title: 'PayPal', description: '', conditions: '', logo: '/p.svg', fee: 0 }],
    selectedId: 5,
    unavailable: false,
  },
  totals: { goods: 199, shipping: 5.9, freight: false, fee: 0, discount: 0, total: 204.9, vat: [] },
  reachable: 'review',
});

describe('GA4 checkout step events', () => {
  test('a saved shipping step: add_shipping_info with the delivery code, add_payment_info with the payment code', () => {
    const items = [{ item_id: '7', item_name: 'Armatur', item_brand: 'GROHE', price: 99.5, quantity: 2 }];
    expect(shippingStepEvents(state({ deliveryModuleId: 77, pickupCentreId: null, paymentModuleId: 5, message: '', completeDelivery: false }))).toEqual([
      { event: 'add_shipping_info', ecommerce: { currency: 'EUR', value: 199, shipping_tier: 'Paketdienst', items } },
      { event: 'add_payment_info', ecommerce: { currency: 'EUR', value: 199, payment_type: 'PayPal', items } },
    ]);
  });

  test('nothing while the step is not saved', () => {
    expect(shippingStepEvents(state(null))).toEqual([]);
  });
});
