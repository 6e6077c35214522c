import { clientAnswering } from '@/lib/testing/answering-client';
import { savedAddressesCall } from './saved-addresses-server';

jest.mock('@/lib/routing/shared-health', () => ({ reportBackendUnreachable: jest.fn() }));

let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => logged.mockRestore());

test('S7-06 the saved addresses are asked for the customer with the address list limit', async () => {
  const { client, asked } = clientAnswering(() => ({ status: 200, body: { AddressItems: [] } }));
  await expect(savedAddressesCall(client, 12)).resolves.toEqual({ ok: true, data: [] });
  expect(asked[0]?.pathname).toBe('/api/ExternalOrderApi/address/');
  expect(Object.fromEntries(asked[0]?.searchParams ?? [])).toEqual({ customer_id: '12', limit: '100' });
});

test('an answer that is no address list is a failure, not an empty list', async () => {
  const { client } = clientAnswering(() => ({ status: 200, body: { AddressItems: [{ id: 'x' }] } }));
  await expect(savedAddressesCall(client, 12)).resolves.toMatchObject({ ok: false });
  expect(String(logged.mock.calls[0]?.[0])).toMatch(/saved addresses: address list failed/);
});
