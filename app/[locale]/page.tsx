import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ProductGrid } from '@/components/catalog/product-grid';
import { HeroBanner } from '@/components/home/hero-banner';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { getProductsByIds } from '@/lib/catalog/server';
import { toHref } from '@/lib/format/href';
import { getLayoutData } from '@/lib/layout/server';
import { currencyOf } from '@/lib/pricing/currency';
import { webSiteJsonLd } from '@/lib/seo/organization-json-ld';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { shopOrigin } from '@/lib/seo/shop-origin';
import { shopOfLocale } from '@/lib/shop/route-shop';
import styles from './home.module.css';

type Params = { params: Promise<{ locale: string }> };

/** The same path in every shop: hreflang alternates of the home page. */
const HOME_URLS = { de_AT: '/', de_DE: '/', ro_RO: '/' };

/** Title: the site name alone (not run through the layout's '%s | site name' template); canonical: the shop's origin. */
export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  const shop = shopOfLocale(locale);
  const [layout, t] = await Promise.all([getLayoutData(shop), getTranslations({ locale: shop.locale, namespace: 'Meta' })]);
  const metadata = pageMetadata({ shop, title: layout.config.site_name, description: t('defaultDescription'), path: '/', urls: HOME_URLS });
  return { ...metadata, title: { absolute: layout.config.site_name } };
}

/** Home page: banners and products named by the locale config (homepage_banners, homepage_product_ids). */
export default async function HomePage({ params }: Params) {
  const { locale } = await params;
  const shop = shopOfLocale(locale);
  const layout = await getLayoutData(shop);
  const [products, t, tc] = await Promise.all([
    getProductsByIds(shop, layout.config.homepage_product_ids),
    getTranslations({ locale: shop.locale, namespace: 'Home' }),
    getTranslations({ locale: shop.locale, namespace: 'Catalog' }),
  ]);
  const [hero, ...banners] = layout.config.homepage_banners;
  const topCategories = layout.menu.filter((category) => category.count > 0);
  return (
    <div className="container">
      <JsonLdScript data={webSiteJsonLd({ origin: shopOrigin(shop.code), name: layout.config.site_name, locale: shop.locale })} />
      <h1 className="visually-hidden">{layout.config.site_name}</h1>
      {hero ? <HeroBanner banner={hero} /> : null}
      <section aria-labelledby="home-categories" className={styles.section}>
        <h2 id="home-categories">{t('shopByCategory')}</h2>
        <ul className={styles.categories}>
          {topCategories.map((category) => (
            <li key={category.Id}>
              <Link href={toHref(category.URL)}>{category.Title}</Link>
            </li>
          ))}
        </ul>
      </section>
      {products.length > 0 ? (
        <section aria-labelledby="home-products" className={styles.section}>
          <h2 id="home-products">{t('featuredProducts')}</h2>
          <ProductGrid
            products={products}
            currency={currencyOf(layout.config)}
            locale={shop.locale}
            vatNote={tc('inclVat', { percent: layout.vatPercent })}
            label={t('featuredProducts')}
          />
        </section>
      ) : null}
      {banners.length > 0 ? (
        <section className={styles.banners} aria-label={t('promotions')}>
          {banners.map((banner) => (
            <Link key={banner.image} href={toHref(banner.link)} className={styles.banner}>
              <Image src={banner.image} alt={banner.title} width={banner.width} height={banner.height} sizes="(max-width: 992px) 100vw, 50vw" />
            </Link>
          ))}
        </section>
      ) : null}
    </div>
  );
}
