import { respondWithAccountLists } from '@/lib/account/account-lists-answer';
import { guardedWrite } from '@/lib/request/guarded-write';

const MAX_BODY_BYTES = 4096;

/**
 * `POST /api/account/lists/merge` `{wishlist, compare}`: after a login, the lists this browser kept as a guest join
 * the account's (the account's products first); answers the merged lists, which the browser then keeps.
 */
export const POST = guardedWrite({ body: 'json', maxBytes: MAX_BODY_BYTES }, async ({ context, body }) => respondWithAccountLists(context, 'merge', body));
