import Image from 'next/image';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalog/breadcrumb';
import { getProduct, parseId } from '@/lib/catalog/server';
import { toHref } from '@/lib/format/href';
import { getLayoutData } from '@/lib/layout/server';
import { currencyOf } from '@/lib/pricing/currency';
import { formatPrice } from '@/lib/pricing/money';
import type { Shop } from '@/lib/shop/shops';
import styles from './product-page.module.css';

/** The product page (completed by the catalogue work): title, breadcrumb, image, article number, brand, price. */
export async function ProductPage({ shop, rawId, rawPse }: { shop: Shop; rawId: string; rawPse?: string }) {
  const id = parseId(rawId);
  const product = id === null ? null : await getProduct(shop, id);
  if (!product) notFound();
  const pseId = rawPse === undefined ? product.pse_id : parseId(rawPse);
  const pse = product.pses.find((candidate) => candidate.id === pseId);
  if (!pse) notFound();
  const [t, layout] = await Promise.all([getTranslations({ locale: shop.locale, namespace: 'Catalog' }), getLayoutData(shop)]);
  const currency = currencyOf(layout.config);
  const price = pse.prices.is_promo ? pse.prices.taxed_promo_price : pse.prices.taxed_price;
  const image = product.images[0];
  return (
    <div className="container">
      <Breadcrumb locale={shop.locale} trail={product.path} current={product.title} />
      <div className={styles.layout}>
        <div className={styles.gallery}>
          {image ? <Image src={image.url} alt={image.alt || product.title} width={640} height={640} priority sizes="(max-width: 992px) 100vw, 50vw" /> : null}
        </div>
        <div className={styles.summary}>
          <h1 className={styles.title}>{product.title}</h1>
          <p className={styles.meta}>
            {t('articleNumber')}: <span>{pse.ref}</span>
          </p>
          {product.brand ? (
            <p className={styles.meta}>
              {t('brand')}: <Link href={toHref(product.brand.url)}>{product.brand.title}</Link>
            </p>
          ) : null}
          {price > 0 ? (
            <p className={styles.price}>
              <span className={styles.amount}>{formatPrice(price, currency, shop.locale)}</span>
              <span className={styles.vat}>{t('inclVat', { percent: pse.prices.tax_percent })}</span>
            </p>
          ) : (
            <p className={styles.meta}>{t('priceOnRequest')}</p>
          )}
          {product.chapo ? <p>{product.chapo}</p> : null}
        </div>
      </div>
    </div>
  );
}
