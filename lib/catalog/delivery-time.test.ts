import { deliveryPromise, deliveryTime } from './delivery-time';

describe('delivery time', () => {
  test('S3-22 S9-20 in stock 1-2 working days, supplier items 2-3 weeks, or the product working-day min and max', () => {
    expect(deliveryTime('in_stock', { min_days: 1, max_days: 3 })).toEqual({ unit: 'days', min: 1, max: 2 });
    expect(deliveryTime('order_extra', null)).toEqual({ unit: 'weeks', min: 2, max: 3 });
    expect(deliveryTime('backorder', { min_days: 0, max_days: 0 })).toEqual({ unit: 'weeks', min: 2, max: 3 });
    expect(deliveryTime('order_extra', { min_days: 7, max_days: 15 })).toEqual({ unit: 'days', min: 7, max: 15 });
    expect(deliveryTime('on_demand', { min_days: 15, max_days: 30 })).toEqual({ unit: 'days', min: 15, max: 30 });
    expect(deliveryTime('available_from', { min_days: 12, max_days: 14 })).toEqual({ unit: 'days', min: 12, max: 14 });
    expect(deliveryTime('available_from', null)).toBeNull();
    expect(deliveryTime('out_of_stock', { min_days: 5, max_days: 10 })).toBeNull();
    expect(deliveryTime('undeliverable', { min_days: 1, max_days: 3 })).toBeNull();
  });
});

describe('delivery promise: one statement that agrees with the product', () => {
  const shop = { shop: 'at' as const, cutoff: '13:00' };
  // Thursday 19 Nov 2026, 12:30 in Vienna: 30 minutes before the cutoff.
  const beforeCutoff = new Date('2026-11-19T11:30:00Z');

  test('S9-18 a parcel item in stock before the cutoff: the countdown instead of the 1-2 working days', () => {
    expect(deliveryPromise(beforeCutoff, { state: 'in_stock', delay: null, freight: false }, shop)).toEqual({ kind: 'next-day', minutesLeft: 30 });
  });

  test('after the cutoff, on Fridays and while hydrating (no clock): the delivery time, never both', () => {
    const item = { state: 'in_stock' as const, delay: null, freight: false };
    const range = { kind: 'time', time: { unit: 'days', min: 1, max: 2 } };
    expect(deliveryPromise(new Date('2026-11-19T12:30:00Z'), item, shop)).toEqual(range);
    expect(deliveryPromise(new Date('2026-11-20T07:00:00Z'), item, shop)).toEqual(range);
    expect(deliveryPromise(null, item, shop)).toEqual(range);
  });

  test('a freight item never gets the countdown: 3-5 working days by forwarder', () => {
    expect(deliveryPromise(beforeCutoff, { state: 'in_stock', delay: null, freight: true }, shop)).toEqual({ kind: 'time', time: { unit: 'freight-days', min: 3, max: 5 } });
    expect(deliveryTime('in_stock', null, true)).toEqual({ unit: 'freight-days', min: 3, max: 5 });
  });

  test('items from the supplier keep their own time, without countdown; no promise for what cannot be delivered', () => {
    expect(deliveryPromise(beforeCutoff, { state: 'order_extra', delay: null, freight: false }, shop)).toEqual({ kind: 'time', time: { unit: 'weeks', min: 2, max: 3 } });
    expect(deliveryPromise(beforeCutoff, { state: 'out_of_stock', delay: null, freight: false }, shop)).toBeNull();
  });
});
