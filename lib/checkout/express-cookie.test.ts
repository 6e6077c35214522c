import { EXPRESS_DATA_LIFE_MS } from '@/contract/constants';
import { FIELD_LIMITS } from '@/lib/address/address-rules';
import { MAX_CHUNKS } from '@/lib/request/express-cookie-names';
import { checkoutKeys, chunksOf, expressCookieOptions, openExpress, readChunks, sealExpress } from './express-cookie';
import { expressDataSchema, type ExpressData } from './express-data';

const key = checkoutKeys({ token: 'shop-token' }).express;
const NOW = Date.UTC(2026, 10, 24, 10, 0, 0);
const data = { contact: { email: 'anna@example.at' }, step: 'shipping' };

describe('express cookie', () => {
  test('S3-60 the express data is sealed: the cookie value shows none of it and opens with the key', () => {
    const sealed = sealExpress(data, 'at', key, NOW);
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain('anna');
    expect(openExpress(sealed, 'at', key, NOW + 1000)).toEqual(data);
    // A new IV each time: the same data never gives the same value.
    expect(sealExpress(data, 'at', key, NOW)).not.toBe(sealed);
  });

  test('a changed value is ignored', () => {
    const sealed = sealExpress(data, 'at', key, NOW);
    const bytes = Buffer.from(sealed, 'base64url');
    for (const at of [0, 13, 30, bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed[at] = (changed[at] ?? 0) ^ 1;
      expect(openExpress(changed.toString('base64url'), 'at', key, NOW)).toBeNull();
    }
    expect(openExpress(sealed.slice(0, -4), 'at', key, NOW)).toBeNull();
    expect(openExpress('not base64 !', 'at', key, NOW)).toBeNull();
    expect(openExpress('', 'at', key, NOW)).toBeNull();
    expect(openExpress(undefined, 'at', key, NOW)).toBeNull();
  });

  test("another shop's value and another key's value are ignored", () => {
    const sealed = sealExpress(data, 'de', key, NOW);
    expect(openExpress(sealed, 'at', key, NOW)).toBeNull();
    expect(openExpress(sealed, 'de', checkoutKeys({ token: 'other-token' }).express, NOW)).toBeNull();
    expect(openExpress(sealed, 'de', key, NOW)).toEqual(data);
  });

  test('S4-08 the data expires 30 minutes (EXPRESS_DATA_LIFE_MS) after the last save', () => {
    const sealed = sealExpress(data, 'at', key, NOW);
    expect(openExpress(sealed, 'at', key, NOW + EXPRESS_DATA_LIFE_MS - 1)).toEqual(data);
    expect(openExpress(sealed, 'at', key, NOW + EXPRESS_DATA_LIFE_MS)).toBeNull();
    // A save stamped in the future is not trusted either.
    expect(openExpress(sealExpress(data, 'at', key, NOW + 10 * 60_000), 'at', key, NOW)).toBeNull();
  });

  test('CHECKOUT_COOKIE_SECRET wins over the shop token; the idempotency key differs from the cookie key', () => {
    const fromSecret = checkoutKeys({ token: 'shop-token', checkoutCookieSecret: 'a-long-checkout-secret' });
    expect(fromSecret.express.equals(key)).toBe(false);
    expect(fromSecret.express.equals(checkoutKeys({ token: 'another', checkoutCookieSecret: 'a-long-checkout-secret' }).express)).toBe(true);
    expect(fromSecret.session.equals(fromSecret.express)).toBe(false);
    expect(key.length).toBe(32);
  });

  test('httpOnly, SameSite=Lax, Secure outside local hosts, kept 30 minutes', () => {
    expect(expressCookieOptions(true)).toEqual({ httpOnly: true, secure: true, sameSite: 'lax', path: '/', maxAge: 1800 });
    expect(expressCookieOptions(false).secure).toBe(false);
  });

  test('a long value is split over several cookies and read back in order', () => {
    const sealed = 'a'.repeat(3800) + 'b'.repeat(3800) + 'c'.repeat(10);
    const chunks = chunksOf(sealed);
    expect(chunks?.map((chunk) => chunk.name)).toEqual(['checkout', 'checkout-1', 'checkout-2']);
    const jar = new Map(chunks?.map((chunk) => [chunk.name, chunk.value]));
    expect(readChunks((name) => jar.get(name))).toBe(sealed);
    expect(chunksOf('x'.repeat(3800 * MAX_CHUNKS + 1))).toBeNull();
    // A missing middle chunk ends the value (and then it does not open).
    jar.delete('checkout-1');
    expect(readChunks((name) => jar.get(name))).toBe('a'.repeat(3800));
  });

  test('the largest express data the checkout accepts fits in the cookies, in Romanian diacritics', () => {
    const long = (max: number) => 'ăîșțâ'.repeat(max).slice(0, max);
    const address = {
      salutation: 'miss' as const,
      firstname: long(FIELD_LIMITS.name),
      lastname: long(FIELD_LIMITS.name),
      company: long(FIELD_LIMITS.company),
      vatNumber: 'RO1234567890',
      street: long(FIELD_LIMITS.street),
      addressExtra: long(FIELD_LIMITS.addressExtra),
      zipcode: '041919',
      city: long(FIELD_LIMITS.city),
      countryId: 146,
      county: long(FIELD_LIMITS.county),
    };
    const largest: ExpressData = {
      contact: { email: `${'a'.repeat(240)}@example.ro`, phone: '+'.padEnd(20, '4'), business: true },
      invoiceAddress: address,
      deliveryAddress: address,
      shipping: { deliveryModuleId: 2_000_000_000, pickupCentreId: 2_000_000_000, paymentModuleId: 2_000_000_000, message: long(FIELD_LIMITS.message), completeDelivery: true },
      made: {
        customer: { id: 2_000_000_000, key: 'k'.repeat(43) },
        invoiceAddress: { id: 2_000_000_000, key: 'k'.repeat(43) },
        deliveryAddress: { id: 2_000_000_000, key: 'k'.repeat(43) },
      },
    };
    expect(expressDataSchema.safeParse(largest).success).toBe(true);
    const chunks = chunksOf(sealExpress(largest, 'ro', key, NOW));
    expect(chunks).not.toBeNull();
    for (const chunk of chunks ?? []) expect(`${chunk.name}=${chunk.value}; Path=/; Max-Age=1800; HttpOnly; Secure; SameSite=lax`.length).toBeLessThan(4096);
  });
});
