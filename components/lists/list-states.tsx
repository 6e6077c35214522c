'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import styles from './lists.module.css';

/** An empty list: what to do next, and the way back to the homepage. */
export function ListEmpty({ text }: { text: string }) {
  const t = useTranslations('Lists');
  return (
    <div className={styles.state}>
      <p>{text}</p>
      <Link href="/" className="button">
        {t('toHomepage')}
      </Link>
    </div>
  );
}

/** The products could not be loaded (the catalogue is down or the network failed): said, with a retry. */
export function ListLoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('Lists');
  return (
    <div className={styles.state} role="alert">
      <p>{t('loadFailed')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

export function ListLoading() {
  const t = useTranslations('Lists');
  return (
    <p className={styles.state} role="status">
      {t('loading')}
    </p>
  );
}
