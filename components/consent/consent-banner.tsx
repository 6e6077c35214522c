'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import type { ConsentChoice } from '@/lib/consent/consent-state';
import styles from './consent-banner.module.css';

type Props = { privacyHref: string; onChoose: (choice: ConsentChoice) => void };

/**
 * The consent banner (spec sections 1 and 2): a labelled, non-modal dialog over the bottom of the page with the
 * data-protection link and accept and decline as two equal buttons (same size, style and level). It takes the focus
 * when it opens, so that keyboard and screen-reader users meet it first.
 */
export function ConsentBanner({ privacyHref, onChoose }: Props) {
  const t = useTranslations('Consent');
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    dialog.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="false"
      aria-labelledby="consent-title"
      aria-describedby="consent-text"
      tabIndex={-1}
      className={styles.banner}
      data-testid="consent-banner"
    >
      <h2 id="consent-title" className={styles.title}>
        {t('title')}
      </h2>
      <p id="consent-text" className={styles.text}>
        {t('text')} <a href={privacyHref}>{t('privacyLink')}</a>
      </p>
      <div className={styles.choices}>
        <button type="button" className="button" onClick={() => onChoose('denied')}>
          {t('decline')}
        </button>
        <button type="button" className="button" onClick={() => onChoose('granted')}>
          {t('accept')}
        </button>
      </div>
    </div>
  );
}
