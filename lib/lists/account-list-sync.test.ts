import { listMarkerKey, listSyncStep } from './account-list-sync';

const customer = (customerId: number) => customerId;
const GUEST = null;

describe('the browser lists and the account lists', () => {
  test("a login merges the browser's (guest's) lists into the account once; later pages pull the account's lists", () => {
    expect(listSyncStep(customer(7), null)).toBe('merge');
    expect(listSyncStep(customer(7), '7')).toBe('pull');
  });

  test("another customer in the same browser merges the browser's lists into their own account, never pulls the first one's", () => {
    expect(listSyncStep(customer(8), '7')).toBe('merge');
  });

  test("a guest keeps the lists in the browser only; after a logout the account's copy leaves with the account", () => {
    expect(listSyncStep(GUEST, null)).toBe('none');
    expect(listSyncStep(GUEST, '7')).toBe('leave');
  });

  test('the marker is per shop', () => {
    expect(listMarkerKey('ro')).toBe('lists_account_ro');
  });
});
