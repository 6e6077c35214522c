import { PROCESS_GLOBAL_KEYS, processGlobal, readProcessGlobal, writeProcessGlobal } from './process-globals.cjs';

afterEach(() => {
  writeProcessGlobal('lookupExpiry', undefined);
  writeProcessGlobal('routeCache', undefined);
});

/** A fresh copy of a module, as another bundle of the same process has its own. */
function isolatedCopy<T>(load: () => T): T {
  let copy: T | undefined;
  jest.isolateModules(() => {
    copy = load();
  });
  if (copy === undefined) throw new Error('module not loaded');
  return copy;
}

describe('process globals (ADR 0070)', () => {
  test('every key is a registered symbol of its own, so every copy of a module finds the same value', () => {
    const keys = Object.values(PROCESS_GLOBAL_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(Symbol.keyFor(key)).toMatch(/^storefront\./);
  });

  test('a value set by one copy of the registry is read by another', () => {
    const other = isolatedCopy(() => jest.requireActual<typeof import('./process-globals.cjs')>('./process-globals.cjs'));
    const expire = jest.fn();
    writeProcessGlobal('lookupExpiry', expire);
    other.readProcessGlobal('lookupExpiry')?.(['product-1']);
    expect(expire).toHaveBeenCalledWith(['product-1']);
    other.writeProcessGlobal('lookupExpiry', undefined);
    expect(readProcessGlobal('lookupExpiry')).toBeUndefined();
  });

  test('processGlobal creates the value once and keeps it', () => {
    const create = jest.fn(() => ({ hasPage: async () => true }));
    const first = processGlobal('routeCache', create);
    expect(processGlobal('routeCache', create)).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  test("the cache handler's route cache (loaded outside the bundle) is the one the proxy asks", async () => {
    const previousRedisUrl = process.env.REDIS_URL;
    delete process.env.REDIS_URL;
    try {
      const Handler = isolatedCopy(() => jest.requireActual<typeof import('../cache/route-cache-handler.cjs')>('../cache/route-cache-handler.cjs'));
      const { routeCachePresence } = isolatedCopy(() => jest.requireActual<typeof import('../proxy/route-cache-presence')>('../proxy/route-cache-presence'));
      expect(await routeCachePresence.has('/de-AT/view/product/1')).toBe(false);
      const handler = new Handler({});
      expect(readProcessGlobal('routeCache')).toBe(handler.cache);
      const hasPage = jest.spyOn(handler.cache, 'hasPage').mockResolvedValue(true);
      expect(await routeCachePresence.has('/de-AT/view/product/1')).toBe(true);
      expect(hasPage).toHaveBeenCalledWith('/de-AT/view/product/1');
    } finally {
      if (previousRedisUrl !== undefined) process.env.REDIS_URL = previousRedisUrl;
    }
  });
});
