// @ts-check
/**
 * What a page's Content-Security-Policy must allow for the tag manager (ADR 0058): the origin gtm.js comes from
 * (TAG_MANAGER_URL, default Google's) for scripts and requests; with Google's own tag manager also the origins its
 * GA4 tags send to (Google's CSP guide for Tag Manager). Nothing without a configured container.
 *
 * Plain CommonJS: the route cache handler builds page policies with it.
 */

const DEFAULT_TAG_MANAGER_URL = 'https://www.googletagmanager.com';

/** Where Google's tags send measurements (connect-src and img-src), from Google's CSP guide for Tag Manager. */
const GOOGLE_MEASUREMENT_SOURCES = ['https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];

/**
 * The origin of a tag-manager URL, or null for one that is no http(s) URL.
 * @param {string | undefined} url TAG_MANAGER_URL; empty or absent means Google's
 */
function tagManagerOrigin(url) {
  const value = url?.trim() || DEFAULT_TAG_MANAGER_URL;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The sources a page with a container adds to script-src, connect-src and img-src.
 * @param {string | undefined} url TAG_MANAGER_URL
 * @returns {{ script: string[], connect: string[], img: string[] }}
 */
function tagManagerCspSources(url) {
  const origin = tagManagerOrigin(url);
  if (origin === null) return { script: [], connect: [], img: [] };
  const google = origin === DEFAULT_TAG_MANAGER_URL;
  const measurement = google ? GOOGLE_MEASUREMENT_SOURCES : [origin];
  return { script: google ? [origin, 'https://*.googletagmanager.com'] : [origin], connect: measurement, img: measurement };
}

module.exports = { DEFAULT_TAG_MANAGER_URL, tagManagerOrigin, tagManagerCspSources };
