/**
 * The names of the express (guest checkout) cookies: the sealed value is split over up to MAX_CHUNKS cookies
 * (`checkout`, `checkout-1`, ...; lib/checkout/express-cookie.ts). Kept apart so a login can drop them (S4-07)
 * without the account code reaching into the checkout's.
 */
export const EXPRESS_COOKIE_NAME = 'checkout';
export const MAX_CHUNKS = 4;

export const chunkName = (index: number) => (index === 0 ? EXPRESS_COOKIE_NAME : `${EXPRESS_COOKIE_NAME}-${index}`);
