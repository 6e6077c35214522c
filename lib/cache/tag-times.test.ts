import { mergeTagTimes, revalidationTime, TagMirror, verdict } from './tag-times.cjs';

describe('tag revalidation times (Next.js rules, checked on every read)', () => {
  it('records what revalidateTag(tags, durations) means', () => {
    expect(revalidationTime({ expire: 0 }, 1_000)).toEqual({ stale: 1_000, expired: 1_000 });
    expect(revalidationTime({ expire: 60 }, 1_000)).toEqual({ stale: 1_000, expired: 61_000 });
    expect(revalidationTime({}, 1_000)).toEqual({ stale: 1_000 });
    expect(revalidationTime(undefined, 1_000)).toEqual({ expired: 1_000 });
  });

  it('expires an entry written before a tag expired, once that time has come', () => {
    expect(verdict([{ stale: 100, expired: 100 }], 50, 200)).toBe('expired');
    expect(verdict([undefined, { expired: 100 }], 50, 200)).toBe('expired');
    // Written after the revalidation: fresh.
    expect(verdict([{ stale: 100, expired: 100 }], 150, 200)).toBe('fresh');
    // An expiry still to come leaves the entry stale only.
    expect(verdict([{ stale: 100, expired: 300 }], 50, 200)).toBe('stale');
    expect(verdict([undefined], 50, 200)).toBe('fresh');
  });

  it('lets a newer record replace the times it gives (an immediate expiry after a later one expires the tag now)', () => {
    expect(mergeTagTimes({ stale: 5, expired: 9_000 }, { stale: 7, expired: 7 })).toEqual({ stale: 7, expired: 7 });
    expect(mergeTagTimes({ stale: 5, expired: 9 }, { stale: 7 })).toEqual({ stale: 7, expired: 9 });
    expect(mergeTagTimes(undefined, { expired: 3 })).toEqual({ expired: 3 });
  });

  it('keeps a bounded number of tags in the mirror', () => {
    const mirror = new TagMirror(2);
    mirror.record(['a'], { expired: 1 });
    mirror.record(['b', 'c'], { expired: 2 });
    expect(mirror.lookup(['a', 'b', 'c'])).toEqual([undefined, { expired: 2 }, { expired: 2 }]);
  });
});
