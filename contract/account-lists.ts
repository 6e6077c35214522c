import { z } from 'zod';
import { COMPARE_MAX_PRODUCTS, WISHLIST_MAX_PRODUCTS } from '@/contract/constants';
import { theliaLocaleSchema } from './common';

/**
 * A customer's wish list and compare list, kept in the account per shop (locale), so they follow the customer across
 * browsers (ADR 0031). Product ids in the shopper's order; at most 100 and 4, as in the browser.
 */
const productIds = (max: number) => z.array(z.number().int().positive()).max(max);

export const accountListsSchema = z.object({ wishlist: productIds(WISHLIST_MAX_PRODUCTS), compare: productIds(COMPARE_MAX_PRODUCTS) });
export type AccountLists = z.infer<typeof accountListsSchema>;

/** `PUT /api/ExternalOrderApi/lists` (replace) and `POST /api/ExternalOrderApi/lists/merge` (the guest's lists added). */
export const accountListsRequestSchema = accountListsSchema.extend({ locale: theliaLocaleSchema });
export type AccountListsRequest = z.infer<typeof accountListsRequestSchema>;

/** The lists as the account holds them after the call. */
export const accountListsResponseSchema = z.object({ status_code: z.literal(200), data: accountListsSchema });
