import { holdEarlyErrors, routerTransitionStarted, type EarlyErrors } from './early-errors';

/** A window with what the queue uses: listeners, a document state, idle callbacks (run by the test). */
function fakeWindow(readyState: DocumentReadyState) {
  const listeners = new Map<string, Set<(event: unknown) => void>>();
  const idle: Array<() => void> = [];
  const target = {
    document: { readyState },
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    removeEventListener: (type: string, listener: (event: unknown) => void) => listeners.get(type)?.delete(listener),
    requestIdleCallback: (callback: () => void) => idle.push(callback),
    setTimeout: (callback: () => void) => idle.push(callback),
  };
  const dispatch = (type: string, event: unknown) => [...(listeners.get(type) ?? [])].forEach((listener) => listener(event));
  return { target: target as unknown as Window, dispatch, idle, count: (type: string) => listeners.get(type)?.size ?? 0 };
}

describe('holdEarlyErrors', () => {
  test('loads the SDK once the page has loaded and the browser is idle, not before', () => {
    const page = fakeWindow('loading');
    const load = jest.fn(async () => {});
    holdEarlyErrors(load, page.target);
    expect(page.idle).toHaveLength(0);
    page.dispatch('load', {});
    expect(load).not.toHaveBeenCalled();
    page.idle.splice(0).forEach((callback) => callback());
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('an error before that loads at once, and the errors and rejections are handed over in order, once', async () => {
    const page = fakeWindow('complete');
    let handed: EarlyErrors | null = null;
    const load = jest.fn(async (early: EarlyErrors) => {
      handed = early;
    });
    holdEarlyErrors(load, page.target);
    const first = new Error('first');
    page.dispatch('error', { error: first, message: 'first' });
    page.dispatch('unhandledrejection', { reason: 'rejected' });
    page.dispatch('error', { error: null, message: 'Script error.' });
    page.idle.splice(0).forEach((callback) => callback());
    expect(load).toHaveBeenCalledTimes(1);
    expect(handed!.take()).toEqual([first, 'rejected', 'Script error.']);
    expect(handed!.take()).toEqual([]);
    handed!.stop();
    expect(page.count('error') + page.count('unhandledrejection')).toBe(0);
  });

  test('a chunk that fails to load stops the queue and leaves the page alone', async () => {
    const page = fakeWindow('complete');
    holdEarlyErrors(() => Promise.reject(new Error('ChunkLoadError')), page.target);
    page.idle.splice(0).forEach((callback) => callback());
    await new Promise((resolve) => setImmediate(resolve));
    expect(page.count('error')).toBe(0);
  });

  test('router transitions are dropped before the SDK and forwarded after', () => {
    const page = fakeWindow('complete');
    let handed: EarlyErrors | null = null;
    holdEarlyErrors(async (early) => {
      handed = early;
    }, page.target);
    routerTransitionStarted('/cart', 'push');
    page.idle.splice(0).forEach((callback) => callback());
    const forward = jest.fn();
    handed!.onRouterTransition(forward);
    routerTransitionStarted('/checkout', 'push');
    expect(forward).toHaveBeenCalledWith('/checkout', 'push');
    expect(forward).toHaveBeenCalledTimes(1);
  });
});
