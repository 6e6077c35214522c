import type { Metadata } from 'next';
import { AdventDoors } from '@/components/content/advent-doors';
import { PageMessages } from '@/components/providers/page-messages';
import { PAGE_CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { SlugContentPage, slugContentMetadata } from '@/components/content/slug-content-page';
import { SHOP_TIME_ZONE } from '@/contract/time-zone';
import { adventDoorsOf } from '@/lib/content/postscriptum';
import { INFO_ROUTES, PAGE_CONTENT_SLUGS } from '@/lib/content/static-pages';
import { shopOfLocale } from '@/lib/shop/route-shop';

type Params = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return slugContentMetadata(shopOfLocale((await params).locale), PAGE_CONTENT_SLUGS.advent, INFO_ROUTES.advent);
}

/** /advent-calendar: the 'advent-calendar' content and its 24 doors; doors open by the date in the shop's time zone. */
export default async function AdventCalendarRoute({ params }: Params) {
  const shop = shopOfLocale((await params).locale);
  return (
    <SlugContentPage
      shop={shop}
      slug={PAGE_CONTENT_SLUGS.advent}
      route={INFO_ROUTES.advent}
      extra={(content) => (
        <PageMessages namespaces={PAGE_CLIENT_NAMESPACES.adventCalendar}>
          <AdventDoors doors={adventDoorsOf(content)} timeZone={SHOP_TIME_ZONE[shop.code]} />
        </PageMessages>
      )}
    />
  );
}
