import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFoundMessageKey } from '@/lib/format/not-found-reason';
import { isAppLocale, shopByLocale, SHOPS } from '@/contract/shops';
import { ShopNotFound } from '../../../_components/shop-not-found';

type Props = { params: Promise<{ locale: string; reason: string }> };

/**
 * A response with status 404 takes its metadata from the nearest not-found file, not from the page (Next.js resolves
 * the not-found convention for every 404 render), so the title of the reason's message is set here.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, reason } = await params;
  const shop = (isAppLocale(locale) && shopByLocale(locale)) || SHOPS.at;
  const t = await getTranslations({ locale: shop.locale, namespace: 'NotFound' });
  return { title: t(notFoundMessageKey(reason)) };
}

/** Only reached with a reason the proxy never sends. */
export default function NotFoundOfReason() {
  return <ShopNotFound reason="route-not-found" />;
}
