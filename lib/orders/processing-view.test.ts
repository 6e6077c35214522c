import { FORCED_SUBMIT_HINT_MS } from '@/contract/constants';
import { processingView } from './processing-view';

describe('payment-processing page', () => {
  test('S9-17 the forced-submit hint appears after 10 seconds, not before', () => {
    expect(FORCED_SUBMIT_HINT_MS).toBe(10_000);
    expect(processingView(9_999, 0).hint).toBe(false);
    expect(processingView(10_000, 0).hint).toBe(true);
  });

  test('S8-29 while the wait before a new payment runs the page says so; afterwards it offers another method', () => {
    expect(processingView(5_000, 90_000)).toEqual({ hint: false, waitBeforeRetry: true, otherMethod: false });
    expect(processingView(90_000, 90_000)).toEqual({ hint: true, waitBeforeRetry: false, otherMethod: true });
    expect(processingView(0, 0)).toEqual({ hint: false, waitBeforeRetry: false, otherMethod: true });
  });
});
