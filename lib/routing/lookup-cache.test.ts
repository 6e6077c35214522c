import { FOUND_TTL_MS, LookupCache, NOT_FOUND_TTL_MS } from './lookup-cache';

type Outcome = { kind: 'found'; value: number } | { kind: 'not-found' } | { kind: 'unavailable' };

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

describe('lookup cache time to live and size bound (lru-cache)', () => {
  test('a found answer lives FOUND_TTL_MS, an unknown one NOT_FOUND_TTL_MS, counted from a clock that starts at 0', async () => {
    let now = 0;
    const cache = new LookupCache<Outcome>(10, () => now);
    let calls = 0;
    const found = async (): Promise<Outcome> => ({ kind: 'found', value: (calls += 1) });
    const notFound = async (): Promise<Outcome> => ((calls += 1), { kind: 'not-found' });
    await cache.resolve('found', found);
    await cache.resolve('unknown', notFound);
    now = NOT_FOUND_TTL_MS - 1;
    await cache.resolve('found', found);
    await cache.resolve('unknown', notFound);
    expect(calls).toBe(2);
    now = NOT_FOUND_TTL_MS;
    await cache.resolve('unknown', notFound);
    expect(calls).toBe(3);
    now = FOUND_TTL_MS - 1;
    expect(await cache.resolve('found', found)).toEqual({ kind: 'found', value: 1 });
    now = FOUND_TTL_MS;
    expect(await cache.resolve('found', found)).toEqual({ kind: 'found', value: 4 });
  });

  test('an answer past its time stands while the backend cannot be reached; unavailable answers are not stored', async () => {
    let now = 1_000;
    const cache = new LookupCache<Outcome>(10, () => now);
    await cache.resolve('a', async () => ({ kind: 'found', value: 1 }));
    now += FOUND_TTL_MS * 10;
    const unavailable = async (): Promise<Outcome> => ({ kind: 'unavailable' });
    expect(await cache.resolve('a', unavailable)).toEqual({ kind: 'found', value: 1 });
    expect(await cache.resolve('a', unavailable)).toEqual({ kind: 'found', value: 1 });
    expect(await cache.resolve('b', unavailable)).toEqual({ kind: 'unavailable' });
    expect(await cache.resolve('b', async () => ({ kind: 'found', value: 2 }))).toEqual({ kind: 'found', value: 2 });
  });

  test('the size bound pushes out the least recently used answer, expired or not', async () => {
    const cache = new LookupCache<Outcome>(2, () => 5);
    let calls = 0;
    const fetch = async (): Promise<Outcome> => ({ kind: 'found', value: (calls += 1) });
    await cache.resolve('a', fetch);
    await cache.resolve('b', fetch);
    cache.expire((key) => key === 'a');
    await cache.resolve('c', fetch);
    expect(calls).toBe(3);
    const unavailable = async (): Promise<Outcome> => ({ kind: 'unavailable' });
    expect(await cache.resolve('a', unavailable)).toEqual({ kind: 'found', value: 1 });
    expect(await cache.resolve('b', unavailable)).toEqual({ kind: 'unavailable' });
  });
});
