'use client';

import { useTranslations } from 'next-intl';

/**
 * A page that failed to render because an upstream call failed: the server-down message with a retry that clears
 * local and session storage and reloads (the same as the server-down page).
 */
export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('ServerDown');
  const retry = () => {
    try {
      window.localStorage.clear();
      window.sessionStorage.clear();
    } catch {
      // storage may be blocked; reload anyway
    }
    reset();
    window.location.reload();
  };
  return (
    <div className="container error-page" role="alert">
      <h1>{t('title')}</h1>
      <p>{t('message')}</p>
      <p>{t('advice')}</p>
      <button type="button" className="button" onClick={retry}>
        {t('retry')}
      </button>
    </div>
  );
}
