import { clientAnswering } from '@/lib/testing/answering-client';
import { fetchAccountOrder, fetchAccountOrders, orderIdOfSegment } from './account-orders';

jest.mock('@/lib/routing/shared-health', () => ({ reportBackendUnreachable: jest.fn() }));

let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => logged.mockRestore());

describe('the account order helpers', () => {
  test('S7-05 the order list asks for at most ORDER_LIST_LIMIT orders and answers them', async () => {
    const { client, asked } = clientAnswering(() => ({ status: 200, body: { OrderItems: [] } }));
    await expect(fetchAccountOrders(client)).resolves.toEqual({ ok: true, data: [] });
    expect(asked[0]?.pathname).toBe('/api/ExternalOrderApi/order/');
    expect(asked[0]?.searchParams.get('limit')).toBe('999');
    expect(logged).not.toHaveBeenCalled();
  });

  test('S8-37 the order-fetch helper logs an error and answers a failure: 404 is not-found, 5xx and junk are unavailable', async () => {
    const notFound = clientAnswering(() => ({ status: 404, body: { status_code: 404, message: 'Order not found' } }));
    await expect(fetchAccountOrder(notFound.client, 7)).resolves.toEqual({ ok: false, error: 'not-found' });
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toMatch(/account: order failed \(not-found\)/);

    const down = clientAnswering(() => ({ status: 503, body: {} }));
    await expect(fetchAccountOrders(down.client)).resolves.toEqual({ ok: false, error: 'unavailable' });
    const junk = clientAnswering(() => ({ status: 200, body: { OrderItems: [{ id: 'x' }] } }));
    await expect(fetchAccountOrders(junk.client)).resolves.toEqual({ ok: false, error: 'unavailable' });
    expect(logged).toHaveBeenCalledTimes(3);
  });

  test('an order id of a path: 1 to 9 digits without a leading zero, nothing else', () => {
    expect(orderIdOfSegment('42')).toBe(42);
    for (const bad of ['0', '042', '-1', '1e3', '1234567890', '12a', '', ' 4']) expect({ bad, id: orderIdOfSegment(bad) }).toEqual({ bad, id: null });
  });
});
