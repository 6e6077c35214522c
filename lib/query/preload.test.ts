import { preload } from './preload';

describe('preload', () => {
  test('a failed load is not reported as unhandled when nobody awaits it, and still rejects for whoever does', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      preload(Promise.reject(new Error('chunk failed')));
      const awaited = preload(Promise.reject(new Error('chunk failed too')));
      await expect(awaited).rejects.toThrow('chunk failed too');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  test('a successful load gives its value', async () => {
    await expect(preload(Promise.resolve(42))).resolves.toBe(42);
  });
});
