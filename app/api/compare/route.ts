import { compareProductsRequestSchema, compareProductsSchema } from '@/lib/lists/list-products';
import { listRoute } from '@/lib/lists/list-route';
import { getCompareProducts } from '@/lib/lists/server';

/** `GET /api/compare?locale=&ids=1,2`: the compare list's product cards and specifications (see lib/lists/list-products.ts). */
export const GET = listRoute(compareProductsRequestSchema, compareProductsSchema, getCompareProducts);
