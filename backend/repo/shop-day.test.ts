import { endOfShopDay, timeZoneOf } from './shop-day';

describe('shop day', () => {
  test('the end of the day is local midnight of the shop, also across the clock change', () => {
    expect(endOfShopDay(new Date('2026-11-22T10:00:00Z'), 'Europe/Vienna').toISOString()).toBe('2026-11-22T22:59:59.999Z');
    expect(endOfShopDay(new Date('2026-11-22T23:30:00Z'), 'Europe/Vienna').toISOString()).toBe('2026-11-23T22:59:59.999Z');
    expect(endOfShopDay(new Date('2026-07-01T12:00:00Z'), 'Europe/Bucharest').toISOString()).toBe('2026-07-01T20:59:59.999Z');
    expect(endOfShopDay(new Date('2026-10-25T08:00:00Z'), 'Europe/Berlin').toISOString()).toBe('2026-10-25T22:59:59.999Z');
    expect(endOfShopDay(new Date('2026-03-28T12:00:00Z'), 'Europe/Berlin').toISOString()).toBe('2026-03-28T22:59:59.999Z');
    expect(timeZoneOf('ro_RO')).toBe('Europe/Bucharest');
  });
});
