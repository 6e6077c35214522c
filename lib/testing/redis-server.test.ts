import { createClient } from 'redis';
import { startTestRedis, type TestRedis } from './redis-server';

describe('startTestRedis', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterAll(() => redis.stop());

  test('starts a real redis-server that stores and answers', async () => {
    const client = createClient({ url: redis.url });
    await client.connect();
    await client.set('probe', 'value');
    expect(await client.get('probe')).toBe('value');
    await client.close();
  });
});
