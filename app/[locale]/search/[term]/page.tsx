import { SEARCH_PAGE_CHUNK } from '@/contract/constants';
import { shopPriceFilterMax } from '@/lib/shop/price-filter';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SearchResults } from '@/components/product-list/search-results';
import { searchPath } from '@/lib/format/search-path';
import { decodeTermSegment, parseSearchUrl, searchParamsOf } from '@/lib/product-list/search-url';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { shopOfLocale } from '@/lib/shop/route-shop';

type Props = {
  params: Promise<{ locale: string; term: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Omit<Props, 'searchParams'>): Promise<Metadata> {
  const { locale, term: segment } = await params;
  const shop = shopOfLocale(locale);
  const t = await getTranslations({ locale: shop.locale, namespace: 'Search' });
  const term = parseSearchUrl(decodeTermSegment(segment), new URLSearchParams()).term;
  return pageMetadata({
    shop,
    title: term === '' ? t('title') : t('metaTitle', { term }),
    description: t('metaDescription', { term }),
    path: term === '' ? '/search' : searchPath(term),
    // Search results stay out of the index; crawlers may follow their links.
    noindex: true,
  });
}

/**
 * `/search/{value}`: the full results for a term (spec section 2). Rendered per request (never from the route
 * cache: terms are unbounded), with the filters and chunk of the query (lib/product-list/search-url.ts).
 */
export default async function SearchRoute({ params, searchParams }: Props) {
  const { locale, term } = await params;
  const shop = shopOfLocale(locale);
  const state = parseSearchUrl(decodeTermSegment(term), searchParamsOf(await searchParams), SEARCH_PAGE_CHUNK, shopPriceFilterMax(shop));
  return <SearchResults shop={shop} state={state} />;
}
