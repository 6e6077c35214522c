import { SENT_PURCHASES_KEY } from '@/lib/analytics/sent-purchases';
import { APP_VERSION } from '@/contract/constants';
import { memoryStorage } from './key-value-storage';
import { SHOW_NEW_VERSION_TOAST_KEY, VERSION_RELOADED_SESSION_KEY, VERSION_STORAGE_KEY, runVersionCheck } from './version-check';

function browser(stored: Record<string, string>) {
  const local = memoryStorage(stored);
  const session = memoryStorage();
  const reload = jest.fn();
  return { local, session, reload };
}

/** A Storage whose writes fail (storage switched off or full): reads answer what it held before. */
function readOnly(stored: Record<string, string>): Storage {
  const storage = memoryStorage(stored);
  return {
    ...storage,
    get length() {
      return storage.length;
    },
    getItem: (key) => storage.getItem(key),
    clear: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
  };
}

describe('version check', () => {
  test('S9-29 the app version is 1.0.3', () => {
    expect(APP_VERSION).toBe('1.0.3');
  });

  test('S4-64 a version mismatch clears local storage and reloads', () => {
    const env = browser({ [VERSION_STORAGE_KEY]: '1.0.2', lastLocation: '/cart', country_id: '13' });
    expect(runVersionCheck(env, '1.0.3')).toBe('reloading');
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(env.local.getItem('lastLocation')).toBeNull();
    expect(env.local.getItem('country_id')).toBeNull();
    expect(env.local.getItem(VERSION_STORAGE_KEY)).toBe('1.0.3');
    expect(env.local.getItem(SHOW_NEW_VERSION_TOAST_KEY)).toBe('true');
  });

  test('a version mismatch keeps the purchases already sent to analytics', () => {
    const sent = JSON.stringify(['ORD-1', 'ORD-2']);
    const env = browser({ [VERSION_STORAGE_KEY]: '1.0.2', [SENT_PURCHASES_KEY]: sent, lastLocation: '/cart' });
    expect(runVersionCheck(env, '1.0.3')).toBe('reloading');
    expect(env.local.getItem(SENT_PURCHASES_KEY)).toBe(sent);
    expect(env.local.getItem('lastLocation')).toBeNull();
  });

  test('S4-65 after the reload the toast is shown one time only', () => {
    const env = browser({ [VERSION_STORAGE_KEY]: '1.0.2' });
    runVersionCheck(env, '1.0.3');
    expect(runVersionCheck(env, '1.0.3')).toBe('toast');
    expect(runVersionCheck(env, '1.0.3')).toBe('none');
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  test('a first visit remembers the version without a reload or a toast', () => {
    const env = browser({});
    expect(runVersionCheck(env, '1.0.3')).toBe('none');
    expect(env.local.getItem(VERSION_STORAGE_KEY)).toBe('1.0.3');
    expect(runVersionCheck(env, '1.0.3')).toBe('none');
    expect(env.reload).not.toHaveBeenCalled();
  });

  test('the same version keeps local storage as it is', () => {
    const env = browser({ [VERSION_STORAGE_KEY]: '1.0.3', lastLocation: '/cart' });
    expect(runVersionCheck(env, '1.0.3')).toBe('none');
    expect(env.local.getItem('lastLocation')).toBe('/cart');
  });

  test('no reload loop when local storage cannot keep the version', () => {
    const env = { ...browser({}), local: readOnly({ [VERSION_STORAGE_KEY]: '1.0.2' }) };
    expect(runVersionCheck(env, '1.0.3')).toBe('none');
    expect(env.reload).not.toHaveBeenCalled();
  });

  test('a tab reloads at most once per version, even when another tab writes an old version back', () => {
    const env = browser({ [VERSION_STORAGE_KEY]: '1.0.2' });
    expect(runVersionCheck(env, '1.0.3')).toBe('reloading');
    expect(env.session.getItem(VERSION_RELOADED_SESSION_KEY)).toBe('1.0.3');
    env.local.setItem(VERSION_STORAGE_KEY, '1.0.2');
    expect(runVersionCheck(env, '1.0.3')).toBe('none');
    expect(env.reload).toHaveBeenCalledTimes(1);
  });
});
