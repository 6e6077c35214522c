import type { ReactNode } from 'react';
import { preloadAdventBanner } from '@/components/layout/advent-banner-preload';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalog/breadcrumb';
import { cardView } from '@/lib/catalog/card-view';
import { SEARCH_RESULTS_LIST_ID } from '@/lib/analytics/ga4-list-events';
import listingStyles from './listing.module.css';
import { formatCount } from '@/lib/format/count';
import { getLayoutData } from '@/lib/layout/server';
import { currencyOf } from '@/lib/pricing/currency';
import { searchCatalogue } from '@/lib/search/server';
import { SEARCH_SORTS, type SearchSort } from '@/lib/search/search-sorts';
import type { SearchState } from '@/lib/search/search-state';
import { filterChips } from '@/lib/product-list/filter-chips';
import { hasSearchFilters, isSearchableTerm, searchHref, searchPages, searchQueryString, searchUrlParams, withSearchFilters } from '@/lib/product-list/search-url';
import { searchPath } from '@/lib/format/search-path';
import { formatMoney } from '@/lib/pricing/money';
import { shopPriceFilterMax } from '@/lib/shop/price-filter';
import { SEARCH_MAX_BRANDS } from '@/contract/constants';
import type { AppLocale, Shop } from '@/contract/shops';
import { featureValueTitle } from './feature-filter-groups';
import { FilterChips } from './filter-chips';
import { SearchContentLinks } from './search-content-links';
import { SearchFacets } from './search-facets';
import styles from './search-results.module.css';
import { ProductListChunks } from './product-list-chunks';
import { ProductListLayout } from './product-list-layout';

/**
 * The results page `/search/{term}` (spec: full results, chunks of 12, infinite scroll, content links in
 * collapsible parent groups, categories with counts, brands, price slider 0..8000, removable chips, 'Reset all
 * filters'), plus technical filters with counts and the listing orders (ADR 0041). The chunk of the URL is rendered on the server (crawlers and no-JS get results and a plain next-page
 * link); the browser appends the next chunks from `/api/search`. A term under four characters shows the too-short
 * message, an unreachable engine the error message in place of the results (the rest of the page works), a
 * search without hits the empty message.
 */
export async function SearchResults({ shop, state }: { shop: Shop; state: SearchState }) {
  // On a phone the header's advent banner is the results page's largest element (ADR 0038): asked for before the
  // engine answers, so its hint is in the head.
  preloadAdventBanner((await getLayoutData(shop)).config);
  const t = await getTranslations({ locale: shop.locale, namespace: 'Search' });
  const heading = state.term === '' ? t('title') : t('heading', { term: state.term });
  if (!isSearchableTerm(state.term)) {
    return (
      <SearchFrame locale={shop.locale} crumb={t('title')} heading={heading}>
        <p className={styles.notice} role="status">
          {t('tooShort')}
        </p>
      </SearchFrame>
    );
  }

  const [outcome, layout, tc, tBuy, tl, ts] = await Promise.all([
    searchCatalogue(shop, state),
    getLayoutData(shop),
    getTranslations({ locale: shop.locale, namespace: 'Catalog' }),
    getTranslations({ locale: shop.locale, namespace: 'MobileBuy' }),
    getTranslations({ locale: shop.locale, namespace: 'Listing' }),
    getTranslations({ locale: shop.locale, namespace: 'Sort' }),
  ]);
  if (!outcome.ok) {
    return (
      <SearchFrame locale={shop.locale} crumb={t('title')} heading={heading}>
        <p className={`${styles.notice} ${styles.error}`} role="alert">
          {t('error')}
        </p>
      </SearchFrame>
    );
  }

  const { result } = outcome.data;
  const pages = searchPages(result.total, state.size);
  // A stale `?page=N` past the last chunk is a 404, as on the listings (ADR 0007).
  if (result.total > 0 && state.page > pages) notFound();
  const locale = shop.locale;
  const currency = currencyOf(layout.config);
  const vatNote = tc('inclVat', { percent: layout.vatPercent });
  const brands = result.brands.slice(0, SEARCH_MAX_BRANDS);
  const priceMax = shopPriceFilterMax(shop);
  const analyticsList = { id: SEARCH_RESULTS_LIST_ID, name: t('title') };
  const sortTexts: Record<SearchSort, string> = {
    relevance: t('sortRelevance'), sales: tl('sortSales'), price_asc: tl('sortPriceAsc'), price_desc: tl('sortPriceDesc'), newest: tl('sortNewest'), name: tl('sortName'),
  };
  const countId = 'search-result-count';
  // Keys by state: the filter form's inputs and the appended chunks start afresh when the state changes.
  const stateKey = `${state.term}|${searchQueryString({ ...state, page: 1 })}`;
  const titleOf = (facets: readonly { id: number; title: string }[], id: number) => facets.find((facet) => facet.id === id)?.title ?? `#${id}`;
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const chips = filterChips(
    { ...state, features: state.features ?? [] },
    {
      text: {
        category: (id) => t('chipCategory', { category: titleOf(result.categories, id) }),
        brand: (id) => t('chipBrand', { brand: titleOf(brands, id) }),
        feature: (id) => {
          const title = featureValueTitle(result.features, id);
          return title ? t('chipFeature', title) : `#${id}`;
        },
        priceMin: (amount) => t('chipPriceMin', { amount: money(amount) }),
        priceMax: (amount) => t('chipPriceMax', { amount: money(amount) }),
      },
      hrefWith: (change) => searchHref(withSearchFilters(state, change)),
    },
  );

  return (
    <SearchFrame locale={shop.locale} crumb={t('title')} heading={heading}>
      <ProductListLayout
        filtersLabel={t('filters')}
        sheet={{ showResults: tBuy('showResults', { count: result.total, formatted: formatCount(result.total, locale) }), closeLabel: tBuy('closeFilters') }}
        count={{ id: countId, text: t('results', { count: result.total, formatted: formatCount(result.total, locale) }) }}
        sort={{
          label: t('sort'),
          applyLabel: ts('apply'),
          value: state.sort ?? 'relevance',
          options: SEARCH_SORTS.map((sort) => ({ value: sort, text: sortTexts[sort] })),
          target: { kind: 'search', term: state.term, priceMax },
          hidden: searchUrlParams({ ...state, sort: 'relevance', page: 1 }).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />),
          stateKey,
        }}
        filters={
          <SearchFacets
            key={stateKey}
            state={state}
            categories={result.categories}
            brands={brands}
            features={result.features}
            priceMax={priceMax}
            currency={currency}
            locale={locale}
          />
        }
      >
        {hasSearchFilters(state) ? (
          <FilterChips
            chips={chips}
            listLabel={t('activeFilters')}
            removeLabel={(filter) => t('removeFilter', { filter })}
            reset={{ href: searchPath(state.term), text: t('resetAll') }}
          />
        ) : null}
        {result.contents.length > 0 ? <SearchContentLinks links={result.contents} locale={locale} /> : null}
        {result.products.length === 0 ? (
          <div className={listingStyles.empty} role="status">
            <p className={listingStyles.emptyTitle}>{t('empty')}</p>
          </div>
        ) : (
          <ProductListChunks
            products={result.products.map(cardView)}
            labelledBy={countId}
            label={heading}
            source={{ kind: 'search', state }}
            pages={pages}
            scrollKey={`${stateKey}|${state.page}`}
            currency={currency}
            locale={locale}
            vatNote={vatNote}
            list={{ ...analyticsList, firstIndex: (state.page - 1) * state.size, chunkSize: state.size }}
          />
        )}
      </ProductListLayout>
    </SearchFrame>
  );
}

function SearchFrame({ locale, crumb, heading, children }: { locale: AppLocale; crumb: string; heading: string; children: ReactNode }) {
  return (
    <div className="container">
      <Breadcrumb locale={locale} trail={[]} current={crumb} />
      <h1 className={styles.heading}>{heading}</h1>
      {children}
    </div>
  );
}
