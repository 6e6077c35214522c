'use client';

import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { StoreInfo } from '@/lib/layout/store-info';
import { BP } from '@/lib/format/breakpoints';
import { telHref } from '@/lib/format/href';
import { AlertIcon, ChevronDownIcon, MailIcon, PhoneIcon } from './icons';
import { useDismiss } from './use-dismiss';
import { useNativeOpen } from './use-native-open';
import styles from './header.module.css';
import { preload } from '@/lib/query/preload';
import { inOwnTask } from '@/lib/scheduling/message-task';
import { importInTurn } from '@/lib/scheduling/import-in-turn';

const STORE_INFO_QUERY_KEY = ['store-info'] as const;

async function fetchStoreInfo(): Promise<StoreInfo> {
  // The schema loads with the answer, not with the page (ADR 0016).
  const schema = preload(importInTurn(() => import('@/lib/layout/store-info')));
  const response = await fetch('/api/store-info', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`store-info answered ${response.status}`);
  const { storeInfoSchema } = await schema;
  return storeInfoSchema.parse(await response.json());
}

/**
 * Phone and support-hours box of the icon group. Shows the phone (the server's copy while the request runs);
 * a click expands the support times (S2-107): a <details> disclosure, so a tap opens it before the page's JavaScript
 * has run (ADR 0044); once hydrated an outside click or Escape closes it. When `GET /api/store-info` fails it shows an
 * error icon titled 'Error loading data' whose click retries (S2-108, S2-109); that state exists only after hydration.
 */
export function SupportBox({ initial }: { initial: StoreInfo }) {
  const t = useTranslations('Header');
  const tCommon = useTranslations('Common');
  const rootRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const { open, onToggle, setOpen } = useNativeOpen(rootRef);
  const query = useQuery({
    queryKey: STORE_INFO_QUERY_KEY,
    queryFn: inOwnTask(fetchStoreInfo),
    placeholderData: initial,
    retry: 1,
  });
  useDismiss(rootRef, open, (reason) => {
    setOpen(false);
    if (reason === 'escape') summaryRef.current?.focus();
  });

  if (query.isError) {
    const label = tCommon('errorLoadingData');
    return (
      <button
        type="button"
        className={`icon-button ${styles.supportError}`}
        title={label}
        aria-label={label}
        aria-busy={query.isFetching}
        onClick={() => void query.refetch()}
      >
        <AlertIcon />
      </button>
    );
  }

  const store = query.data ?? initial;
  const times = [
    store.supportTimeMoTh ? t('supportMoTh', { time: store.supportTimeMoTh }) : null,
    store.supportTimeFr ? t('supportFr', { time: store.supportTimeFr }) : null,
  ].filter((line): line is string => line !== null);

  return (
    <details ref={rootRef} className={styles.dropdown} onToggle={onToggle}>
      <summary ref={summaryRef} className={`icon-button ${styles.summary} ${styles.supportButton}`}>
        <PhoneIcon />
        <span className={BP.srOnlyMobile}>
          <span className="visually-hidden">{t('supportBoxLabel')} </span>
          {store.phone}
        </span>
        <ChevronDownIcon size={16} className={BP.desktopOnly} />
      </summary>
      <div className={`${styles.panel} ${BP.mobileRowPanel}`}>
        <p className={styles.panelTitle}>{t('supportHours')}</p>
        {store.phone ? (
          <p className={styles.panelLine}>
            <PhoneIcon size={18} />
            <a href={telHref(store.phone)}>{store.phone}</a>
          </p>
        ) : null}
        {store.email ? (
          <p className={styles.panelLine}>
            <MailIcon size={18} />
            <a href={`mailto:${store.email}`}>{store.email}</a>
          </p>
        ) : null}
        {store.supportTime ? <p className={styles.panelText}>{store.supportTime}</p> : null}
        {times.length > 0 ? (
          <ul className={styles.panelList}>
            {times.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </details>
  );
}
