import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { FilterChips } from './filter-chips';
import { FilterForm } from './filter-form';
import { preloadAdventBanner } from '@/components/layout/advent-banner-preload';
import { preloadFirstCardImage } from '@/components/catalog/first-card-preload';
import { PAGE_CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { cardView } from '@/lib/catalog/card-view';
import { listingListId } from '@/lib/analytics/ga4-list-events';
import styles from './listing.module.css';
import { listingChunkBaseQuery } from '@/lib/catalog/listing-chunk';
import { listingApiQuery, listingPages, type ListingBase } from '@/lib/catalog/listing-query';
import { filterChips } from '@/lib/product-list/filter-chips';
import { DEFAULT_LISTING_STATE, LISTING_SORTS, listingHref, listingParams, listingQueryString, withFilter, type ListingSort, type ListingState } from '@/lib/product-list/listing-state';
import { getBrandCategoryCounts, getCategoryChildren, getProductList, type ProductQuery } from '@/lib/catalog/server';
import { formatCount } from '@/lib/format/count';
import { toHref } from '@/lib/format/href';
import { getLayoutData } from '@/lib/layout/server';
import { currencyOf } from '@/lib/pricing/currency';
import { formatMoney } from '@/lib/pricing/money';
import { LISTING_PAGE_CHUNK, PRICE_FILTER_MIN } from '@/contract/constants';
import { shopPriceFilterMax } from '@/lib/shop/price-filter';
import { FeatureFilterGroups, featureValueTitle } from './feature-filter-groups';
import type { Shop } from '@/contract/shops';
import { ProductListChunks } from './product-list-chunks';
import { ProductListLayout } from './product-list-layout';

type Props = {
  shop: Shop;
  /** What is listed: `category`, `brand` (fixed), both (landing page) or `type`; other fields are ignored. */
  query: ProductQuery;
  /** Accessible name of the product list (the page title). */
  label: string;
  /** Filters, sort and page of this request (the default state when omitted). */
  state?: ListingState;
  /** Public path of the listing (its rewriting URL, '/bad/waschtische'); links are relative query strings without it. */
  path?: string;
};

const SORT_KEYS: Record<ListingSort, 'sortSales' | 'sortPriceAsc' | 'sortPriceDesc' | 'sortNewest' | 'sortName'> = {
  sales: 'sortSales',
  price_asc: 'sortPriceAsc',
  price_desc: 'sortPriceDesc',
  newest: 'sortNewest',
  name: 'sortName',
};

/**
 * A listing (category, brand, landing or type page): sub-categories with counts, brand filter with counts, price
 * range, sort (applied on a pointer choice, Enter or its button, never by arrow keys: SortForm), removable
 * filter chips, the chunk of the requested page, infinite scroll with plain page links, and the empty state. Every
 * control is a link or a GET form, so the listing works without JavaScript. A page past the last one is a 404.
 */
export async function ListingSection({ shop, query, label, state = DEFAULT_LISTING_STATE, path = '' }: Props) {
  const base: ListingBase = {
    ...(query.category !== undefined ? { category: query.category } : {}),
    ...(query.brand !== undefined ? { brand: query.brand } : {}),
    ...(query.type !== undefined ? { type: query.type } : {}),
  };
  const brandFilter = base.brand === undefined;
  const layout = await getLayoutData(shop);
  // On a phone the header's advent banner is a listing's largest element (ADR 0038).
  preloadAdventBanner(layout.config);
  const currency = currencyOf(layout.config);
  const api = listingApiQuery(base, state, currency);
  const [list, children, brandCategories, t, tc, ts, tBuy] = await Promise.all([
    getProductList(shop, {
      category: api.category, brands: api.brands, features: api.features, type: api.type, order: api.order, priceMinEur: api.priceMinEur,
      priceMaxEur: api.priceMaxEur, limit: api.limit, offset: api.offset, facets: true,
    }),
    base.category !== undefined && base.brand === undefined ? getCategoryChildren(shop, base.category) : Promise.resolve([]),
    base.brand !== undefined && base.category === undefined ? getBrandCategoryCounts(shop, base.brand) : Promise.resolve([]),
    getTranslations({ locale: shop.locale, namespace: 'Listing' }),
    getTranslations({ locale: shop.locale, namespace: 'Catalog' }),
    getTranslations({ locale: shop.locale, namespace: 'Sort' }),
    getTranslations({ locale: shop.locale, namespace: 'MobileBuy' }),
  ]);
  const pages = listingPages(list.total);
  if (state.page > pages) notFound();
  // Without the banner, the first card's image is the largest element on a phone.
  preloadFirstCardImage(layout.config, list.products[0]?.image);

  const locale = shop.locale;
  const analyticsList = { id: listingListId(base), name: label };
  const vatNote = tc('inclVat', { percent: layout.vatPercent });
  /** Filter bounds are already in the shop currency. */
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const facetBrands = list.facets?.brands ?? [];
  const facetFeatures = list.facets?.features ?? [];
  const priceBound = shopPriceFilterMax(shop);
  const brandTitle = (id: number) => facetBrands.find((brand) => brand.id === id)?.title ?? `#${id}`;
  const bounds = list.facets?.price
    ? {
        min: Math.max(PRICE_FILTER_MIN, Math.floor(list.facets.price.min * currency.rate)),
        max: Math.min(priceBound, Math.ceil(list.facets.price.max * currency.rate)),
      }
    : { min: PRICE_FILTER_MIN, max: priceBound };
  const subCategories = children.filter((child) => child.count > 0);
  const chips = filterChips(
    { ...state, categories: [] },
    {
      text: {
        category: (id) => `#${id}`,
        brand: (id) => t('chipBrand', { brand: brandTitle(id) }),
        feature: (id) => {
          const title = featureValueTitle(facetFeatures, id);
          return title ? t('chipFeature', title) : `#${id}`;
        },
        priceMin: (amount) => t('chipPriceMin', { amount: money(amount) }),
        priceMax: (amount) => t('chipPriceMax', { amount: money(amount) }),
      },
      hrefWith: ({ categories: _categories, ...change }) => listingHref(path, withFilter(state, change)),
    },
  );
  // The other filters ride along when the order changes (not a brand on a listing whose brand is fixed).
  const sortHidden = listingParams({ ...state, brands: brandFilter ? state.brands : [], sort: 'sales', page: 1 }).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
  // Keys by state: uncontrolled inputs and loaded chunks start afresh when a client navigation changes the state.
  const stateKey = listingQueryString(state) || 'plain';
  const apiQuery = listingChunkBaseQuery(locale, base, state).toString();
  const resultsId = `listing-results-${base.category ?? 0}-${base.brand ?? 0}-${base.type ?? 'all'}`;

  return (
    <ProductListLayout
      filtersLabel={t('filters')}
      sheet={{ showResults: tBuy('showResults', { count: list.total, formatted: formatCount(list.total, shop.locale) }), closeLabel: tBuy('closeFilters') }}
      count={{ id: resultsId, text: t('results', { count: list.total, formatted: formatCount(list.total, locale) }) }}
      sort={{
        label: t('sort'),
        applyLabel: ts('apply'),
        value: state.sort,
        options: LISTING_SORTS.map((sort) => ({ value: sort, text: t(SORT_KEYS[sort]) })),
        target: { kind: 'listing', brandFilter, priceMax: priceBound },
        hidden: sortHidden,
        stateKey,
      }}
      filters={
        <>
          {subCategories.length > 0 ? (
            <nav className={styles.facet} aria-label={t('subCategories')}>
              <h2 className={styles.facetTitle}>{t('subCategories')}</h2>
              <ul className={styles.linkList}>
                {subCategories.map((child) => (
                  <li key={child.id}>
                    <Link href={toHref(child.url)}>
                      {child.title} <span className={styles.count}>({formatCount(child.count, locale)})</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {brandCategories.length > 0 && base.brand !== undefined ? (
            <nav className={styles.facet} aria-label={t('brandCategories')}>
              <h2 className={styles.facetTitle}>{t('brandCategories')}</h2>
              <ul className={styles.linkList}>
                {brandCategories.filter((c) => c.count > 0 && c.url !== '').map((c) => (
                  <li key={c.category_id}>
                    <Link href={`${toHref(c.url)}?brand=${base.brand}`}>
                      {c.title} <span className={styles.count}>({formatCount(c.count, locale)})</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <FilterForm key={stateKey} className={styles.facet} target={{ kind: 'listing', brandFilter, priceMax: priceBound }} aria-label={t('filters')}>
            {state.sort !== 'sales' ? <input type="hidden" name="sort" value={state.sort} /> : null}
            {brandFilter && facetBrands.length + state.brands.length > 0 ? (
              <fieldset className={styles.fieldset}>
                <legend className={styles.facetTitle}>{t('brands')}</legend>
                <ul className={styles.checkList}>
                  {facetBrands.map((brand) => (
                    <li key={brand.id}>
                      <label>
                        <input type="checkbox" name="brand" value={brand.id} defaultChecked={state.brands.includes(brand.id)} />{' '}
                        {brand.title} <span className={styles.count}>({formatCount(brand.count, locale)})</span>
                      </label>
                    </li>
                  ))}
                  {state.brands
                    .filter((id) => !facetBrands.some((brand) => brand.id === id))
                    .map((id) => (
                      <li key={id}>
                        <label>
                          <input type="checkbox" name="brand" value={id} defaultChecked /> {brandTitle(id)}{' '}
                          <span className={styles.count}>({formatCount(0, locale)})</span>
                        </label>
                      </li>
                    ))}
                </ul>
              </fieldset>
            ) : null}
            <FeatureFilterGroups features={facetFeatures} selected={state.features} locale={locale} />
            {state.features
              .filter((id) => featureValueTitle(facetFeatures, id) === null)
              .map((id) => (
                <input key={id} type="hidden" name="feature" value={id} />
              ))}
            <fieldset className={styles.fieldset}>
              <legend className={styles.facetTitle}>{t('price')}</legend>
              <div className={styles.priceRow}>
                <label className={styles.priceField}>
                  <span>{t('priceMin', { currency: currency.symbol })}</span>
                  <input type="number" name="price_min" inputMode="numeric" min={PRICE_FILTER_MIN} max={priceBound} step={1}
                    defaultValue={state.priceMin ?? ''} placeholder={String(bounds.min)} />
                </label>
                <label className={styles.priceField}>
                  <span>{t('priceMax', { currency: currency.symbol })}</span>
                  <input type="number" name="price_max" inputMode="numeric" min={PRICE_FILTER_MIN} max={priceBound} step={1}
                    defaultValue={state.priceMax ?? ''} placeholder={String(bounds.max)} />
                </label>
              </div>
            </fieldset>
            <button type="submit" className={styles.apply}>
              {t('apply')}
            </button>
          </FilterForm>
        </>
      }
    >
      {chips.length > 0 || state.sort !== 'sales' ? (
        <FilterChips
          chips={chips}
          listLabel={t('activeFilters')}
          removeLabel={(filter) => t('removeFilter', { filter })}
          reset={{ href: listingHref(path, DEFAULT_LISTING_STATE), text: t('reset') }}
        />
      ) : null}
      {list.total === 0 ? (
        <div className={styles.empty} role="status">
          <p className={styles.emptyTitle}>{t('emptyTitle')}</p>
          <p>{chips.length > 0 ? t('emptyText') : t('emptyCategory')}</p>
        </div>
      ) : (
        <ProductListChunks
          products={list.products.map(cardView)}
          labelledBy={resultsId}
          label={label}
          source={{ kind: 'listing', apiQuery, state, path }}
          pages={pages}
          scrollKey={`${apiQuery}|${state.page}`}
          currency={currency}
          locale={locale}
          vatNote={vatNote}
          list={{ ...analyticsList, firstIndex: api.offset, chunkSize: LISTING_PAGE_CHUNK }}
          messages={PAGE_CLIENT_NAMESPACES.listing}
        />
      )}
    </ProductListLayout>
  );
}
