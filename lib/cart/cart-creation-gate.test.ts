import { createCartCreationGate, pageLock } from './cart-creation-gate';

/** A stand-in storefront: each add without the cookie makes a new cart and sets the cookie; answers come when released. */
function fakeStorefront() {
  let cookie: number | null = null;
  let nextCart = 1;
  const carts = new Map<number, string[]>();
  const waiting: Array<() => void> = [];
  let inFlight = 0;
  let maxInFlightWithoutCookie = 0;
  const add = (product: string): Promise<{ ok: boolean; cart: number }> => {
    const sentWith = cookie;
    inFlight += 1;
    if (sentWith === null) maxInFlightWithoutCookie = Math.max(maxInFlightWithoutCookie, inFlight);
    return new Promise((resolve) => {
      waiting.push(() => {
        inFlight -= 1;
        const cart = sentWith ?? nextCart++;
        carts.set(cart, [...(carts.get(cart) ?? []), product]);
        cookie = cart;
        resolve({ ok: true, cart });
      });
    });
  };
  return {
    add,
    carts,
    cookie: () => cookie,
    maxInFlightWithoutCookie: () => maxInFlightWithoutCookie,
    pending: () => waiting.length,
    /** Answers the oldest request. */
    releaseOne: () => waiting.shift()?.(),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function settleAll(storefront: ReturnType<typeof fakeStorefront>, calls: Array<Promise<unknown>>): Promise<void> {
  let settled = false;
  const all = Promise.all(calls).then(() => {
    settled = true;
  });
  while (!settled) {
    await flush();
    storefront.releaseOne();
  }
  await all;
}

describe('cart creation gate', () => {
  test('five parallel first adds: one at a time until the first made the cart, then all in that cart', async () => {
    const storefront = fakeStorefront();
    const gate = createCartCreationGate(pageLock());
    const products = ['a', 'b', 'c', 'd', 'e'];
    const calls = products.map((product) => gate.run(() => storefront.add(product), (answer) => answer.ok));
    await flush();
    // Only the first add is out; the others wait for its cookie.
    expect(storefront.pending()).toBe(1);
    await settleAll(storefront, calls);
    expect(storefront.maxInFlightWithoutCookie()).toBe(1);
    expect([...storefront.carts.keys()]).toEqual([1]);
    expect(storefront.carts.get(1)?.sort()).toEqual(products);
    expect((await Promise.all(calls)).every((answer) => answer.ok)).toBe(true);
  });

  test('once the cart exists, adds run in parallel (no lock)', async () => {
    const storefront = fakeStorefront();
    const gate = createCartCreationGate(pageLock());
    await settleAll(storefront, [gate.run(() => storefront.add('a'), (answer) => answer.ok)]);
    const calls = ['b', 'c', 'd'].map((product) => gate.run(() => storefront.add(product), (answer) => answer.ok));
    await flush();
    expect(storefront.pending()).toBe(3);
    await settleAll(storefront, calls);
    expect(storefront.carts.get(1)).toHaveLength(4);
  });

  test('a cart known from a read lets the first adds run at once', async () => {
    const storefront = fakeStorefront();
    const gate = createCartCreationGate(pageLock());
    gate.markCartKnown();
    const calls = ['a', 'b'].map((product) => gate.run(() => storefront.add(product), (answer) => answer.ok));
    await flush();
    expect(storefront.pending()).toBe(2);
    await settleAll(storefront, calls);
  });

  test('a first add that fails (or throws) lets the next waiting add make the cart; rollback sees its own answer', async () => {
    const gate = createCartCreationGate(pageLock());
    const order: string[] = [];
    const failing = gate.run(async () => {
      order.push('first');
      return { ok: false };
    }, (answer) => answer.ok);
    const throwing = gate.run(async (): Promise<{ ok: boolean }> => {
      order.push('second');
      throw new Error('network');
    }, (answer) => answer.ok);
    const third = gate.run(async () => {
      order.push('third');
      return { ok: true };
    }, (answer) => answer.ok);
    expect(await failing).toEqual({ ok: false });
    await expect(throwing).rejects.toThrow('network');
    expect(await third).toEqual({ ok: true });
    expect(order).toEqual(['first', 'second', 'third']);
  });
});
