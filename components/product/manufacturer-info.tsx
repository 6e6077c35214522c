import { getTranslations } from 'next-intl/server';
import type { ProductDetail } from '@/contract/product';
import styles from './sections.module.css';

type Manufacturer = NonNullable<ProductDetail['manufacturer']>;

/**
 * The manufacturer's name, postal address, e-mail and web address, and for a maker outside the EU its responsible
 * person in the EU (EU General Product Safety Regulation 2023/988, art. 4 and 19).
 */
export async function ManufacturerInfo({ manufacturer, locale }: { manufacturer: Manufacturer; locale: string }) {
  const t = await getTranslations({ locale, namespace: 'Manufacturer' });
  const eu = manufacturer.eu_responsible;
  return (
    <section className={styles.section} aria-labelledby="product-manufacturer" data-testid="manufacturer-info">
      <h2 id="product-manufacturer">{t('title')}</h2>
      <dl className={styles.specs}>
        <div>
          <dt>{t('name')}</dt>
          <dd>{manufacturer.name}</dd>
        </div>
        <div>
          <dt>{t('address')}</dt>
          <dd>{manufacturer.address}</dd>
        </div>
        <div>
          <dt>{t('email')}</dt>
          <dd>
            <a href={`mailto:${manufacturer.email}`}>{manufacturer.email}</a>
          </dd>
        </div>
        {manufacturer.website ? (
          <div>
            <dt>{t('website')}</dt>
            <dd>
              <a href={`https://${manufacturer.website}`} rel="noopener noreferrer external">
                {manufacturer.website}
              </a>
            </dd>
          </div>
        ) : null}
        {eu ? (
          <div>
            <dt>{t('euResponsible')}</dt>
            <dd>
              {eu.name}, {eu.address}, <a href={`mailto:${eu.email}`}>{eu.email}</a>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
