'use client';

import { useState } from 'react';
import Image from 'next/image';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { stockLabel } from '@/lib/catalog/stock-label';
import { toHref } from '@/lib/format/href';
import { compareRows } from '@/lib/lists/compare-rows';
import { priceView } from '@/lib/pricing/discount';
import { formatPrice, type CurrencySettings } from '@/lib/pricing/money';
import { useDropMissing } from './use-drop-missing';
import { useListProducts } from './use-list-products';
import { useProductLists } from './use-product-lists';
import styles from './lists.module.css';

type Props = { currency: CurrencySettings; locale: string };

/**
 * /compare: up to 4 products side by side by specification. Rows whose values differ are marked (colour and a '≠'
 * sign, and 'differs' for screen readers); 'Show differences only' hides the others.
 */
export function CompareView({ currency, locale }: Props) {
  const t = useTranslations('Lists');
  const tStock = useTranslations('Stock');
  const { compare, hydrated, remove } = useProductLists();
  const { data, isError, refetch, isPending } = useListProducts(compare, true, hydrated);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  useDropMissing('compare', compare, data?.products);
  if (!hydrated) return <p role="status">{t('loading')}</p>;
  if (compare.length === 0) {
    return (
      <>
        <p>{t('compareEmpty')}</p>
        <Link href="/" className="button">
          {t('toHomepage')}
        </Link>
      </>
    );
  }
  if (isError) {
    return (
      <p role="alert">
        {t('loadFailed')}{' '}
        <button type="button" className="link-button" onClick={() => void refetch()}>
          {t('retry')}
        </button>
      </p>
    );
  }
  if (isPending || !data) return <p role="status">{t('loading')}</p>;
  const products = data.products;
  const money = (amount: number) => formatPrice(amount, currency, locale);
  const base = [
    { title: t('price'), values: products.map((p) => (priceView(p.prices).sale > 0 ? money(priceView(p.prices).sale) : '')) },
    { title: t('brand'), values: products.map((p) => p.brand_title ?? '') },
    {
      title: t('stock'),
      values: products.map((p) => {
        const label = stockLabel(p.stock_state, p.quantity, p.available_from);
        return tStock(label.key, { count: label.values.count ?? 0, date: label.values.date ?? '' });
      }),
    },
  ].map((row) => ({ ...row, differs: new Set(row.values).size > 1 }));
  const rows = [...base, ...compareRows(products.map((p) => data.specifications[String(p.id)] ?? []))];
  const shown = onlyDifferences ? rows.filter((row) => row.differs) : rows;
  return (
    <>
      <div className={styles.toolbar}>
        <p>{t('compareCount', { count: products.length })}</p>
        <label>
          <input type="checkbox" checked={onlyDifferences} onChange={(event) => setOnlyDifferences(event.target.checked)} /> {t('onlyDifferences')}
        </label>
      </div>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t('compareTitle')}</caption>
          <thead>
            <tr>
              <td />
              {products.map((p) => (
                <td key={p.id}>
                  {p.image ? <Image src={p.image.url} alt="" width={120} height={120} sizes="120px" className={styles.thumb} /> : null}
                  <Link href={toHref(p.url)}>{p.title}</Link>
                  <br />
                  <button type="button" className="link-button" onClick={() => remove('compare', [p.id])} aria-label={t('removeFromCompare', { title: p.title })}>
                    {t('remove')}
                  </button>
                </td>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.title} className={row.differs ? styles.differs : undefined} data-differs={row.differs}>
                <th scope="row">
                  {row.title}
                  {row.differs ? <span className="visually-hidden"> ({t('differs')})</span> : null}
                </th>
                {row.values.map((value, i) => (
                  <td key={products[i]?.id ?? i}>{value === '' ? '–' : value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
