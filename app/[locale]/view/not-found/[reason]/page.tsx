import { notFound } from 'next/navigation';
import { isNotFoundReason } from '@/lib/format/not-found-reason';
import { shopOfLocale } from '@/lib/shop/route-shop';
import { ShopNotFound } from '../../../_components/shop-not-found';

/**
 * The not-found page of one reason, rendered as a normal page: the proxy rewrites every URL it knows resolves to
 * nothing here (unknown URLs, view types the shop does not show, `/not-found`, `/404`, paths no route serves,
 * `/product/{id}` of a product the shop does not show) and sets status 404 on the response, so the server HTML
 * carries the layout and the message (ADR 0021). Rendered per request and never kept in the route cache: a URL that
 * resolves to nothing leaves no cache entry behind.
 */
export const dynamic = 'force-dynamic';

export default async function NotFoundPage({ params }: { params: Promise<{ locale: string; reason: string }> }) {
  const { locale, reason } = await params;
  shopOfLocale(locale);
  if (!isNotFoundReason(reason)) notFound();
  return <ShopNotFound reason={reason} />;
}
