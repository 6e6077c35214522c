// @ts-check
/**
 * The storefront's own inline scripts (each with the same text on every page) and their hash sources, which every
 * page's Content-Security-Policy names. An inline script added to a component belongs here: it must have a fixed
 * text (data goes into attributes), or the browser blocks it.
 *
 * Plain CommonJS: the route cache handler builds page policies with it.
 */
const { SALES_BAR_HIDE_SCRIPT } = require('../ui-state/sales-bar-hide-script.cjs');
const { CONSENT_DEFAULT_SCRIPT } = require('../consent/consent-default-script.cjs');
const { CONSENT_BANNER_SCRIPT } = require('../consent/consent-banner-script.cjs');
const { sha256Source } = require('./script-hashes.cjs');

const OWN_INLINE_SCRIPTS = [SALES_BAR_HIDE_SCRIPT, CONSENT_DEFAULT_SCRIPT, CONSENT_BANNER_SCRIPT];

const OWN_INLINE_SCRIPT_HASHES = OWN_INLINE_SCRIPTS.map(sha256Source);

module.exports = { OWN_INLINE_SCRIPTS, OWN_INLINE_SCRIPT_HASHES };
