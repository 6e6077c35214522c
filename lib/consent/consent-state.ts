import { CONSENT_COOKIE_DAYS } from '@/contract/constants';

/**
 * The shopper's analytics consent (spec section 4): it starts denied, becomes granted when the consent cookie says
 * granted; accept grants, decline denies all four Google Consent Mode v2 signals. The choice lives in the cookie
 * `CookieConsentGA` for 150 days. Pure rules, shared by the server, the banner and the tag-manager loader.
 */
export const CONSENT_COOKIE = 'CookieConsentGA';

export type ConsentChoice = 'granted' | 'denied';

/** The four signals of Google Consent Mode v2. */
export const CONSENT_SIGNALS = ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage'] as const;
export type ConsentSignal = (typeof CONSENT_SIGNALS)[number];
export type ConsentSignals = Record<ConsentSignal, ConsentChoice>;

/** The choice a `Cookie` header (or `document.cookie`) holds; null when the shopper has not chosen (or the value is unknown). */
export function consentFromCookies(cookies: string): ConsentChoice | null {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== CONSENT_COOKIE) continue;
    const value = part.slice(separator + 1).trim();
    if (value === 'granted' || value === 'denied') return value;
  }
  return null;
}

/** Consent Mode signals for a choice: granted only for an explicit yes; pending and no both deny everything. */
export function consentSignals(choice: ConsentChoice | null): ConsentSignals {
  const value: ConsentChoice = choice === 'granted' ? 'granted' : 'denied';
  return { ad_storage: value, ad_user_data: value, ad_personalization: value, analytics_storage: value };
}

/** Seconds the consent cookie lives (150 days). */
export const CONSENT_COOKIE_MAX_AGE_SECONDS = CONSENT_COOKIE_DAYS * 24 * 60 * 60;

/** The `document.cookie` assignment that stores a choice: 150 days, whole site, SameSite=Lax, Secure over https. */
export function consentCookieAssignment(choice: ConsentChoice, secure: boolean): string {
  return `${CONSENT_COOKIE}=${choice}; Max-Age=${CONSENT_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
