'use client';

import { useTranslations } from 'next-intl';

/**
 * A page that failed to render (an upstream call failed or answered outside the contract): the generic messages
 * of the spec and a retry that clears local and session storage and reloads, like the server-down page.
 */
export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const common = useTranslations('Common');
  const serverDown = useTranslations('ServerDown');
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
      <h1>{common('genericError')}</h1>
      <p>{common('tryAgain')}</p>
      <button type="button" className="button" onClick={retry}>
        {serverDown('retry')}
      </button>
    </div>
  );
}
