import { orderDeliveryWindow, type WindowLine } from './delivery-window';

const inStock: WindowLine = { state: 'in_stock', delay: null, freight: false };
const bulky: WindowLine = { state: 'in_stock', delay: null, freight: true };
const supplier: WindowLine = { state: 'backorder', delay: null, freight: false };

describe("the backend's delivery window of an order", () => {
  test('before the cutoff the goods leave today; a public holiday is no working day (8 Dec in Austria)', () => {
    // Friday 4 Dec 2026, 10:00 in Vienna: leaves Friday, Monday 7 Dec at the earliest, Tuesday 8 Dec is a holiday.
    const friday = new Date('2026-12-04T09:00:00Z');
    expect(orderDeliveryWindow(friday, [inStock], 'parcel', 'at', '13:00')).toEqual({ kind: 'parcel', from: '2026-12-07', to: '2026-12-09' });
    expect(orderDeliveryWindow(friday, [inStock], 'parcel', 'de', '13:00')).toEqual({ kind: 'parcel', from: '2026-12-07', to: '2026-12-08' });
  });

  test('after the cutoff, or with a malformed one past 13:00, the goods leave on the next working day', () => {
    const thursdayAfternoon = new Date('2026-11-19T13:30:00Z');
    expect(orderDeliveryWindow(thursdayAfternoon, [inStock], 'parcel', 'at', '13:00')).toEqual({ kind: 'parcel', from: '2026-11-23', to: '2026-11-24' });
    expect(orderDeliveryWindow(thursdayAfternoon, [inStock], 'parcel', 'at', '25:00')).toEqual({ kind: 'parcel', from: '2026-11-23', to: '2026-11-24' });
    expect(orderDeliveryWindow(thursdayAfternoon, [inStock], 'parcel', 'at', '15:00')).toEqual({ kind: 'parcel', from: '2026-11-20', to: '2026-11-23' });
  });

  test('the slowest line decides; freight takes the forwarder days; pickup is one day', () => {
    const monday = new Date('2026-11-16T08:00:00Z');
    expect(orderDeliveryWindow(monday, [inStock, supplier], 'parcel', 'de', null)).toEqual({ kind: 'parcel', from: '2026-11-30', to: '2026-12-07' });
    expect(orderDeliveryWindow(monday, [inStock, bulky], 'freight', 'de', null)).toEqual({ kind: 'freight', from: '2026-11-19', to: '2026-11-23' });
    expect(orderDeliveryWindow(monday, [bulky], 'pickup', 'de', null)).toEqual({ kind: 'pickup', from: '2026-11-17', to: '2026-11-17' });
    const ownDelay: WindowLine = { state: 'order_extra', delay: { min_days: 4, max_days: 6 }, freight: false };
    expect(orderDeliveryWindow(monday, [ownDelay], 'parcel', 'de', null)).toEqual({ kind: 'parcel', from: '2026-11-20', to: '2026-11-24' });
  });

  test('no date without a delivery time for every line', () => {
    const now = new Date('2026-11-16T08:00:00Z');
    expect(orderDeliveryWindow(now, [], 'parcel', 'at', null)).toBeNull();
    expect(orderDeliveryWindow(now, [inStock, { state: 'out_of_stock', delay: null, freight: false }], 'parcel', 'at', null)).toBeNull();
    expect(orderDeliveryWindow(now, [{ state: 'available_from', delay: null, freight: false }], 'parcel', 'at', null)).toBeNull();
  });

  test('Easter Monday counts from Western Easter in Austria and Orthodox Easter in Romania', () => {
    // 2026: Western Easter 5 April (Good Friday 3 April a holiday in Germany only), Orthodox Easter 12 April.
    const thursday = new Date('2026-04-02T06:00:00Z');
    expect(orderDeliveryWindow(thursday, [inStock], 'parcel', 'at', null)).toEqual({ kind: 'parcel', from: '2026-04-03', to: '2026-04-07' });
    expect(orderDeliveryWindow(thursday, [inStock], 'parcel', 'de', null)).toEqual({ kind: 'parcel', from: '2026-04-07', to: '2026-04-08' });
    const thursdayAfter = new Date('2026-04-09T06:00:00Z');
    expect(orderDeliveryWindow(thursdayAfter, [inStock], 'parcel', 'ro', null)).toEqual({ kind: 'parcel', from: '2026-04-14', to: '2026-04-15' });
  });
});
