import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { accountCoupons } from '@/lib/account/account-coupons-server';
import { customerPageContext } from '@/lib/account/page-guard';
import { formatDay } from '@/lib/catalog/listing-card';
import { getLayoutData } from '@/lib/layout/server';
import { currencyOf } from '@/lib/pricing/currency';
import { formatPrice } from '@/lib/pricing/money';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { shopOfLocale } from '@/lib/shop/route-shop';
import styles from './coupons.module.css';

/** The customer's own coupons: read with the session on every request. */
export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const shop = shopOfLocale((await params).locale);
  const t = await getTranslations({ locale: shop.locale, namespace: 'AccountCoupons' });
  return pageMetadata({ shop, title: t('title'), description: t('title'), path: '/account/coupons', noindex: true });
}

/**
 * /account/coupons (S1-19): the coupons the customer can use in this shop today, personal ones first, with code,
 * value, validity and minimum order; a code is entered in the cart.
 */
export default async function AccountCouponsRoute({ params }: Params) {
  const shop = shopOfLocale((await params).locale);
  const context = await customerPageContext();
  const [t, layout, coupons] = await Promise.all([
    getTranslations({ locale: shop.locale, namespace: 'AccountCoupons' }),
    getLayoutData(shop),
    accountCoupons(context),
  ]);
  const currency = currencyOf(layout.config);
  const money = (eur: number) => formatPrice(eur, currency, shop.locale);
  return (
    <div className="container">
      <h1>{t('title')}</h1>
      {!coupons.ok ? (
        <p role="alert">{t('unavailable')}</p>
      ) : coupons.data.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <>
          <p>{t('howTo')}</p>
          <ul className={styles.coupons} aria-label={t('title')}>
            {coupons.data.map((coupon) => (
              <li key={coupon.code} className={styles.coupon} data-testid="account-coupon">
                <p className={styles.value}>{coupon.type === 'percent' ? t('percentOff', { percent: coupon.value }) : t('amountOff', { amount: money(coupon.value) })}</p>
                <p>
                  {t('code')}: <code className={styles.code}>{coupon.code}</code>
                </p>
                <p>{coupon.min > 0 ? t('minimum', { amount: money(coupon.min) }) : t('noMinimum')}</p>
                <p>{t('validUntil', { date: formatDay(coupon.validUntil, shop.locale) })}</p>
                <p className={styles.kind}>{coupon.personal ? t('personal') : t('public')}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
