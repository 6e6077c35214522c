import { addressStepInputSchema } from '@/lib/checkout/checkout-input';
import { checkoutAnswer, checkoutError, neverThrows, requestExpress } from '@/lib/checkout/checkout-handlers';
import { saveAddressStep } from '@/lib/checkout/save-steps';
import { guardedWrite } from '@/lib/request/guarded-write';
import { MAX_JSON_BODY_BYTES } from '@/lib/request/write-guard';

/**
 * `POST /api/checkout/address` with the address step (e-mail, phone, business customer, invoice address, delivery
 * address when it differs): checked with the same rules as in the browser, saved in the express cookie (30 minutes),
 * answered with the CheckoutState for the new delivery country. 400 `{error:'invalid', fields}` names every field at
 * fault and saves nothing.
 */
export const POST = guardedWrite({ body: 'json', maxBytes: MAX_JSON_BODY_BYTES }, async ({ request, context, body }) =>
  neverThrows('address step', async () => {
    const input = addressStepInputSchema.safeParse(body);
    if (!input.success) return checkoutError('bad-request');
    const saved = await saveAddressStep(context, requestExpress(request, context), input.data);
    if (!saved.ok) return checkoutError(saved.error.code, { fields: saved.error.fields });
    return checkoutAnswer(saved.data.state, context, saved.data.express);
  }),
);
