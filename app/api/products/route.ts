import { listProductsRequestSchema, listProductsSchema } from '@/lib/lists/list-products';
import { listGetHandler } from '@/lib/lists/list-get-handler';
import { getListProducts } from '@/lib/lists/server';

/** `GET /api/products?ids=1,2,3`: the wish list's product cards (see lib/lists/list-products.ts). */
export const GET = listGetHandler(listProductsRequestSchema, listProductsSchema, getListProducts);
