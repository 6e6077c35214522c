'use client';

import { useTranslations } from 'next-intl';
import listingStyles from './listing.module.css';
import { formatCount } from '@/lib/format/count';
import { searchPath } from '@/lib/format/search-path';
import type { CurrencySettings } from '@/lib/pricing/money';
import type { SearchResult } from '@/lib/search/search-result';
import type { SearchState } from '@/lib/search/search-state';
import { FeatureFilterGroups, featureValueTitle } from './feature-filter-groups';
import { FilterForm } from './filter-form';
import { PriceRangeSlider } from './price-range-slider';

type Facet = SearchResult['categories'][number];

type Props = {
  state: SearchState;
  categories: readonly Facet[];
  brands: readonly Facet[];
  /** Technical filters with counts (ADR 0041). */
  features: SearchResult['features'];
  /** The shop currency's price bound (shopPriceFilterMax). */
  priceMax: number;
  currency: CurrencySettings;
  locale: string;
};

/**
 * The filters of the results page: categories, brands and technical filters with their counts (checkboxes, applied
 * at once) and the price slider, in the product list's filter form (a plain GET form to `/search/{term}` without
 * JavaScript).
 */
export function SearchFacets({ state, categories, brands, features, priceMax, currency, locale }: Props) {
  const t = useTranslations('Search');
  const facetList = (name: 'category' | 'brand', legend: string, facets: readonly Facet[], selected: readonly number[]) => {
    const missing = selected.filter((id) => !facets.some((facet) => facet.id === id));
    if (facets.length + missing.length === 0) return null;
    return (
      <fieldset className={listingStyles.fieldset}>
        <legend className={listingStyles.facetTitle}>{legend}</legend>
        <ul className={listingStyles.checkList}>
          {facets.map((facet) => (
            <li key={facet.id}>
              <label>
                <input type="checkbox" name={name} value={facet.id} defaultChecked={selected.includes(facet.id)} /> {facet.title}{' '}
                <span className={listingStyles.count}>({formatCount(facet.count, locale)})</span>
              </label>
            </li>
          ))}
          {missing.map((id) => (
            <li key={id}>
              <label>
                <input type="checkbox" name={name} value={id} defaultChecked /> #{id}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    );
  };

  return (
    <FilterForm target={{ kind: 'search', term: state.term, priceMax }} action={searchPath(state.term)} className={listingStyles.facet} aria-label={t('filters')}>
      {facetList('category', t('categories'), categories, state.categories)}
      {facetList('brand', t('brands'), brands, state.brands)}
      {state.sort !== undefined && state.sort !== 'relevance' ? <input type="hidden" name="sort" value={state.sort} /> : null}
      <FeatureFilterGroups features={features} selected={state.features ?? []} locale={locale} />
      {(state.features ?? [])
        .filter((id) => featureValueTitle(features, id) === null)
        .map((id) => (
          <input key={id} type="hidden" name="feature" value={id} />
        ))}
      <fieldset className={listingStyles.fieldset}>
        <legend className={listingStyles.facetTitle}>{t('price')}</legend>
        <PriceRangeSlider priceMin={state.priceMin} priceMax={state.priceMax} bound={priceMax} currency={currency} locale={locale} />
      </fieldset>
      <button type="submit" className={listingStyles.apply}>
        {t('apply')}
      </button>
    </FilterForm>
  );
}
