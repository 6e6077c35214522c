import { createQueryClient } from './query-client';

describe('browser query client', () => {
  test('S9-03 config, menus and texts are refetched after 30 minutes', () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries?.staleTime).toBe(30 * 60 * 1000);
  });
});
