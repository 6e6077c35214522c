/**
 * The browser's first add makes the shopper's cart: the storefront answers it with the cart cookie. An add sent
 * before that cookie exists makes a cart of its own, and only the last cookie survives, so its lines would be lost.
 * The gate runs calls that may make a cart one at a time until a cart is known to exist, then lets them run in
 * parallel. The lock it takes is the browser's Web Lock of this origin when there is one, so tabs of the same shop
 * wait for each other too; otherwise a lock of this page.
 */

/** Runs a task while holding the cart-creation lock (released when the task settles). */
export type CartLock = <T>(task: () => Promise<T>) => Promise<T>;

export type CartCreationGate = {
  /** Runs `call` now when a cart is known to exist, else under the lock; `madeCart` tells whether its answer proves a cart. */
  run<T>(call: () => Promise<T>, madeCart: (result: T) => boolean): Promise<T>;
  /** A cart exists (an answer of the storefront showed it): later calls need not wait. */
  markCartKnown(): void;
};

/** A lock of this page only: tasks run one after the other in the order they asked. */
export function pageLock(): CartLock {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const result = tail.then(task, task);
    tail = result.catch(() => undefined);
    return result;
  };
}

export const CART_LOCK_NAME = 'storefront-cart-creation';

/** The Web Lock of this origin (shared by its tabs), or a lock of this page where the browser has none. */
export function browserLock(): CartLock {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return pageLock();
  return <T>(task: () => Promise<T>): Promise<T> => locks.request(CART_LOCK_NAME, task) as Promise<T>;
}

export function createCartCreationGate(lock: CartLock): CartCreationGate {
  let cartKnown = false;
  return {
    async run<T>(call: () => Promise<T>, madeCart: (result: T) => boolean): Promise<T> {
      if (cartKnown) return call();
      const outcome = await lock(async (): Promise<{ ran: true; result: T } | { ran: false }> => {
        // The call before this one made the cart while this one waited: run outside the lock.
        if (cartKnown) return { ran: false };
        const result = await call();
        if (madeCart(result)) cartKnown = true;
        return { ran: true, result };
      });
      return outcome.ran ? outcome.result : call();
    },
    markCartKnown() {
      cartKnown = true;
    },
  };
}
