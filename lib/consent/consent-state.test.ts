import { CONSENT_COOKIE, consentCookieAssignment, consentFromCookies, consentSignals } from './consent-state';

describe('consent state', () => {
  test('S4-60 analytics consent starts denied: no cookie means no choice and every signal denied', () => {
    expect(consentFromCookies('')).toBeNull();
    expect(consentFromCookies('other=1; cart=abc')).toBeNull();
    expect(consentSignals(null)).toEqual({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' });
  });

  test('S4-61 consent becomes granted when the CookieConsentGA cookie value is granted', () => {
    expect(CONSENT_COOKIE).toBe('CookieConsentGA');
    expect(consentFromCookies('a=1; CookieConsentGA=granted; b=2')).toBe('granted');
    expect(consentSignals('granted').analytics_storage).toBe('granted');
    // An unknown value is no choice: the shopper is asked again.
    expect(consentFromCookies('CookieConsentGA=yes')).toBeNull();
    expect(consentFromCookies('XCookieConsentGA=granted')).toBeNull();
  });

  test('S4-63 decline denies ad storage, ad user data, ad personalization and analytics storage', () => {
    expect(consentFromCookies('CookieConsentGA=denied')).toBe('denied');
    expect(consentSignals('denied')).toEqual({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' });
  });

  test('S9-01 the consent cookie lives 150 days, site-wide, SameSite=Lax, Secure over https', () => {
    expect(consentCookieAssignment('granted', true)).toBe('CookieConsentGA=granted; Max-Age=12960000; Path=/; SameSite=Lax; Secure');
    expect(consentCookieAssignment('denied', false)).toBe('CookieConsentGA=denied; Max-Age=12960000; Path=/; SameSite=Lax');
  });
});
