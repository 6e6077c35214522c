'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { visibleRows } from '@/lib/lists/compare-rows';
import { COMPARE_MAX_PRODUCTS } from '@/contract/constants';
import type { CurrencySettings } from '@/lib/pricing/money';
import { CompareTable } from './compare-table';
import { ListEmpty, ListLoadFailed, ListLoading } from './list-states';
import { useCompareRows } from './use-compare-rows';
import { useDropMissing } from './use-drop-missing';
import { useCompareProducts } from './use-list-products';
import { useProductLists } from './use-product-lists';
import styles from './lists.module.css';

type Props = { currency: CurrencySettings; locale: string; vatNote: string };

/**
 * /compare: the compare list's products (up to 4) side by side: price, brand, stock, then every specification any of
 * them has ('–' where one has none). 'Show differences only' hides the rows whose values are all the same.
 */
export function CompareView({ currency, locale, vatNote }: Props) {
  const t = useTranslations('Lists');
  const { compare, hydrated, remove } = useProductLists();
  const { status, data, products, missing, retry } = useCompareProducts(compare, hydrated);
  const [differencesOnly, setDifferencesOnly] = useState(false);
  useDropMissing('compare', missing);
  const rows = useCompareRows(products, data?.specifications ?? {}, currency, locale);
  if (!hydrated) return <ListLoading />;
  if (compare.length === 0) return <ListEmpty text={t('compareEmpty')} />;
  if (status === 'error') return <ListLoadFailed onRetry={retry} />;
  if (status === 'loading') return <ListLoading />;
  if (products.length === 0) return <ListEmpty text={t('compareEmpty')} />;
  const shown = visibleRows(rows, differencesOnly);
  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.summary} role="status">
          {t('compareCount', { count: products.length, max: COMPARE_MAX_PRODUCTS })}
        </p>
        <label className={styles.check}>
          <input type="checkbox" checked={differencesOnly} onChange={(event) => setDifferencesOnly(event.target.checked)} /> {t('onlyDifferences')}
        </label>
        <p className={styles.legend}>
          <span className={styles.legendSwatch} aria-hidden="true">
            ≠
          </span>{' '}
          {t('differsLegend')}
        </p>
      </div>
      {products.length === 1 ? <p className={styles.hint}>{t('compareAddMore')}</p> : null}
      <CompareTable products={products} rows={shown} onRemove={(id) => remove('compare', [id])} />
      {differencesOnly && shown.length === 0 ? <p className={styles.hint}>{t('noDifferences')}</p> : null}
      <p className={styles.vatNote}>{vatNote}</p>
    </>
  );
}
