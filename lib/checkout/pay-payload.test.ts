import crypto from 'node:crypto';
import { payRequestSchema } from '@/contract/checkout';
import { GUEST, type ShopSession } from '@/lib/request/session';
import { emptyAddress } from '@/lib/checkout/address-step-rules';
import { NOTHING_MADE, type ExpressData } from './express-data';
import { addressRequest, customerFlags, payPayload, paySessionId, recordKey, stateIdOf, titleOf } from './pay-payload';

const customer: ShopSession = { kind: 'customer', customerId: 7, email: 'kunde@example.at', token: 't', issuedAt: 0, expiresAt: 1 };
const address = { ...emptyAddress(146), salutation: 'miss' as const, firstname: ' Ioana ', lastname: 'Popescu', street: 'Strada Fabricii 93', zipcode: '400620', city: 'Cluj-Napoca', county: 'RO-CJ', vatNumber: 'ro 123 456', company: 'Baie SRL' };
const data: ExpressData & { shipping: NonNullable<ExpressData['shipping']> } = {
  contact: { email: ' ioana@example.ro ', phone: '0264 123 456', business: true },
  invoiceAddress: address,
  deliveryAddress: null,
  shipping: { deliveryModuleId: 78, pickupCentreId: 5, paymentModuleId: 3, message: ' Sunați înainte ', completeDelivery: false },
  made: NOTHING_MADE,
};

describe('pay payload', () => {
  test('S6-08 company status and the guest flag: a guest is guest, isCompany follows the business choice', () => {
    expect(customerFlags(GUEST, true)).toEqual({ isCompany: true, guest: true });
    expect(customerFlags(GUEST, false)).toEqual({ isCompany: false, guest: true });
    expect(customerFlags(customer, true)).toEqual({ isCompany: true, guest: false });
  });

  test('S7-20 the payload has every field of the spec, from the server-side state', () => {
    const payload = payPayload({
      cartId: 12,
      customerId: 34,
      coupon: 'BINEVENIT10',
      origin: 'https://www.casa-sanitara.ro',
      sessionId: 'a'.repeat(43),
      data,
      invoiceAddressId: 56,
      deliveryAddressId: 56,
      pickup: true,
      postageTaxRuleTitle: 'TVA 21%',
      countryId: 146,
      locale: 'ro_RO',
      flags: customerFlags(GUEST, true),
      confirmUndeliverable: false,
    });
    expect(payRequestSchema.parse(payload)).toEqual(payload);
    expect(Object.keys(payload).sort()).toEqual(
      [
        'cart_id', 'customer_id', 'appliedCoupon', 'api_call', 'session_id', 'email', 'delivery_address_id', 'delivery_module_id', 'invoice_address_id',
        'payment_module_id', 'postage_tax_rule_title', 'country_id', 'locale', 'isCompany', 'message', 'isCompleteDelivery', 'guest',
        'confirm_undeliverable', 'fulfilment_center_id',
      ].sort(),
    );
    expect(payload).toMatchObject({ api_call: 'https://www.casa-sanitara.ro/api/checkout/return', email: 'ioana@example.ro', message: 'Sunați înainte', fulfilment_center_id: 5, isCompany: true, guest: true });
    expect(payPayload({ ...{ cartId: 1, customerId: 1, coupon: null, origin: 'http://at.localhost:3000', sessionId: 'b'.repeat(43), data, invoiceAddressId: 1, deliveryAddressId: 2, postageTaxRuleTitle: '', countryId: 13, locale: 'de_AT', flags: customerFlags(GUEST, false), confirmUndeliverable: true }, pickup: false }).fulfilment_center_id).toBeNull();
  });

  test('the idempotency key is an HMAC of cart and attempt: the same submission, the same key; another cart or attempt, another', () => {
    const key = crypto.randomBytes(32);
    const first = paySessionId(key, 12, 'attempt-1234567890abcdef');
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(paySessionId(key, 12, 'attempt-1234567890abcdef')).toBe(first);
    expect(paySessionId(key, 13, 'attempt-1234567890abcdef')).not.toBe(first);
    expect(paySessionId(key, 12, 'attempt-1234567890abcdeg')).not.toBe(first);
    expect(paySessionId(crypto.randomBytes(32), 12, 'attempt-1234567890abcdef')).not.toBe(first);
  });

  test('addresses: company title and VAT number for a business invoice address, the Romanian county as state_id', () => {
    expect(titleOf(address, true)).toBe(3);
    expect(titleOf(address, false)).toBe(2);
    expect(titleOf({ ...address, salutation: 'mr' }, false)).toBe(1);
    expect(addressRequest(34, address, { company: true, phone: '0264 123 456', stateId: 14 })).toMatchObject({
      customer_id: 34,
      title: 3,
      firstname: 'Ioana',
      company: 'Baie SRL',
      vat_number: 'RO123456',
      address3: '',
      state_id: 14,
      phone: '0264 123 456',
    });
    expect(addressRequest(34, { ...address, countryId: 13, county: '' }, { company: false, phone: '', stateId: null })).toMatchObject({ title: 2, vat_number: '', address3: '', state_id: null });
    expect(recordKey({ a: 1 })).toBe(recordKey({ a: 1 }));
    expect(recordKey({ a: 1 })).not.toBe(recordKey({ a: 2 }));
  });

  test('the county id of an address: a Romanian address\'s county by its code, none elsewhere, an unknown code refused', () => {
    const counties = [
      { id: 10, code: 'RO-B' },
      { id: 14, code: 'RO-CJ' },
    ];
    expect(stateIdOf(address, 'RO', counties)).toEqual({ ok: true, data: 14 });
    expect(stateIdOf({ ...address, county: 'Cluj' }, 'RO', counties)).toEqual({ ok: false, error: 'county' });
    expect(stateIdOf({ ...address, county: '' }, 'RO', counties)).toEqual({ ok: false, error: 'county' });
    expect(stateIdOf(address, 'RO', [])).toEqual({ ok: false, error: 'county' });
    expect(stateIdOf({ ...address, countryId: 13 }, 'AT', counties)).toEqual({ ok: true, data: null });
  });
});
