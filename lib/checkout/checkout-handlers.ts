import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { RequestContext } from '@/lib/request/request-context';
import { CART_COOKIE_NAME } from '@/lib/cart/cart-cookie';
import { statusOfCheckoutError } from './checkout-errors';
import type { CheckoutErrorCode, CheckoutState } from './checkout-state';
import { loadCheckoutState } from './checkout-state-server';
import type { ExpressData } from './express-data';
import { readExpressData, writeExpressData } from './express-server';

const NO_STORE = { 'Cache-Control': 'no-store', Vary: 'Host, Cookie' } as const;

/** An error answer `{error, fields?, titles?}` with its status; never cached. A foreign cart cookie is dropped. */
export function checkoutError(code: CheckoutErrorCode, extra: { fields?: Partial<Record<string, string>> | undefined; titles?: string[] | undefined } = {}): NextResponse {
  const fields = extra.fields ? Object.fromEntries(Object.entries(extra.fields).filter((entry): entry is [string, string] => entry[1] !== undefined)) : undefined;
  const body = { error: code, ...(fields ? { fields } : {}), ...(extra.titles && extra.titles.length > 0 ? { titles: extra.titles } : {}) };
  const response = NextResponse.json(body, { status: statusOfCheckoutError(code), headers: NO_STORE });
  if (code === 'foreign-cart') response.cookies.delete({ name: CART_COOKIE_NAME, path: '/' });
  return response;
}

/** The express data of a route handler's request. */
export function requestExpress(request: NextRequest, context: RequestContext): ExpressData | null {
  return readExpressData((name) => request.cookies.get(name)?.value, context.shop.code);
}

/** A JSON answer, never cached, with the express data written (a new 30 minutes) when given. */
export function checkoutAnswer(body: unknown, context: RequestContext, express: ExpressData | null): NextResponse {
  const response = NextResponse.json(body, { headers: NO_STORE });
  if (express && !writeExpressData(response, express, context.shop.code, context.secureCookies)) return checkoutError('bad-request');
  return response;
}

/** Answers the checkout view for the request's cart and the given express data (written into the answer when `save`). */
export async function respondWithState(context: RequestContext, express: ExpressData | null, save: boolean): Promise<NextResponse> {
  const loaded = await loadCheckoutState({ context, express });
  if (!loaded.ok) return checkoutError(loaded.error);
  if (loaded.data.kind === 'empty') return checkoutError('cart-empty');
  const body: CheckoutState = loaded.data.state;
  return checkoutAnswer(body, context, save ? express : null);
}

/** Any failure no branch foresaw is logged and answered 503, never a 500 with a stack. */
export async function neverThrows(what: string, handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    console.error(`checkout ${what}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return checkoutError('checkout-unavailable');
  }
}
