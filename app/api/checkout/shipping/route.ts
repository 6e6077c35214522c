import { shippingStepInputSchema } from '@/lib/checkout/checkout-input';
import { checkoutAnswer, checkoutError, neverThrows, requestExpress } from '@/lib/checkout/checkout-handlers';
import { saveShippingStep } from '@/lib/checkout/save-steps';
import { guardedWrite } from '@/lib/request/guarded-write';
import { MAX_JSON_BODY_BYTES } from '@/lib/request/write-guard';

/**
 * `POST /api/checkout/shipping` with `{deliveryModuleId, pickupCentreId, paymentModuleId, message, completeDelivery,
 * phone?}`: the methods must be offered for the cart in the delivery country, local pickup needs a pickup centre of
 * that country (422 `no-pickup` where there is none) and a phone number. Saved in the express cookie and answered with
 * the CheckoutState; 409 `session-expired` when the address step is no longer saved (30 minutes).
 */
export const POST = guardedWrite({ body: 'json', maxBytes: MAX_JSON_BODY_BYTES }, async ({ request, context, body }) =>
  neverThrows('shipping step', async () => {
    const input = shippingStepInputSchema.safeParse(body);
    if (!input.success) return checkoutError('bad-request');
    const saved = await saveShippingStep(context, requestExpress(request, context), input.data);
    if (!saved.ok) return checkoutError(saved.error.code, { fields: saved.error.fields });
    return checkoutAnswer(saved.data.state, context, saved.data.express);
  }),
);
