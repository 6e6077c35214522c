import vm from 'node:vm';
import { CONSENT_COOKIE } from './consent-state';
import { CONSENT_BANNER_SCRIPT } from './consent-banner-script.cjs';

/** Runs the inline script as the browser would, on a page at `path` with `cookie`; answers whether the banner shows. */
function shows(cookie: string, path: string, privacyPath = '/datenschutz'): boolean {
  const banner = { hidden: true, getAttribute: (name: string) => (name === 'data-privacy-path' ? privacyPath : null) };
  const context = vm.createContext({ document: { cookie, getElementById: (id: string) => (id === 'consent-banner' ? banner : null) }, location: { pathname: path } });
  vm.runInContext(CONSENT_BANNER_SCRIPT, context);
  return !banner.hidden;
}

describe('the consent banner show script', () => {
  test('S1-37 shows the banner before the first paint while the shopper has not chosen', () => {
    expect(shows('', '/')).toBe(true);
    expect(shows('other=1', '/kategorie/tee')).toBe(true);
    // An unknown value is no choice (consentFromCookies agrees).
    expect(shows(`${CONSENT_COOKIE}=maybe`, '/')).toBe(true);
    expect(shows(`X${CONSENT_COOKIE}=granted`, '/')).toBe(true);
  });

  test('keeps it hidden once the shopper chose', () => {
    expect(shows(`${CONSENT_COOKIE}=granted`, '/')).toBe(false);
    expect(shows(`a=1; ${CONSENT_COOKIE}=denied; b=2`, '/')).toBe(false);
  });

  test('S2-90 keeps it hidden on the data-protection page', () => {
    expect(shows('', '/datenschutz')).toBe(false);
    expect(shows('', '/datenschutz/')).toBe(false);
    expect(shows('', '/confidentialitatea-datelor.html', '/confidentialitatea-datelor.html')).toBe(false);
    expect(shows('', '/datenschutzerklaerung')).toBe(true);
  });

  test('is one fixed text (the policy names it by hash) and survives a page without the banner', () => {
    expect(CONSENT_BANNER_SCRIPT).not.toContain('<');
    const context = vm.createContext({ document: { cookie: '', getElementById: () => null }, location: { pathname: '/' } });
    expect(() => vm.runInContext(CONSENT_BANNER_SCRIPT, context)).not.toThrow();
  });
});
