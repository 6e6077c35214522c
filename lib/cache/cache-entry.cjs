// @ts-check
/**
 * A route cache entry as the handler keeps it, and its bytes for Redis (ADR 0063). Serialized with V8's structured
 * serializer: it keeps what JSON loses in Next.js's entries (Buffer `rscData` and `body`, Map `segmentData`,
 * `undefined` fields) and an ASCII page as one-byte string. A key names the build (a new build never reads an older
 * one's entries), so every reader runs the same Node.js as the writer.
 */
const v8 = require('node:v8');

/**
 * @typedef {{ revalidate: number | false, expire: number | undefined }} CacheControl
 * @typedef {{ value: unknown, lastModified: number, cacheControl?: CacheControl, tags?: string[] }} CacheEntry
 */

/** The version of the serialized form, part of every Redis key. */
const ENTRY_FORMAT = 'v1';

/** @param {CacheEntry} entry @returns {Buffer} */
function serializeEntry(entry) {
  return v8.serialize(entry);
}

/**
 * @param {Buffer} bytes
 * @returns {CacheEntry | null} null for bytes that are no entry (never throws)
 */
function deserializeEntry(bytes) {
  let entry;
  try {
    entry = v8.deserialize(bytes);
  } catch {
    return null;
  }
  if (typeof entry !== 'object' || entry === null || typeof entry.lastModified !== 'number' || !('value' in entry)) return null;
  return entry;
}

/** @param {unknown} value */
function byteLengthOf(value) {
  if (typeof value === 'string') return value.length;
  if (Buffer.isBuffer(value)) return value.byteLength;
  return 0;
}

/**
 * An estimate of the memory an entry holds, for the in-process store's byte bound: its HTML, RSC data, segments,
 * body or fetched data, plus a fixed overhead for the rest.
 * @param {CacheEntry} entry
 */
function entrySize(entry) {
  const value = /** @type {Record<string, unknown> | null} */ (entry.value);
  let size = 1024;
  if (!value || typeof value !== 'object') return size;
  size += byteLengthOf(value.html) + byteLengthOf(value.rscData) + byteLengthOf(value.body);
  if (value.segmentData instanceof Map) for (const segment of value.segmentData.values()) size += byteLengthOf(segment);
  if (value.kind === 'FETCH') size += JSON.stringify(value.data ?? null).length;
  return size;
}

/**
 * The pathname of a page entry's key (Next.js 16: `/route-cache/APP_PAGE/{hash of the source route}/${pathname}`),
 * or null for any other key. The home page of a locale is `/de-AT`; Next's '/' is `/index`.
 * @param {string} key
 */
function pagePathOf(key) {
  if (!key.startsWith('/route-cache/APP_PAGE/')) return null;
  const marker = key.indexOf('/$/');
  return marker === -1 ? null : key.slice(marker + 2);
}

/** @param {CacheEntry} entry */
function isPage(entry) {
  const value = /** @type {{ kind?: unknown } | null} */ (entry.value);
  return typeof value === 'object' && value !== null && value.kind === 'APP_PAGE';
}

module.exports = { ENTRY_FORMAT, serializeEntry, deserializeEntry, entrySize, pagePathOf, isPage };
