import { SEARCH_PAGE_CHUNK } from '@/contract/constants';
import { shopPriceFilterMax } from '@/lib/shop/price-filter';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SearchResults } from '@/components/product-list/search-results';
import { searchPath } from '@/lib/format/search-path';
import { normaliseTerm, parseSearchUrl, searchParamsOf } from '@/lib/product-list/search-url';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { shopOfLocale } from '@/lib/shop/route-shop';

/** Reads `?q=` on every request (never from the route cache). */
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Omit<Props, 'searchParams'>): Promise<Metadata> {
  const shop = shopOfLocale((await params).locale);
  const t = await getTranslations({ locale: shop.locale, namespace: 'Search' });
  return pageMetadata({ shop, title: t('title'), description: t('placeholder'), path: '/search', noindex: true });
}

/**
 * `/search`: where the header's search form lands without JavaScript (`/search?q=term`); a term goes on to
 * `/search/{term}`, nothing typed shows the search page without results.
 */
export default async function SearchFormRoute({ params, searchParams }: Props) {
  const shop = shopOfLocale((await params).locale);
  const query = searchParamsOf(await searchParams);
  const term = normaliseTerm(query.get('q') ?? '');
  if (term !== '') redirect(searchPath(term));
  return <SearchResults shop={shop} state={parseSearchUrl('', query, SEARCH_PAGE_CHUNK, shopPriceFilterMax(shop))} />;
}
