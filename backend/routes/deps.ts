import type { Repos } from '@/backend/repo/repos';
import type { PaymentEvents } from '@/backend/payments/provider';
import type { PaymentProviders } from '@/backend/payments/registry';
import type { ViesClient } from '@/backend/accounts/vat-check';

/** What the route modules need: the repositories, the payment providers and the service's settings. */
export type RouteDeps = {
  repos: Repos;
  search: { host: string; port: number; user: string; password: string };
  /** The providers of the redirect payment methods (PayPal, card, Klarna); a method without one answers 'not available'. */
  payments: PaymentProviders;
  /** The signing key of customers' login tokens (backend/accounts/customer-token.ts). */
  customerKey: Buffer;
  /** The service's clock (tests move it). */
  now: () => Date;
  /** Where providers report confirmed, failed and cancelled payments (the orders). */
  paymentEvents: PaymentEvents;
  /** The EU's VAT number check (the sandbox of backend/accounts/vat-check.ts unless a test injects another). */
  vies: ViesClient;
};
