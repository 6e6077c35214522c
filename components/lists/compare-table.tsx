'use client';

import { useRef } from 'react';
import Image from 'next/image';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { EnergyLabelLink } from '@/components/product/energy-label-link';
import type { CompareRow } from '@/lib/lists/compare-rows';
import { toHref } from '@/lib/format/href';
import styles from './lists.module.css';
import type { ProductCard } from '@/contract/product-card';

type Props = { products: readonly ProductCard[]; rows: readonly CompareRow[]; onRemove: (id: number) => void };

/**
 * The products side by side: a column per product (picture, title, remove), a row per property. A row whose values
 * differ is marked three ways: a tinted background, a '≠' sign and, for screen readers, 'values differ' in its header.
 * The table scrolls sideways on narrow screens (the property column stays) and takes focus to be scrolled by keyboard.
 * A heating product's price cell carries its energy label arrow.
 */
export function CompareTable({ products, rows, onRemove }: Props) {
  const t = useTranslations('Lists');
  const region = useRef<HTMLDivElement>(null);
  const remove = (id: number) => {
    onRemove(id);
    // The pressed button goes away with its column: keep the keyboard in the table.
    region.current?.focus();
  };
  return (
    <div ref={region} className={styles.tableWrap} role="region" aria-label={t('compareTitle')} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('compareCaption', { count: products.length })}</caption>
        <thead>
          <tr>
            <td className={styles.corner} />
            {products.map((product) => (
              <th key={product.id} scope="col" className={styles.productHead}>
                <div className={styles.thumbBox}>
                  {product.image ? <Image src={product.image.url} alt="" width={120} height={120} className={styles.thumb} /> : null}
                </div>
                <Link href={toHref(product.url)} className={styles.productLink}>
                  {product.title}
                </Link>
                <button type="button" className={`link-button ${styles.removeButton}`} onClick={() => remove(product.id)} aria-label={t('removeFromCompare', { title: product.title })}>
                  {t('remove')}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.differs ? styles.differs : undefined} data-differs={row.differs}>
              <th scope="row">
                {row.differs ? (
                  <span className={styles.marker} aria-hidden="true">
                    ≠
                  </span>
                ) : null}
                {row.title}
                {row.differs ? <span className="visually-hidden"> ({t('differs')})</span> : null}
              </th>
              {row.values.map((value, i) => {
                // The price of a heating product with its energy label, as on its card (ADR 0032).
                const energy = row.key === 'price' ? products[i]?.energy_label : null;
                return (
                  <td key={products[i]?.id ?? i}>
                    {value === '' ? (
                      <>
                        <span aria-hidden="true">–</span>
                        <span className="visually-hidden">{t('noValue')}</span>
                      </>
                    ) : (
                      value
                    )}
                    {energy ? (
                      <>
                        <br />
                        <EnergyLabelLink label={energy} />
                      </>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
