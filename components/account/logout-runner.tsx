'use client';

import { useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { postAuth } from './auth-fetch';
import { clearClientSession } from './client-logout';
import styles from './auth.module.css';

/**
 * /logout (S2-46): the browser POSTs the logout once the page is shown (never a GET, so a prefetch logs nobody out),
 * clears the client state (S4-09..S4-11) and says it is done. Without JavaScript the form's button posts the same.
 */
export function LogoutRunner({ done }: { done: boolean }) {
  const t = useTranslations('Auth');
  const queryClient = useQueryClient();
  const [state, setState] = useState<'running' | 'done' | 'failed'>(done ? 'done' : 'running');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void postAuth('/api/account/logout').then(async (answer) => {
      await clearClientSession(queryClient);
      setState(answer.status === 200 ? 'done' : 'failed');
    });
  }, [queryClient]);

  if (state === 'done') {
    return (
      <div role="status" className={styles.success} data-testid="logout-done">
        <p>{t('loggedOut')}</p>
        <p>
          <Link href="/">{t('continueShopping')}</Link>
        </p>
      </div>
    );
  }
  return (
    <form method="post" action="/api/account/logout" className={styles.form}>
      <p role="status">{state === 'failed' ? t('logoutFailed') : t('loggingOut')}</p>
      <div className={styles.actions}>
        <button type="submit" className="button">
          {t('logoutButton')}
        </button>
      </div>
    </form>
  );
}
