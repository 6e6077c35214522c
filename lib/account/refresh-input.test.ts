import { ACCOUNT_MESSAGES } from '@/contract/account';
import { refreshInput } from './refresh-input';

describe('token refresh input', () => {
  test("S5-45 a refresh without customer id or email fails with 'Missing customer_id or email in local storage'", () => {
    expect(refreshInput({ customerId: null, email: 'a@example.at' })).toEqual({ ok: false, error: 'Missing customer_id or email in local storage' });
    expect(refreshInput({ customerId: 7, email: '' })).toEqual({ ok: false, error: ACCOUNT_MESSAGES.missingCustomer });
    expect(refreshInput({})).toEqual({ ok: false, error: ACCOUNT_MESSAGES.missingCustomer });
  });

  test('S7-35 the refresh sends customer_id and email', () => {
    expect(refreshInput({ customerId: 7, email: 'Anna@Example.at' })).toEqual({ ok: true, data: { customer_id: 7, email: 'anna@example.at' } });
  });
});
