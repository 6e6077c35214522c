import { CONSENT_BANNER_SCRIPT } from '@/lib/consent/consent-banner-script.cjs';

/**
 * Shows the consent banner before the first paint while the shopper has not chosen. The script is the storefront's
 * own fixed text (it reads the data-protection path from the banner's attribute), the same on every page, so the
 * pages' Content-Security-Policy names it by hash (ADR 0058); no backend HTML passes here.
 */
export function ConsentBannerScript() {
  return <script dangerouslySetInnerHTML={{ __html: CONSENT_BANNER_SCRIPT }} />;
}
