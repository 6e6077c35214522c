// @ts-check
/**
 * The sales bar's inline hide script and the markup it reads. It runs while the HTML is parsed, right after the bar:
 * when the bar's message was dismissed before (local storage holds the bar's signature under the bar's key), it adds
 * a style rule hiding the bar before the first paint (no flash). Its text is the same on every page, so the pages'
 * Content-Security-Policy names it by one hash (lib/security/own-inline-script-hashes.cjs); the per-shop key and
 * the signature of the message travel in the bar's data attributes.
 *
 * Plain CommonJS: the route cache handler, loaded by Next.js outside the bundler, hashes it too.
 */

/** Element id of the sales bar. */
const SALES_BAR_ELEMENT_ID = 'sales-bar';
/** Attribute of the bar holding its local-storage key (per shop). */
const SALES_BAR_KEY_ATTRIBUTE = 'data-dismiss-key';
/** Attribute of the bar holding the signature of its message and link. */
const SALES_BAR_SIGNATURE_ATTRIBUTE = 'data-dismiss-signature';

const SALES_BAR_HIDE_SCRIPT =
  `(function(){try{var b=document.getElementById(${JSON.stringify(SALES_BAR_ELEMENT_ID)});` +
  `var k=b&&b.getAttribute(${JSON.stringify(SALES_BAR_KEY_ATTRIBUTE)});` +
  `if(k&&localStorage.getItem(k)===b.getAttribute(${JSON.stringify(SALES_BAR_SIGNATURE_ATTRIBUTE)})){` +
  `var s=document.createElement("style");s.textContent=${JSON.stringify(`#${SALES_BAR_ELEMENT_ID}{display:none}`)};` +
  `document.head.appendChild(s)}}catch(e){}})()`;

module.exports = { SALES_BAR_ELEMENT_ID, SALES_BAR_KEY_ATTRIBUTE, SALES_BAR_SIGNATURE_ATTRIBUTE, SALES_BAR_HIDE_SCRIPT };
