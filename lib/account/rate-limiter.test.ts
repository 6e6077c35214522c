import { RateLimiter, checkAll } from './rate-limiter';

const MINUTE = 60_000;

function limiter(limit = 3, windowMs = 15 * MINUTE, maxKeys?: number) {
  let now = 1_000_000;
  const options = maxKeys === undefined ? { limit, windowMs } : { limit, windowMs, maxKeys };
  const rate = new RateLimiter(options, () => now);
  return { rate, advance: (ms: number) => (now += ms) };
}

describe('rate limiter', () => {
  test('allows `limit` attempts per window, then refuses with the time until the window ends', () => {
    const { rate, advance } = limiter();
    for (let i = 0; i < 3; i += 1) {
      expect(rate.check('login:anna')).toEqual({ allowed: true });
      rate.hit('login:anna');
    }
    advance(5 * MINUTE);
    expect(rate.check('login:anna')).toEqual({ allowed: false, retryAfterMs: 10 * MINUTE });
    expect(rate.check('login:other')).toEqual({ allowed: true });
  });

  test('a new window starts once the old one ended; reset forgets a key at once', () => {
    const { rate, advance } = limiter(1);
    rate.hit('k');
    expect(rate.check('k').allowed).toBe(false);
    advance(15 * MINUTE);
    expect(rate.check('k').allowed).toBe(true);
    rate.hit('k');
    rate.reset('k');
    expect(rate.check('k').allowed).toBe(true);
  });

  test('keeps at most maxKeys keys (a flood of fresh keys cannot grow the memory)', () => {
    const { rate } = limiter(1, 15 * MINUTE, 2);
    rate.hit('a');
    rate.hit('b');
    rate.hit('c');
    expect(rate.check('a').allowed).toBe(true);
    expect(rate.check('b').allowed).toBe(false);
    expect(rate.check('c').allowed).toBe(false);
  });

  test('checkAll refuses when any of the keys is over its limit', () => {
    const perAddress = limiter(5).rate;
    const perAccount = limiter(1).rate;
    perAccount.hit('anna');
    expect(checkAll([[perAddress, 'ip'], [perAccount, 'bob']]).allowed).toBe(true);
    expect(checkAll([[perAddress, 'ip'], [perAccount, 'anna']]).allowed).toBe(false);
  });
});
