import type { ProductDetail } from '@/lib/contract/product';
import styles from './sections.module.css';

type Labels = { title: string; name: string; address: string; email: string };

/** Manufacturer name, postal and e-mail address (EU General Product Safety Regulation 2023/988, art. 19). */
export function ManufacturerInfo({ manufacturer, labels }: { manufacturer: NonNullable<ProductDetail['manufacturer']>; labels: Labels }) {
  return (
    <section className={styles.section} aria-labelledby="product-manufacturer">
      <h2 id="product-manufacturer">{labels.title}</h2>
      <dl className={styles.specs}>
        <div>
          <dt>{labels.name}</dt>
          <dd>{manufacturer.name}</dd>
        </div>
        <div>
          <dt>{labels.address}</dt>
          <dd>{manufacturer.address}</dd>
        </div>
        <div>
          <dt>{labels.email}</dt>
          <dd>
            <a href={`mailto:${manufacturer.email}`}>{manufacturer.email}</a>
          </dd>
        </div>
      </dl>
    </section>
  );
}
