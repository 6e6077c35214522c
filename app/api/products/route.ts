import { NextResponse, type NextRequest } from 'next/server';
import { helperClient } from '@/lib/api/clients';
import { requestJson } from '@/lib/api/request';
import { multiplierResponseSchema } from '@/lib/contract/product';
import { getSpecifications } from '@/lib/catalog/product-server';
import { getProductsByIds } from '@/lib/catalog/server';
import { listProductsRequestSchema, listProductsSchema, type ListProducts } from '@/lib/lists/list-products';
import { API_CACHE_SECONDS } from '@/lib/shop/constants';
import { shopByLocale } from '@/lib/shop/shops';

const CACHEABLE = `public, max-age=60, s-maxage=${API_CACHE_SECONDS}, stale-while-revalidate=${API_CACHE_SECONDS}`;

/** Products of a wish list or compare list (see lib/lists/list-products.ts); 400 for bad input, 503 when the catalogue is down. */
export async function GET(request: NextRequest): Promise<Response> {
  const parsed = listProductsRequestSchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  const shop = parsed.success ? shopByLocale(parsed.data.locale) : undefined;
  if (!parsed.success || !shop) return NextResponse.json({ error: 'bad-request' }, { status: 400 });
  let products;
  try {
    products = await getProductsByIds(shop, parsed.data.ids);
  } catch {
    return NextResponse.json({ error: 'catalogue-unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
  const body: ListProducts = { products, specifications: {}, rules: {} };
  if (parsed.data.details === '1' && products.length > 0) {
    const ids = products.map((product) => product.id);
    const [specs, rules] = await Promise.all([
      Promise.all(ids.map(async (id) => [String(id), await getSpecifications(shop, id)] as const)),
      requestJson(helperClient(), 'multiplier/bulk/', multiplierResponseSchema, {
        method: 'post',
        json: { locale: shop.theliaLocale, products: ids },
        cache: { revalidate: API_CACHE_SECONDS, tags: ['products'] },
      }),
    ]);
    body.specifications = Object.fromEntries(specs);
    if (rules.ok) body.rules = Object.fromEntries(rules.data.map((row) => [String(row.product_id), { min: row.min_quantity, multiple: row.multiple }]));
  }
  return NextResponse.json(listProductsSchema.parse(body), { headers: { 'Cache-Control': CACHEABLE } });
}
