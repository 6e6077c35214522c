/**
 * The signed link of one order, as both sides build it (decisions.md, issue 42): the backend puts it into every e-mail
 * of an order, the storefront verifies it before it shows the order to a guest. `hash` is base64url of
 * HMAC-SHA256(key, orderLinkMessage(ref)); the key is ORDER_LINK_SECRET where set, else base64url of
 * HMAC-SHA256(shop token, ORDER_LINK_KEY_CONTEXT). Plain values only: each side signs with its own crypto.
 */
export const ORDER_LINK_KEY_CONTEXT = 'order-link-v1';

/** What is signed for an order reference. */
export const orderLinkMessage = (ref: string): string => `order:${ref}`;

/** A hash as it stands in a link: 43 characters of base64url (256 bits). */
export const ORDER_LINK_HASH_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The guest's order page of a reference and its hash, site-relative (`/guest/invoice/{ref}/{hash}`). */
export const guestOrderPath = (ref: string, hash: string): string => `/guest/invoice/${encodeURIComponent(ref)}/${hash}`;
