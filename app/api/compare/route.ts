import { compareProductsRequestSchema, compareProductsSchema } from '@/lib/lists/list-products';
import { listGetHandler } from '@/lib/lists/list-get-handler';
import { getCompareProducts } from '@/lib/lists/server';

/** `GET /api/compare?locale=&ids=1,2`: the compare list's product cards and specifications (see lib/lists/list-products.ts). */
export const GET = listGetHandler(compareProductsRequestSchema, compareProductsSchema, getCompareProducts);
