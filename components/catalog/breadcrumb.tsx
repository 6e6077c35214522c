import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Crumb } from '@/contract/category';
import { toHref } from '@/lib/format/href';
import type { AppLocale } from '@/contract/shops';
import styles from './breadcrumb.module.css';

/** Homepage > … > current page. Earlier steps link to their rewriting URLs; the last one is the current page. */
export async function Breadcrumb({ locale, trail, current }: { locale: AppLocale; trail: readonly Crumb[]; current: string }) {
  const t = await getTranslations({ locale, namespace: 'Catalog' });
  return (
    <nav aria-label={t('breadcrumbLabel')} className={styles.breadcrumb}>
      <ol>
        <li>
          <Link href="/">{t('breadcrumbHome')}</Link>
        </li>
        {trail.map((crumb) => (
          <li key={crumb.id}>
            <Link href={toHref(crumb.url)}>{crumb.title}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
