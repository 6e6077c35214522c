import { notFound, permanentRedirect } from 'next/navigation';
import { getProduct, parseId } from '@/lib/catalog/server';
import { toHref } from '@/lib/format/href';
import { shopOfLocale } from '@/lib/shop/route-shop';

/** Only ever a redirect or a 404: rendered per request, so ids that do not exist never add route-cache entries. */
export const dynamic = 'force-dynamic';

/** `/product/{id}` (spec section 2) answers 301 to the product's rewriting URL in this shop, its canonical address. */
export default async function ProductById({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id } = await params;
  const shop = shopOfLocale(locale);
  const productId = parseId(id);
  const product = productId === null ? null : await getProduct(shop, productId);
  if (!product) notFound();
  // A Location header carries ASCII only: Romanian and German URLs keep their letters (ă, ș, ä) in the table.
  permanentRedirect(encodeURI(toHref(product.url)));
}
