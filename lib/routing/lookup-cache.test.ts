import { FOUND_TTL_MS, LookupCache } from './lookup-cache';

type Outcome = { kind: 'found'; value: number } | { kind: 'unavailable' };

describe('lookup cache expiry after a revalidation', () => {
  test('an expired answer is asked again on its next request; a failing backend keeps the old answer', async () => {
    const cache = new LookupCache<Outcome>(10, () => 0);
    let answer: Outcome = { kind: 'found', value: 1 };
    let calls = 0;
    const fetch = async () => {
      calls += 1;
      return answer;
    };
    expect(await cache.resolve('a', fetch)).toEqual({ kind: 'found', value: 1 });
    expect(await cache.resolve('a', fetch)).toEqual({ kind: 'found', value: 1 });
    expect(calls).toBe(1);
    cache.expire();
    answer = { kind: 'found', value: 2 };
    expect(await cache.resolve('a', fetch)).toEqual({ kind: 'found', value: 2 });
    expect(calls).toBe(2);
    cache.expire();
    answer = { kind: 'unavailable' };
    expect(await cache.resolve('a', fetch)).toEqual({ kind: 'found', value: 2 });
  });

  test('only the keys that match expire', async () => {
    const cache = new LookupCache<Outcome>(10, () => 0);
    let calls = 0;
    const fetch = async (): Promise<Outcome> => ({ kind: 'found', value: (calls += 1) });
    await cache.resolve('de_AT|5', fetch);
    await cache.resolve('de_AT|6', fetch);
    cache.expire((key) => key.endsWith('|5'));
    expect(await cache.resolve('de_AT|5', fetch)).toEqual({ kind: 'found', value: 3 });
    expect(await cache.resolve('de_AT|6', fetch)).toEqual({ kind: 'found', value: 2 });
  });

  test('an answer fetched across an expiry is used once but stored expired (it may predate the change)', async () => {
    let now = 0;
    const cache = new LookupCache<Outcome>(10, () => now);
    let release: (outcome: Outcome) => void = () => undefined;
    const slow = () => new Promise<Outcome>((resolve) => (release = resolve));
    const pending = cache.resolve('a', slow);
    cache.expire();
    release({ kind: 'found', value: 1 });
    expect(await pending).toEqual({ kind: 'found', value: 1 });
    let calls = 0;
    const fresh = async (): Promise<Outcome> => ({ kind: 'found', value: 10 + (calls += 1) });
    expect(await cache.resolve('a', fresh)).toEqual({ kind: 'found', value: 11 });
    // That answer (fetched after the expiry) is kept for the usual time.
    now += FOUND_TTL_MS - 1;
    expect(await cache.resolve('a', fresh)).toEqual({ kind: 'found', value: 11 });
  });
});
