import { Suspense } from 'react';
import { io } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/contract/shops';

type Props = { locale: AppLocale; storeName: string; className?: string };

async function CopyrightWithYear({ locale, storeName, className }: Props) {
  // The current time is request data: with Cache Components this part streams at request time, without them it
  // is read when the page is (re)rendered.
  await io();
  const t = await getTranslations({ locale, namespace: 'Footer' });
  return <p className={className}>{t('copyright', { year: new Date().getFullYear(), storeName })}</p>;
}

async function CopyrightWithoutYear({ locale, storeName, className }: Props) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  return <p className={className}>{t('copyrightNoYear', { storeName })}</p>;
}

/** '© {year} {store_name}' (S2-151). */
export function CopyrightLine(props: Props) {
  return (
    <Suspense fallback={<CopyrightWithoutYear {...props} />}>
      <CopyrightWithYear {...props} />
    </Suspense>
  );
}
