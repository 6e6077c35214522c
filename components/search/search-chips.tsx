import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { featureValueTitle } from '@/components/catalog/feature-filter-groups';
import listingStyles from '@/components/catalog/listing.module.css';
import { searchPath } from '@/lib/format/search-path';
import { formatMoney, type CurrencySettings } from '@/lib/pricing/money';
import type { SearchResult } from '@/lib/search/search-result';
import type { SearchState } from '@/lib/search/search-state';
import { hasSearchFilters, searchHref, withSearchFilters } from '@/lib/search/search-url';

type Facet = SearchResult['categories'][number];

type Props = {
  state: SearchState;
  categories: readonly Facet[];
  brands: readonly Facet[];
  features: SearchResult['features'];
  currency: CurrencySettings;
  locale: string;
};

/**
 * The active filters as removable chips (each a link to the same search without that filter) and 'Reset all
 * filters' (the plain results page of the term). Plain links: they work without JavaScript.
 */
export async function SearchChips({ state, categories, brands, features, currency, locale }: Props) {
  if (!hasSearchFilters(state)) return null;
  const t = await getTranslations({ locale, namespace: 'Search' });
  const titleOf = (facets: readonly Facet[], id: number) => facets.find((facet) => facet.id === id)?.title ?? `#${id}`;
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const chips = [
    ...state.categories.map((id) => ({
      key: `category-${id}`,
      text: t('chipCategory', { category: titleOf(categories, id) }),
      href: searchHref(withSearchFilters(state, { categories: state.categories.filter((c) => c !== id) })),
    })),
    ...state.brands.map((id) => ({
      key: `brand-${id}`,
      text: t('chipBrand', { brand: titleOf(brands, id) }),
      href: searchHref(withSearchFilters(state, { brands: state.brands.filter((b) => b !== id) })),
    })),
    ...(state.features ?? []).map((id) => {
      const title = featureValueTitle(features, id);
      return {
        key: `feature-${id}`,
        text: title ? t('chipFeature', title) : `#${id}`,
        href: searchHref(withSearchFilters(state, { features: (state.features ?? []).filter((f) => f !== id) })),
      };
    }),
    ...(state.priceMin !== null
      ? [{ key: 'price-min', text: t('chipPriceMin', { amount: money(state.priceMin) }), href: searchHref(withSearchFilters(state, { priceMin: null })) }]
      : []),
    ...(state.priceMax !== null
      ? [{ key: 'price-max', text: t('chipPriceMax', { amount: money(state.priceMax) }), href: searchHref(withSearchFilters(state, { priceMax: null })) }]
      : []),
  ];
  return (
    <div className={listingStyles.chips}>
      <ul className={listingStyles.chipList} aria-label={t('activeFilters')}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link href={chip.href} className={listingStyles.chip} aria-label={t('removeFilter', { filter: chip.text })} scroll={false}>
              {chip.text} <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link href={searchPath(state.term)} className={listingStyles.reset} scroll={false}>
        {t('resetAll')}
      </Link>
    </div>
  );
}
