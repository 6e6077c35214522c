import { KnownIds } from './known-ids';
import { API_CACHE_SECONDS } from '@/contract/constants';

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

  test('a revalidation reloads every known list at once; the old list answers until the new one is in', async () => {
    const source = loader();
    const known = new KnownIds(source.load);
    const waiting = known.ready('de_AT');
    source.answer([1]);
    await waiting;
    known.invalidate();
    expect(source.calls()).toBe(2);
    expect(known.checker('de_AT')(2)).toBe(false);
    // A check meanwhile joins the running reload, it does not start another.
    expect(source.calls()).toBe(2);
    source.answer([1, 2]);
    await known.refresh('de_AT');
    expect(known.checker('de_AT')(2)).toBe(true);
    expect(source.calls()).toBe(2);
  });

  test('a failed reload keeps the old list; a revalidation during a load loads again after it', async () => {
    const source = loader();
    const known = new KnownIds(source.load);
    const waiting = known.ready('ro_RO');
    source.answer([1]);
    await waiting;
    known.invalidate();
    source.answer(null);
    await known.refresh('ro_RO');
    // The stale list answers and starts a load in the background.
    expect(known.checker('ro_RO')(1)).toBe(true);
    const before = source.calls();
    const running = known.refresh('ro_RO');
    expect(source.calls()).toBe(before);
    known.invalidate();
    // The running load may have read the backend before the change: its answer is not the last word.
    source.answer([1]);
    await running;
    await new Promise((resolve) => setImmediate(resolve));
    expect(source.calls()).toBe(before + 1);
    source.answer([1, 3]);
    await known.refresh('ro_RO');
    expect(known.checker('ro_RO')(3)).toBe(true);
  });
});

