// @ts-check
/**
 * When each cache tag was last revalidated, and what that means for an entry (ADR 0063). Same rules as Next.js's
 * own tags manifest (next/dist/server/lib/incremental-cache/tags-manifest.external.js), which a custom handler does
 * not feed: an entry written before a tag's expiry time, once that time has come, is gone (rendered anew); an entry
 * written before a tag's stale time is served stale (rendered anew in the background).
 */
const { LRUCache } = require('lru-cache');

/** @typedef {{ stale?: number, expired?: number }} TagTime */

/**
 * What `revalidateTag(tags, durations)` records for each tag at `now` (Next.js's rule: with durations the tag is stale
 * now and expires after `durations.expire` seconds; without, it expires now).
 * @param {{ expire?: number } | undefined} durations
 * @param {number} now
 * @returns {TagTime}
 */
function revalidationTime(durations, now) {
  if (!durations) return { expired: now };
  return durations.expire === undefined ? { stale: now } : { stale: now, expired: now + durations.expire * 1000 };
}

/**
 * A tag's record after a newer one: each time the newer record gives replaces the older one (a revalidation with
 * immediate expiry after one with a later expiry expires the tag now, as in Next.js's own manifest).
 * @param {TagTime | undefined} older
 * @param {TagTime} newer
 * @returns {TagTime}
 */
function mergeTagTimes(older, newer) {
  return { ...older, ...newer };
}

/**
 * @param {ReadonlyArray<TagTime | undefined>} times the records of an entry's tags
 * @param {number} lastModified when the entry was written
 * @param {number} now
 * @returns {'fresh' | 'stale' | 'expired'}
 */
function verdict(times, lastModified, now) {
  let stale = false;
  for (const time of times) {
    if (!time) continue;
    if (time.expired !== undefined && time.expired <= now && time.expired > lastModified) return 'expired';
    if (time.stale !== undefined && time.stale > lastModified) stale = true;
  }
  return stale ? 'stale' : 'fresh';
}

/** The process's own record of tag times: all of them without Redis, the fallback mirror with it. */
class TagMirror {
  /** @param {number} maxTags */
  constructor(maxTags) {
    /** @type {LRUCache<string, TagTime>} */
    this.times = new LRUCache({ max: maxTags });
  }

  /** @param {readonly string[]} tags @param {TagTime} time */
  record(tags, time) {
    for (const tag of tags) this.times.set(tag, mergeTagTimes(this.times.get(tag), time));
  }

  /** @param {readonly string[]} tags @returns {Array<TagTime | undefined>} */
  lookup(tags) {
    return tags.map((tag) => this.times.get(tag));
  }
}

module.exports = { revalidationTime, mergeTagTimes, verdict, TagMirror };
