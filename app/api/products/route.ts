import { listProductsRequestSchema, listProductsSchema } from '@/lib/lists/list-products';
import { listRoute } from '@/lib/lists/list-route';
import { getListProducts } from '@/lib/lists/server';

/** `GET /api/products?ids=1,2,3`: the wish list's product cards (see lib/lists/list-products.ts). */
export const GET = listRoute(listProductsRequestSchema, listProductsSchema, getListProducts);
