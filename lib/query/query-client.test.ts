import { createQueryClient, VOLATILE_QUERY_TIMING } from './query-client';

describe('browser query client', () => {
  test('S9-03 config, menus and texts are refetched after 30 minutes', () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries?.staleTime).toBe(30 * 60 * 1000);
  });

  test('S9-02 volatile data (the cart) is stale and refetched after 60 seconds', () => {
    expect(VOLATILE_QUERY_TIMING).toEqual({ staleTime: 60 * 1000, refetchInterval: 60 * 1000 });
  });
});
