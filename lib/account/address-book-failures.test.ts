import { addressFailureKey } from './address-book-failures';

describe('address book failure texts', () => {
  test('S8-16 S8-17 S8-18 S8-19 S8-20 a failed call shows the failure of its action', () => {
    expect(addressFailureKey('add', 503, 'failed')).toBe('failedAdd');
    expect(addressFailureKey('update', 503, 'failed')).toBe('failedUpdate');
    expect(addressFailureKey('update', 404, 'not-found')).toBe('failedUpdate');
    expect(addressFailureKey('delete', 502, null)).toBe('failedDelete');
    expect(addressFailureKey('default', 503, 'failed')).toBe('failedSave');
    expect(addressFailureKey('fetch', 503, 'failed')).toBe('fetchError');
  });

  test('S5-38 the refused delete of the default address says so', () => {
    expect(addressFailureKey('delete', 422, 'default-address')).toBe('defaultNotDeletable');
  });

  test('S8-21 no answer or an unexpected one is an unknown error', () => {
    expect(addressFailureKey('add', null, null)).toBe('unknownError');
    expect(addressFailureKey('add', 400, 'bad-request')).toBe('unknownError');
    expect(addressFailureKey('fetch', 418, null)).toBe('unknownError');
  });
});
