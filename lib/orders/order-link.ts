import crypto from 'node:crypto';
import { ORDER_LINK_HASH_PATTERN, ORDER_LINK_KEY_CONTEXT, guestOrderPath, orderLinkMessage } from '@/contract/order-link';
import { ORDER_REF_PATTERN } from './order-ref';

/**
 * The links of one order that a shopper may open without logging in: the pages after payment
 * (`/order-placed?order={ref}&h={hash}`, `/order-failed?...`, `/checkout/processing?...`) and the guest invoice page
 * (`/guest/invoice/{ref}/{hash}`). `hash` is an HMAC-SHA256 of the order reference with a server secret, so nobody
 * reaches an order by counting references; a wrong hash is answered like an unknown page (decisions.md), never with
 * a hint. The signing recipe is the contract's (contract/order-link.ts): the backend signs the e-mails' links the same way.
 */

/** The signing key: ORDER_LINK_SECRET, or one derived from the shop token (a server secret too) like the cart cookie's. */
export function orderLinkKey(config: { orderLinkSecret?: string | undefined; token: string }): string {
  return config.orderLinkSecret ?? crypto.createHmac('sha256', config.token).update(ORDER_LINK_KEY_CONTEXT).digest('base64url');
}

/** The hash of an order reference: 43 characters of base64url. */
export function orderLinkHash(ref: string, key: string): string {
  return crypto.createHmac('sha256', key).update(orderLinkMessage(ref)).digest('base64url');
}

/** Whether `hash` is the reference's hash, compared in constant time; false for a malformed reference or hash. */
export function isOrderLinkHash(ref: string, hash: string, key: string): boolean {
  if (!ORDER_REF_PATTERN.test(ref) || !ORDER_LINK_HASH_PATTERN.test(hash)) return false;
  const expected = Buffer.from(orderLinkHash(ref, key));
  const given = Buffer.from(hash);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

export type OrderLinks = {
  /** The reference's hash (what the cancel call sends back with the reference). */
  hash: string;
  /** The order-placed page (paid, or cash on delivery / prepayment placed). */
  placed: string;
  /** The payment-not-successful page. */
  failed: string;
  /** The payment-is-being-processed page (a pending payment). */
  processing: string;
  /** The guest's order detail page. */
  invoice: string;
};

/** The site-relative links of an order (redirects are relative; absolute links put the shop's origin in front). */
export function orderLinks(ref: string, key: string): OrderLinks {
  const hash = orderLinkHash(ref, key);
  const query = `order=${encodeURIComponent(ref)}&h=${hash}`;
  return {
    hash,
    placed: `/order-placed?${query}`,
    failed: `/order-failed?${query}`,
    processing: `/checkout/processing?${query}`,
    invoice: guestOrderPath(ref, hash),
  };
}
