import { NextResponse } from 'next/server';
import { orderInputSchema } from '@/lib/checkout/checkout-input';
import { checkoutError, neverThrows, requestExpress } from '@/lib/checkout/checkout-handlers';
import { writeExpressData } from '@/lib/checkout/express-server';
import { orderGate } from '@/lib/checkout/order-gate';
import { placeOrder } from '@/lib/checkout/place-order';
import { guardedWrite } from '@/lib/request/guarded-write';
import { MAX_JSON_BODY_BYTES } from '@/lib/request/write-guard';

/**
 * `POST /api/checkout/order` with `{attemptId, confirmUndeliverable?, termsAccepted}`: places the order from the
 * server-side state (lib/checkout/place-order.ts) and answers `{next}`, the address the browser goes to (the payment
 * provider's page, or the shop's return address for cash on delivery and prepayment). Refusals are `{error, titles?}`:
 * 409 `products-unavailable`, `undeliverable-confirm`, `already-paid`, `session-expired`, `cart-empty`; 422
 * `terms-required`, `all-undeliverable`, `no-deliveries`, `no-pickup`; 429 `wait-before-retry`; 502 `order-failed`;
 * 503.
 */
export const POST = guardedWrite({ body: 'json', maxBytes: MAX_JSON_BODY_BYTES }, async ({ request, context, body }) =>
  neverThrows('order', async () => {
    const input = orderInputSchema.safeParse(body);
    if (!input.success) return checkoutError('bad-request');
    // The terms tick is the browser's to show, but no order is placed without it, whoever sends the request.
    if (orderGate({ pending: false, termsAccepted: input.data.termsAccepted === true }) === 'terms-required') return checkoutError('terms-required');
    const placed = await placeOrder({
      context,
      express: requestExpress(request, context),
      attemptId: input.data.attemptId,
      confirmUndeliverable: input.data.confirmUndeliverable === true,
    });
    // The order may exist now: its answer stands even if the express data could not be kept.
    const response: NextResponse = placed.ok
      ? NextResponse.json({ next: placed.data.next }, { headers: { 'Cache-Control': 'no-store' } })
      : checkoutError(placed.error.code, { titles: placed.error.titles, fields: placed.error.fields });
    const express = placed.ok ? placed.data.express : placed.error.express;
    if (express) writeExpressData(response, express, context.shop.code, context.secureCookies);
    return response;
  }),
);
