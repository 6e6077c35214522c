import { memoryStorage } from './key-value-storage';
import {
  isSalesBarDismissed,
  rememberSalesBarDismissal,
  salesBarSignature,
  salesBarStorageKey,
} from './sales-bar-dismissal';

test('S4-69 dismissing the sales bar is remembered locally, per shop and per message', () => {
  const storage = memoryStorage();
  const key = salesBarStorageKey('at');
  const signature = salesBarSignature('Free shipping from 50 €', '/versandkosten');
  expect(key).not.toBe(salesBarStorageKey('ro'));
  expect(isSalesBarDismissed(storage, key, signature)).toBe(false);
  rememberSalesBarDismissal(storage, key, signature);
  expect(isSalesBarDismissed(storage, key, signature)).toBe(true);
  expect(isSalesBarDismissed(storage, key, salesBarSignature('Winter sale', '/sale'))).toBe(false);
  expect(isSalesBarDismissed(storage, salesBarStorageKey('de'), signature)).toBe(false);
  expect(isSalesBarDismissed(undefined, key, signature)).toBe(false);
});

test('salesBarSignature is stable and depends on the content', () => {
  expect(salesBarSignature('a', 'b')).toBe(salesBarSignature('a', 'b'));
  expect(salesBarSignature('a', 'b')).not.toBe(salesBarSignature('ab', ''));
});
