import { HPP_HANDOFF_PATH, HPP_RESPONSE_PATH } from './globalpayments-provider';
import { SOFORT_NOTIFY_PATH } from './sofort-provider';
import { STRIPE_CANCEL_RETURN_PATH } from './stripe-provider';
import { STRIPE_WEBHOOK_PATH } from './stripe-sandbox';

/** Callback routes that browsers or providers reach without the shop token; each checks its own signature or id. */
const PUBLIC_CALLBACKS = new Set([STRIPE_WEBHOOK_PATH, STRIPE_CANCEL_RETURN_PATH, HPP_RESPONSE_PATH, SOFORT_NOTIFY_PATH]);

/**
 * True for the providers' sandbox pages and APIs (`/sandbox/...`: pages for browsers, APIs with the provider's own
 * credentials), the Global Payments hand-off page and the signed callbacks. `pathname` has no query string.
 */
export function isPaymentPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path.startsWith('/sandbox/') || path.startsWith(`${HPP_HANDOFF_PATH}/`) || PUBLIC_CALLBACKS.has(path);
}
