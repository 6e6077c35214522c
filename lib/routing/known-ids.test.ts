import { KnownIds } from './known-ids';
import { API_CACHE_SECONDS } from '@/lib/shop/constants';

/** A loader whose answers the test releases one by one; counts its calls. */
function loader() {
  const pending: Array<(ids: ReadonlySet<number> | null) => void> = [];
  let calls = 0;
  return {
    load: () => {
      calls += 1;
      return new Promise<ReadonlySet<number> | null>((resolve) => pending.push(resolve));
    },
    answer: (ids: number[] | null) => pending.shift()?.(ids ? new Set(ids) : null),
    calls: () => calls,
  };
}

describe('the ids a listing filter may name', () => {
  test('the first listing waits for the first list, so an unknown id is refused, not accepted for want of a list', async () => {
    const source = loader();
    const known = new KnownIds(source.load);
    const first = known.ready('de_AT');
    const second = known.ready('de_AT');
    source.answer([3, 7]);
    await Promise.all([first, second]);
    // One load for both waiting requests.
    expect(source.calls()).toBe(1);
    const isKnown = known.checker('de_AT');
    expect(isKnown(7)).toBe(true);
    expect(isKnown(900000)).toBe(false);
    // Once there is a list, ready() does not wait.
    await known.ready('de_AT');
    expect(source.calls()).toBe(1);
  });

  test('when the first load fails every id is accepted; the next check loads again', async () => {
    const source = loader();
    const known = new KnownIds(source.load);
    const waiting = known.ready('ro_RO');
    source.answer(null);
    await waiting;
    expect(known.checker('ro_RO')(900000)).toBe(true);
    expect(source.calls()).toBe(2);
  });

  test('an old list answers at once and is refreshed in the background; a failed refresh keeps it', async () => {
    let now = 0;
    const source = loader();
    const known = new KnownIds(source.load, () => now);
    const waiting = known.ready('de_DE');
    source.answer([1]);
    await waiting;
    now = API_CACHE_SECONDS * 1000;
    expect(known.checker('de_DE')(1)).toBe(true);
    expect(source.calls()).toBe(2);
    source.answer(null);
    await known.refresh('de_DE');
    expect(known.checker('de_DE')(1)).toBe(true);
  });
});
