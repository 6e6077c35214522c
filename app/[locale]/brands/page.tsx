import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { InfoPage } from '@/components/content/info-page';
import styles from '@/components/content/brands.module.css';
import { brandsAToZ } from '@/lib/content/brands-a-z';
import { getBrandList } from '@/lib/content/server';
import { INFO_ROUTES, sameRouteEverywhere } from '@/lib/content/static-pages';
import { toHref } from '@/lib/format/href';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { shopOfLocale } from '@/lib/shop/route-shop';

type Params = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const shop = shopOfLocale((await params).locale);
  const [brands, t] = await Promise.all([getBrandList(shop), getTranslations({ locale: shop.locale, namespace: 'Content' })]);
  const count = brandsAToZ(brands, shop.locale).reduce((sum, group) => sum + group.brands.length, 0);
  return pageMetadata({ shop, title: t('brandsTitle'), description: t('brandsLead', { count }), path: INFO_ROUTES.brands, urls: sameRouteEverywhere(INFO_ROUTES.brands) });
}

/**
 * /brands (linked from the footer's shopping column): every brand with products, A to Z, with its logo (alt text: the
 * brand's name), its name and its product count, linking to the brand's listing.
 */
export default async function BrandsRoute({ params }: Params) {
  const shop = shopOfLocale((await params).locale);
  const [brands, t] = await Promise.all([getBrandList(shop), getTranslations({ locale: shop.locale, namespace: 'Content' })]);
  const groups = brandsAToZ(brands, shop.locale);
  const count = groups.reduce((sum, group) => sum + group.brands.length, 0);
  return (
    <InfoPage shop={shop} title={t('brandsTitle')} lead={t('brandsLead', { count })} path={INFO_ROUTES.brands}>
      <nav aria-label={t('brandsByLetter')}>
        <ul className={styles.letters}>
          {groups.map((group) => (
            <li key={group.letter}>
              <a href={`#brands-${group.letter === '#' ? 'other' : group.letter}`}>{group.letter}</a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => {
        const id = `brands-${group.letter === '#' ? 'other' : group.letter}`;
        return (
          <section key={group.letter} className={styles.group} aria-labelledby={id}>
            <h2 id={id}>{group.letter}</h2>
            <ul className={styles.list}>
              {group.brands.map((brand) => (
                <li key={brand.id}>
                  <Link href={toHref(brand.url)} className={styles.brand}>
                    {/* The logo names the brand (alt text); the written name beside it is for the eye only then. */}
                    {brand.logo ? <Image src={brand.logo.url} alt={brand.title} width={brand.logo.width} height={brand.logo.height} /> : null}
                    <span className={styles.name} {...(brand.logo ? { 'aria-hidden': true } : {})}>
                      {brand.title}
                    </span>
                    <span className={styles.count}>{t('brandProducts', { count: brand.count })}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </InfoPage>
  );
}
