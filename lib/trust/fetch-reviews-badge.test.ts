import { REVIEWS_BADGE_CACHE_SECONDS } from '@/contract/constants';
import { fetchReviewsBadge, REVIEWS_PROVIDER_TIMEOUT_MS } from './fetch-reviews-badge';

type Seen = { url: string; init: RequestInit & { next?: { revalidate: number; tags: string[] } } };
type Reply = (seen: Seen) => Promise<Response>;

const BASES = { shopvote: 'http://provider.test/shopvote/', trustedshops: 'http://provider.test/ts' };
const QUERY = { shopId: '17311', src: 'https://www.sanitaer-haus.at', lang: 'de' };
const GOOD = {
  ratingvalue: '4.81',
  ratingcount: 2734,
  criteria: [{ name: 'Lieferung', value: 4.8 }],
  sealcolor: '#f29400',
  reviewpage: 'https://www.shopvote.de/bewertung_sanitaer_haus_at_17311.html',
};
const json = (status: number, body: unknown) => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the provider GET of the storefront server', () => {
  const realFetch = globalThis.fetch;
  const seen: Seen[] = [];
  let replies: Reply[] = [];

  beforeAll(() => {
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = { url: String(input), init: (init ?? {}) as Seen['init'] };
      seen.push(call);
      const reply = replies.shift();
      if (!reply) throw new Error('unexpected call');
      return reply(call);
    }) as typeof fetch;
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });
  beforeEach(() => {
    seen.length = 0;
    replies = [];
  });

  test('S7-50 S9-06 asks {base}/badge with shopid, type, src and lang, cached 1800 seconds, and reads the rating', async () => {
    replies = [async () => json(200, GOOD)];
    expect(await fetchReviewsBadge(BASES, 'shopvote', QUERY)).toEqual({
      provider: 'shopvote',
      ratingValue: 4.81,
      ratingCount: 2734,
      criteria: [{ name: 'Lieferung', value: 4.8 }],
      sealColor: '#f29400',
      reviewPage: GOOD.reviewpage,
    });
    expect(seen).toHaveLength(1);
    const url = new URL(seen[0]!.url);
    expect(url.origin + url.pathname).toBe('http://provider.test/shopvote/badge');
    expect(Object.fromEntries(url.searchParams)).toEqual({ shopid: '17311', type: 'badge', src: 'https://www.sanitaer-haus.at', lang: 'de' });
    expect(seen[0]!.init.next).toEqual({ revalidate: REVIEWS_BADGE_CACHE_SECONDS, tags: ['reviews-badge:shopvote'] });
    expect(REVIEWS_BADGE_CACHE_SECONDS).toBe(1800);
    expect(seen[0]!.init.headers).toEqual({ Accept: 'application/json' });
  });

  test('a provider without a configured base URL is not asked', async () => {
    expect(await fetchReviewsBadge(BASES, 'searchrating', QUERY)).toBeNull();
    expect(seen).toHaveLength(0);
  });

  test.each([
    ['answers 500', async () => json(500, { error: 'down' })],
    ['answers 404 (unknown shop id)', async () => json(404, { error: 'Unknown shop id' })],
    ['cannot be reached', async () => Promise.reject(new TypeError('fetch failed'))],
  ])('a provider that %s gives no badge', async (_what, reply) => {
    replies = [reply];
    expect(await fetchReviewsBadge(BASES, 'trustedshops', QUERY)).toBeNull();
  });

  test('a provider that does not answer in time gives no badge, within the bounded wait', async () => {
    replies = [
      ({ init }) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    ];
    const started = Date.now();
    expect(await fetchReviewsBadge(BASES, 'shopvote', QUERY)).toBeNull();
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(REVIEWS_PROVIDER_TIMEOUT_MS - 50);
    expect(waited).toBeLessThan(REVIEWS_PROVIDER_TIMEOUT_MS + 1_000);
  });

  test('an answer outside the contract is asked once more past the cache (a stored junk 200), then given up', async () => {
    replies = [async () => json(200, '<html>maintenance</html>'), async () => json(200, GOOD)];
    expect(await fetchReviewsBadge(BASES, 'shopvote', QUERY)).toMatchObject({ ratingValue: 4.81 });
    expect(seen.map(({ init }) => init.cache ?? 'data-cache')).toEqual(['data-cache', 'no-store']);

    seen.length = 0;
    replies = [async () => json(200, { ...GOOD, ratingvalue: 9 }), async () => json(200, { unexpected: true })];
    expect(await fetchReviewsBadge(BASES, 'shopvote', QUERY)).toBeNull();
    expect(seen).toHaveLength(2);
  });
});
