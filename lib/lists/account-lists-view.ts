import * as z from 'zod/mini';
import { COMPARE_MAX_PRODUCTS, WISHLIST_MAX_PRODUCTS } from '@/contract/constants';

/**
 * The account's lists as `/api/account/lists*` hand them to the browser (`{wishlist, compare}`, product ids), checked
 * there with zod/mini (ADR 0016: the sync runs on every page); the backend contract is contract/account-lists.ts.
 */
const productIds = (max: number) => z.array(z.int().check(z.positive())).check(z.maxLength(max));

export const accountListsViewSchema = z.object({ wishlist: productIds(WISHLIST_MAX_PRODUCTS), compare: productIds(COMPARE_MAX_PRODUCTS) });
export type AccountListsView = z.infer<typeof accountListsViewSchema>;
