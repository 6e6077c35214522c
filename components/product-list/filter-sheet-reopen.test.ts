import { clearReopen, pendingReopen, rememberReopen, REOPEN_WITHIN_MS } from './filter-sheet-reopen';

describe('reopening the filter sheet after a filter applied in it', () => {
  afterEach(clearReopen);

  test('every render of the mounting panel sees the reopen, until the mounted panel clears it', () => {
    rememberReopen('input[name="feature"][value="7001"]', 1_000);
    // A render thrown away and rendered again: both read the same answer.
    expect(pendingReopen(true, 1_500)).toEqual({ focus: 'input[name="feature"][value="7001"]' });
    expect(pendingReopen(true, 1_600)).toEqual({ focus: 'input[name="feature"][value="7001"]' });
    clearReopen();
    expect(pendingReopen(true, 1_700)).toBeNull();
  });

  test('not after its time, and not on a wide screen (the filters stand beside the results there)', () => {
    rememberReopen(null, 1_000);
    expect(pendingReopen(false, 1_500)).toBeNull();
    expect(pendingReopen(true, 1_000 + REOPEN_WITHIN_MS)).toBeNull();
    expect(pendingReopen(true, 1_000 + REOPEN_WITHIN_MS - 1)).toEqual({ focus: null });
  });
});
