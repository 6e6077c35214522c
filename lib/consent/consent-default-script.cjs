// @ts-check
/**
 * Google Consent Mode v2's default, as an inline script at the top of <head> (rendered only for a shop with a
 * tag-manager container): it defines `dataLayer` and `gtag`, sets all four signals to denied with `wait_for_update`,
 * and, for a returning shopper whose CookieConsentGA cookie says granted, updates them to granted at once. It runs
 * before any tag could (the container itself loads only after consent, components/consent/tag-manager-loader.ts).
 * Its text is the same on every page, so the pages' Content-Security-Policy names it by one hash
 * (lib/security/own-inline-script-hashes.cjs); the container id and the loader's origin travel in its data attributes.
 *
 * Plain CommonJS: the route cache handler, loaded by Next.js outside the bundler, hashes it too.
 */

/** Element id of the script; the loader reads the container from its attributes. */
const CONSENT_DEFAULT_ELEMENT_ID = 'consent-mode-default';
/** Attribute holding the shop's container id (GTM-…). */
const CONTAINER_ATTRIBUTE = 'data-container';
/** Attribute holding the origin gtm.js is loaded from (TAG_MANAGER_URL). */
const TAG_MANAGER_SRC_ATTRIBUTE = 'data-tag-manager-src';
/** Milliseconds tags wait for the consent update before they fire (Google's wait_for_update). */
const CONSENT_WAIT_FOR_UPDATE_MS = 500;

const signals = (/** @type {string} */ value) =>
  `{ad_storage:"${value}",ad_user_data:"${value}",ad_personalization:"${value}",analytics_storage:"${value}"}`;

// The cookie's name is repeated here (not imported from consent-state.ts): this file is plain CommonJS;
// consent-default-script.test.ts checks both agree.
const CONSENT_DEFAULT_SCRIPT =
  'window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}window.gtag=gtag;' +
  `gtag("consent","default",Object.assign(${signals('denied')},{wait_for_update:${CONSENT_WAIT_FOR_UPDATE_MS}}));` +
  `if(/(?:^|;\\s*)CookieConsentGA=granted(?:;|$)/.test(document.cookie))gtag("consent","update",${signals('granted')});`;

module.exports = {
  CONSENT_DEFAULT_ELEMENT_ID,
  CONTAINER_ATTRIBUTE,
  TAG_MANAGER_SRC_ATTRIBUTE,
  CONSENT_WAIT_FOR_UPDATE_MS,
  CONSENT_DEFAULT_SCRIPT,
};
