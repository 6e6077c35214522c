/** The attribute of the footer's 'cookie settings' button; the consent island reopens the banner on its click. */
export const CONSENT_REOPEN_ATTRIBUTE = 'data-consent-reopen';
