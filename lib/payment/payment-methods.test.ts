import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAYMENT_METHOD_CODES, PAYMENT_METHOD_SLUGS } from '@/contract/checkout';
import { SHOP_CODES } from '@/contract/shops';
import { PAYMENT_METHODS, paymentMethodOfSlug, paymentMethodsOf, paysOffline, unpaidOrderStep } from './payment-methods';

type Tree = { [key: string]: string | Tree };
const messages = (language: 'de' | 'en' | 'ro'): Tree => JSON.parse(readFileSync(join(__dirname, '..', '..', 'messages', `${language}.json`), 'utf8')) as Tree;

describe('payment method registry', () => {
  test('every method code of the contract has its entry, under its own code', () => {
    expect(Object.keys(PAYMENT_METHODS).sort()).toEqual([...PAYMENT_METHOD_CODES].sort());
    for (const [code, entry] of Object.entries(PAYMENT_METHODS)) expect(entry.code).toBe(code);
  });

  test('every label is named in German, English and Romanian', () => {
    for (const language of ['de', 'en', 'ro'] as const) {
      const names = messages(language)['PaymentMethod'];
      if (typeof names !== 'object') throw new Error(`messages/${language}.json has no PaymentMethod names`);
      for (const entry of Object.values(PAYMENT_METHODS)) {
        const name = names[entry.labelKey];
        expect({ language, code: entry.code, name: typeof name === 'string' && name.trim() !== '' }).toEqual({ language, code: entry.code, name: true });
      }
    }
  });

  test("each shop's methods in the design's order: cash on delivery only in Romania, one card provider per shop", () => {
    const codes = (shop: (typeof SHOP_CODES)[number]) => paymentMethodsOf(shop).map((entry) => entry.code);
    expect(codes('at')).toEqual(['PayPal', 'StripePayment', 'Sofort', 'Vorkasse']);
    expect(codes('de')).toEqual(['PayPal', 'GlobalPayments', 'Sofort', 'Vorkasse']);
    expect(codes('ro')).toEqual(['GlobalPayments', 'PayPal', 'Nachnahme', 'Vorkasse']);
    for (const shop of SHOP_CODES) {
      const places = Object.values(PAYMENT_METHODS).flatMap((entry) => entry.offeredIn[shop] ?? []);
      expect(places.sort((a, b) => a - b)).toEqual(places.map((_, index) => index + 1));
    }
  });

  test('prepayment and cash on delivery are paid offline and say what the order waits for; the others wait for the provider', () => {
    expect(PAYMENT_METHOD_CODES.filter(paysOffline)).toEqual(['Nachnahme', 'Vorkasse']);
    expect(unpaidOrderStep('Vorkasse')).toBe('transfer');
    expect(unpaidOrderStep('Nachnahme')).toBe('courier');
    for (const code of ['PayPal', 'GlobalPayments', 'Sofort', 'StripePayment'] as const) expect(unpaidOrderStep(code)).toBe('awaiting-payment');
  });

  test('only the card provider answers a session id, only PayPal needs a follow-up on return', () => {
    expect(PAYMENT_METHOD_CODES.filter((code) => PAYMENT_METHODS[code].flow === 'card-session')).toEqual(['StripePayment']);
    expect(PAYMENT_METHOD_CODES.filter((code) => PAYMENT_METHODS[code].returnFollowUp !== null)).toEqual(['PayPal']);
  });

  test("a return address's slug names its method; any other slug none", () => {
    for (const code of PAYMENT_METHOD_CODES) expect(paymentMethodOfSlug(PAYMENT_METHOD_SLUGS[code])).toBe(code);
    for (const slug of ['PayPal', 'amazon', '', 'constructor', '__proto__']) expect(paymentMethodOfSlug(slug)).toBeNull();
  });
});
