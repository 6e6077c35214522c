// @ts-check
/**
 * The consent banner's inline show script (ADR 0058). The banner's markup is in every page's HTML, the same for
 * everybody and hidden; this script runs while the HTML is parsed, right after the banner, and shows it before the
 * first paint when the shopper has not chosen yet (no CookieConsentGA cookie) and the page is not the
 * data-protection page. So the banner paints with the page instead of late from a client island (it never delays
 * LCP), and the cached HTML holds no per-shopper state. Its text is the same on every page, so the pages'
 * Content-Security-Policy names it by one hash (lib/security/own-inline-script-hashes.cjs); the data-protection
 * path travels in the banner's data attribute.
 *
 * Plain CommonJS: the route cache handler, loaded by Next.js outside the bundler, hashes it too.
 */

/** Element id of the banner. */
const CONSENT_BANNER_ELEMENT_ID = 'consent-banner';
/** Attribute of the banner holding the shop's data-protection path, where the banner is not shown. */
const PRIVACY_PATH_ATTRIBUTE = 'data-privacy-path';
/** Attribute of the banner's two buttons holding the choice each makes. */
const CONSENT_CHOICE_ATTRIBUTE = 'data-consent-choice';

// The cookie's name is repeated here (not imported from consent-state.ts): this file is plain CommonJS;
// consent-banner-script.test.ts checks both agree.
const CONSENT_BANNER_SCRIPT =
  `(function(){try{var b=document.getElementById(${JSON.stringify(CONSENT_BANNER_ELEMENT_ID)});if(!b)return;` +
  `var p=b.getAttribute(${JSON.stringify(PRIVACY_PATH_ATTRIBUTE)});var l=location.pathname.replace(/\\/+$/,"")||"/";` +
  `if(!/(?:^|;\\s*)CookieConsentGA=(?:granted|denied)(?:;|$)/.test(document.cookie)&&l!==p&&l.indexOf(p+"/")!==0)b.hidden=false}catch(e){}})()`;

module.exports = { CONSENT_BANNER_ELEMENT_ID, PRIVACY_PATH_ATTRIBUTE, CONSENT_CHOICE_ATTRIBUTE, CONSENT_BANNER_SCRIPT };
