import type { Metadata } from 'next';
import { SlugContentPage, slugContentMetadata } from '@/components/content/slug-content-page';
import { INFO_ROUTES, PAGE_CONTENT_SLUGS } from '@/lib/content/static-pages';
import { shopOfLocale } from '@/lib/shop/route-shop';

type Params = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return slugContentMetadata(shopOfLocale((await params).locale), PAGE_CONTENT_SLUGS.feedback, INFO_ROUTES.feedback);
}

/** /feedback: the feedback page (content 'feedback'). */
export default async function FeedbackRoute({ params }: Params) {
  return <SlugContentPage shop={shopOfLocale((await params).locale)} slug={PAGE_CONTENT_SLUGS.feedback} route={INFO_ROUTES.feedback} />;
}
