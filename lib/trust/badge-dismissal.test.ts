import { isTrustBadgeClosed, rememberTrustBadgeClosed, TRUST_BADGE_CLOSED_KEY } from './badge-dismissal';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('trust badge closed for the session (S4-75)', () => {
  test('S4-75 closing is remembered in the session storage', () => {
    const storage = memoryStorage();
    expect(isTrustBadgeClosed(() => storage)).toBe(false);
    rememberTrustBadgeClosed(() => storage);
    expect(storage.getItem(TRUST_BADGE_CLOSED_KEY)).toBe('1');
    expect(isTrustBadgeClosed(() => storage)).toBe(true);
  });

  test('a storage that refuses (blocked, private mode) shows the badge and throws nothing', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberTrustBadgeClosed(() => refusing)).not.toThrow();
    expect(isTrustBadgeClosed(() => refusing)).toBe(false);
    const blocked = () => {
      throw new Error('SecurityError: access to sessionStorage is denied');
    };
    expect(isTrustBadgeClosed(blocked)).toBe(false);
    expect(() => rememberTrustBadgeClosed(blocked)).not.toThrow();
  });
});
