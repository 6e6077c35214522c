import type { FastifyInstance } from 'fastify';
import { createGlobalPaymentsProvider, registerGlobalPaymentsShopRoutes } from './globalpayments-provider';
import { registerGlobalPaymentsSandboxRoutes } from './globalpayments-sandbox';
import { createKlarnaSandbox, registerKlarnaSandboxRoutes, type KlarnaSandbox } from './klarna-sandbox';
import { createMerchantPayments, type MerchantPayments } from './merchant-payments';
import { createPaypalProvider, registerPaypalShopRoutes } from './paypal-provider';
import { createPaypalSandbox, registerPaypalSandboxRoutes, type PaypalSandbox } from './paypal-sandbox';
import type { PaymentEvents, PaymentProvider, RedirectProviderCode } from './provider';
import { acceptRawBodies } from './sandbox-body';
import { paymentSandboxContext, type PaymentSandboxOptions, type SandboxContext } from './sandbox-context';
import { createSofortProvider, registerSofortShopRoutes } from './sofort-provider';
import { createStripeProvider, registerStripeShopRoutes } from './stripe-provider';
import { createStripeSandbox, registerStripeSandboxRoutes, type StripeSandbox } from './stripe-sandbox';

/** The four providers' sandboxes of one app and the shop's record of its payments with them. */
export type PaymentSandboxes = {
  context: SandboxContext;
  merchant: MerchantPayments;
  paypal: PaypalSandbox;
  stripe: StripeSandbox;
  klarna: KlarnaSandbox;
};

export function createPaymentSandboxes(app: FastifyInstance, options: PaymentSandboxOptions): PaymentSandboxes {
  const context = paymentSandboxContext(app, options);
  return {
    context,
    merchant: createMerchantPayments(context.db, context.now),
    paypal: createPaypalSandbox(context),
    stripe: createStripeSandbox(context),
    klarna: createKlarnaSandbox(context),
  };
}

/** The shop's four redirect providers (what the pay routes start payments with), by payment method code. */
export function buildSandboxProviders(sandboxes: PaymentSandboxes): Record<RedirectProviderCode, PaymentProvider> {
  const { context, merchant } = sandboxes;
  return {
    PayPal: createPaypalProvider(context, sandboxes.paypal, merchant),
    StripePayment: createStripeProvider(context, sandboxes.stripe, merchant),
    GlobalPayments: createGlobalPaymentsProvider(context, merchant),
    Sofort: createSofortProvider(sandboxes.klarna, merchant),
  };
}

/**
 * Registers the sandboxes' pages and APIs (`/sandbox/...`) and the shop's provider routes, which report outcomes to
 * `events`: `/paypal/accept` and `/paypal/cancel` (shop token), and the public, signature-checked callbacks
 * `/stripe/webhook`, `/stripe/return/cancel`, `/globalpayments/hpp/{id}`, `/globalpayments/response`, `/sofort/notify`
 * (see payment-public-paths.ts).
 */
export function registerPaymentRoutes(app: FastifyInstance, sandboxes: PaymentSandboxes, events: PaymentEvents): void {
  const { context, merchant } = sandboxes;
  registerPaypalShopRoutes(app, context, merchant, events);
  void app.register(async (scope) => {
    acceptRawBodies(scope);
    registerPaypalSandboxRoutes(scope, context, sandboxes.paypal);
    registerStripeSandboxRoutes(scope, context, sandboxes.stripe);
    registerGlobalPaymentsSandboxRoutes(scope, context);
    registerKlarnaSandboxRoutes(scope, sandboxes.klarna);
    registerStripeShopRoutes(scope, context, merchant, events);
    registerGlobalPaymentsShopRoutes(scope, context, merchant, events);
    registerSofortShopRoutes(scope, context, merchant, events);
  });
}
