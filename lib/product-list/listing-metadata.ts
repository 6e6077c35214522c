import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DEFAULT_LISTING_STATE, isFilteredOrSorted, listingCanonicalPath, listingQueryString, type ListingState } from '@/lib/product-list/listing-state';
import { pageMetadata } from '@/lib/seo/page-metadata';
import type { Shop } from '@/contract/shops';
import type { PerLocale } from '@/contract/product-card';

type ListingSeo = {
  shop: Shop;
  title: string;
  description: string;
  /** Public path of the plain listing ('/bad/waschtische'). */
  path: string;
  /** The listed object's URL per locale (hreflang). */
  urls?: PerLocale;
  image?: string | null;
  state: ListingState;
};

/**
 * Metadata of a listing state. The plain listing and its `?page=N` chunks are indexable and canonical to themselves
 * (hreflang to the same chunk in the other shops); a filtered or sorted state is `noindex` with the canonical at the
 * plain listing, so crawlers follow its links but index one URL per listing.
 */
export async function listingMetadata(seo: ListingSeo): Promise<Metadata> {
  const t = await getTranslations({ locale: seo.shop.locale, namespace: 'Listing' });
  if (isFilteredOrSorted(seo.state)) {
    return pageMetadata({
      shop: seo.shop,
      title: t('filteredTitle', { title: seo.title }),
      description: seo.description,
      path: listingCanonicalPath(seo.path, seo.state),
      image: seo.image,
      noindex: true,
    });
  }
  const pageQuery = listingQueryString({ ...DEFAULT_LISTING_STATE, page: seo.state.page });
  const urls = seo.urls
    ? (Object.fromEntries(Object.entries(seo.urls).map(([locale, url]) => [locale, url ? `${url}${pageQuery}` : url])) as PerLocale)
    : undefined;
  return pageMetadata({
    shop: seo.shop,
    title: seo.state.page > 1 ? t('pageTitle', { title: seo.title, page: seo.state.page }) : seo.title,
    description: seo.description,
    path: listingCanonicalPath(seo.path, seo.state),
    urls,
    image: seo.image,
  });
}
