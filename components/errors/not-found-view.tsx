import Image from 'next/image';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalog/breadcrumb';
import { notFoundMessageKey, type NotFoundReason } from '@/lib/format/not-found-reason';
import type { AppLocale } from '@/contract/shops';
import styles from './not-found-view.module.css';

export type NotFoundViewProps = {
  reason?: NotFoundReason;
  /** `cartoon_404` of the locale config (a media path), or null when it cannot be read. */
  cartoonUrl: string | null;
  /** The shop locale. */
  locale: AppLocale;
};

/** Number of rain elements, two drops each; their spread is in not-found-view.module.css (one nth-child rule each). */
const RAIN_DROPS = 18;

/**
 * The not-found page (spec section 2): cartoon, rain animation, breadcrumb Homepage > Not found, the message of
 * the reason (route-not-found when none) and 'Back to homepage' (S2-72 to S2-82).
 */
export async function NotFoundView({ reason, cartoonUrl, locale }: NotFoundViewProps) {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  const messageKey = notFoundMessageKey(reason);

  return (
    <section className={styles.view} data-reason={messageKey}>
      <div className={styles.rain} aria-hidden="true" data-rain="">
        {Array.from({ length: RAIN_DROPS }, (_, index) => (
          <span key={index} className={styles.drop} />
        ))}
      </div>
      <div className={`container ${styles.content}`}>
        <div className={styles.crumbs}>
          <Breadcrumb locale={locale} trail={[]} current={t('breadcrumbCurrent')} />
        </div>
        {cartoonUrl ? (
          <Image className={styles.cartoon} src={cartoonUrl} alt="" width={480} height={360} preload />
        ) : null}
        <h1 className={styles.title}>{t(messageKey)}</h1>
        <Link href="/" className="button">
          {t('back')}
        </Link>
      </div>
    </section>
  );
}
