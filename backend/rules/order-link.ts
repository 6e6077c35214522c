import { createHmac } from 'node:crypto';
import { ORDER_LINK_KEY_CONTEXT, guestOrderPath, orderLinkMessage } from '@/contract/order-link';

/** The key the order links are signed with (contract/order-link.ts): the configured secret, else one derived from the shop token. */
export const orderLinkKey = (secret: string | undefined, shopToken: string): string =>
  secret ?? createHmac('sha256', shopToken).update(ORDER_LINK_KEY_CONTEXT).digest('base64url');

/** The signed guest order page of an order, site-relative: what its e-mails link to. */
export function signedGuestOrderPath(ref: string, key: string): string {
  return guestOrderPath(ref, createHmac('sha256', key).update(orderLinkMessage(ref)).digest('base64url'));
}
