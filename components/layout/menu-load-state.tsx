'use client';

import { useTranslations } from 'next-intl';

/** What a menu shows while its category tree loads ('Please wait...') or after loading failed (message + retry). */
export function MenuLoadState({ failed, onRetry, className }: { failed: boolean; onRetry: () => void; className?: string }) {
  const t = useTranslations('Common');
  if (!failed) {
    return (
      <p className={className} role="status">
        {t('pleaseWait')}
      </p>
    );
  }
  return (
    <p className={className} role="alert">
      {t('errorLoadingData')}{' '}
      <button type="button" className="link-button" onClick={onRetry}>
        {t('tryAgain')}
      </button>
    </p>
  );
}
