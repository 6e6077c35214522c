import type { Metadata } from 'next';
import { SlugContentPage, slugContentMetadata } from '@/components/content/slug-content-page';
import { INFO_ROUTES, PAGE_CONTENT_SLUGS } from '@/lib/content/static-pages';
import { shopOfLocale } from '@/lib/shop/route-shop';

type Params = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return slugContentMetadata(shopOfLocale((await params).locale), PAGE_CONTENT_SLUGS.about, INFO_ROUTES.about);
}

/** /about: the about page (content 'about-us'; its texts state the catalogue size and the showroom area). */
export default async function AboutRoute({ params }: Params) {
  return <SlugContentPage shop={shopOfLocale((await params).locale)} slug={PAGE_CONTENT_SLUGS.about} route={INFO_ROUTES.about} />;
}
