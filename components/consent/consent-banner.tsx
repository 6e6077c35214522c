import { getTranslations } from 'next-intl/server';
import { CONSENT_BANNER_ELEMENT_ID, CONSENT_CHOICE_ATTRIBUTE, PRIVACY_PATH_ATTRIBUTE } from '@/lib/consent/consent-banner-script.cjs';
import { ConsentBannerScript } from './consent-banner-script';
import styles from './consent-banner.module.css';

type Props = { locale: string; privacyHref: string };

/**
 * The consent banner (spec sections 1 and 2): a labelled, non-modal dialog over the bottom of the page with the
 * data-protection link and accept and decline as two equal buttons (same size, style and level). It is in every
 * page's HTML, the same for everybody and hidden; the inline script right after it shows it before the first paint
 * while the shopper has not chosen (ADR 0058), so it paints with the page and never delays LCP. The consent island
 * wires its buttons, focuses it and hides or reopens it after hydration; `suppressHydrationWarning` because the
 * script may have changed `hidden` before React hydrates.
 */
export async function ConsentBanner({ locale, privacyHref }: Props) {
  const t = await getTranslations({ locale, namespace: 'Consent' });
  const choice = { decline: { [CONSENT_CHOICE_ATTRIBUTE]: 'denied' }, accept: { [CONSENT_CHOICE_ATTRIBUTE]: 'granted' } };
  return (
    <>
      <div
        id={CONSENT_BANNER_ELEMENT_ID}
        role="dialog"
        aria-modal="false"
        aria-labelledby="consent-title"
        aria-describedby="consent-text"
        tabIndex={-1}
        hidden
        suppressHydrationWarning
        className={styles.banner}
        data-testid="consent-banner"
        {...{ [PRIVACY_PATH_ATTRIBUTE]: privacyHref }}
      >
        <h2 id="consent-title" className={styles.title}>
          {t('title')}
        </h2>
        <p id="consent-text" className={styles.text}>
          {t('text')} <a href={privacyHref}>{t('privacyLink')}</a>
        </p>
        <div className={styles.choices}>
          <button type="button" className="button" {...choice.decline}>
            {t('decline')}
          </button>
          <button type="button" className="button" {...choice.accept}>
            {t('accept')}
          </button>
        </div>
      </div>
      <ConsentBannerScript />
    </>
  );
}
