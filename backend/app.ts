import Fastify from 'fastify';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from './db/open';
import { customerTokenKey } from './accounts/customer-token';
import { sandboxVies, type ViesClient } from './accounts/vat-check';
import { customerTokenVerifier, registerAuth, shopTokenVerifier } from './auth';
import { HttpError, apiError } from './errors';
import type { PaymentProvider } from './payments/provider';
import { paymentProviders } from './payments/registry';
import { createRepos } from './repo/repos';
import { registerApiCatalogRoutes } from './routes/api-catalog';
import { registerApiProductRoutes } from './routes/api-products';
import type { RouteDeps } from './routes/deps';
import { registerAdminOrderRoutes } from './routes/admin-orders';
import { registerCartRoutes } from './routes/cart';
import { registerCartDeliveryRoutes } from './routes/cart-delivery';
import { registerCheckoutCustomerRoutes } from './routes/checkout-customer';
import { registerCustomerAuthRoutes } from './routes/customer-auth';
import { registerAccountProfileRoutes } from './routes/account-profile';
import { registerGuestConversionRoutes } from './routes/guest-conversion';
import { registerOrderDocumentRoutes } from './routes/order-documents';
import { registerPasswordResetRoutes } from './routes/password-reset';
import { registerAccountListRoutes } from './routes/account-lists';
import { registerAccountCouponRoutes } from './routes/account-coupons';
import { registerSocialLinkRoutes } from './routes/social-links';
import { registerOidcSandbox } from './accounts/oidc-sandbox';
import { registerFastBrandRoutes } from './routes/fast-brands';
import { registerFastCategoryRoutes } from './routes/fast-categories';
import { registerFastConfigRoutes } from './routes/fast-config';
import { registerFastAppointmentRoutes } from './routes/fast-appointment';
import { registerFastContactRoutes } from './routes/fast-contact';
import { registerFastContentRoutes } from './routes/fast-content';
import { registerFastFulfilmentRoutes } from './routes/fast-fulfilment';
import { registerFastProductRoutes } from './routes/fast-products';
import { registerHealthRoutes } from './routes/health';
import { registerLocalPickupRoutes } from './routes/local-pickup';
import { registerMediaRoutes } from './routes/media';
import { registerOrderRoutes } from './routes/orders';
import { isOutboxPage, registerOutboxRoutes } from './routes/outbox';
import { isErrorRecorderPath, registerErrorRecorderRoutes } from './routes/error-recorder';
import { registerPayRoutes } from './routes/pay';
import { registerPaymentMethodRoutes } from './routes/payment-methods';
import { registerQrCodeRoutes } from './routes/qr-code';
import { isReviewProviderPath, registerReviewProviderRoutes } from './routes/review-providers';
import { buildSandboxProviders, createPaymentSandboxes, registerPaymentRoutes } from './payments/payment-sandboxes';
import type { PaymentEvents } from './payments/provider';
import type { SandboxSecrets } from './payments/sandbox-secrets';
import { isSearchPath, registerSearchRoutes } from './routes/search';
import { registerWithdrawalRoutes } from './routes/withdrawal';
import { registerCustomerReviewRoutes } from './routes/customer-reviews';
import { registerNewsletterRoutes } from './routes/newsletter';
import { isTagManagerPath, registerTagManagerStandIn } from './routes/tag-manager-stand-in';
import { createSearchEngine } from './search/engine';
import { orderLinkKey } from './rules/order-link';

export type AppOptions = {
  db: Db;
  shopToken: string;
  /** Directory served at /media (generated images and documents); no media route without it. */
  publicDir?: string;
  /** The search engine settings `GET /api/ConfigApi` hands out (host and port default to this service). */
  search?: Partial<RouteDeps['search']>;
  logger?: boolean;
  /** The clock of the cart (frozen prices hold until the end of the shop day), of orders and of the payment sandboxes; tests move it. */
  now?: () => Date;
  /** Providers of the redirect payment methods (default: the four sandboxes of backend/payments). */
  providers?: readonly PaymentProvider[];
  /** Origin of the payment sandboxes' URLs handed to browsers (default: the listen address on loopback). */
  publicOrigin?: string;
  /** Credentials shared by the shop and the payment providers' sandboxes (default: the embedded ones). */
  paymentSecrets?: SandboxSecrets;
  /** Key of the customers' login tokens (CUSTOMER_TOKEN_SECRET; default: derived from the shop token). */
  customerTokenSecret?: string;
  /** Client secret of the sandbox identity provider's storefront client (SOCIAL_CLIENT_SECRET; default: derived from the shop token). */
  socialClientSecret?: string;
  /** The storefront's ORDER_LINK_SECRET, for the signed order links in e-mails (default: derived from the shop token, as the storefront does). */
  orderLinkSecret?: string;
  /** Where the payment providers report outcomes (default: the orders, repo/order-state.ts); tests record them instead. */
  paymentEvents?: PaymentEvents;
  /** The VAT number check's VIES (default: the sandbox, backend/accounts/vat-check.ts); tests inject their own. */
  vies?: ViesClient;
};

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 401: 'Unauthorized', 404: 'Not Found', 405: 'Method Not Allowed', 413: 'Payload Too Large', 414: 'URI Too Long', 415: 'Unsupported Media Type' };

function onFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  void reply.code(status).send(apiError(status, `${STATUS_TEXT[status] ?? 'Bad Request'}: ${error.message}`));
}

/** Builds the reference backend (no listen): the shop API under /api and the helper API under /fast. */
export function buildApp(options: AppOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    bodyLimit: 256 * 1024,
    // Errors before routing (malformed percent-encoding, over-long path parameters) get the apiError body too.
    frameworkErrors: onFrameworkError,
  });

  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send(apiError(error.statusCode, error.message));
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(apiError(status, STATUS_TEXT[status] === undefined ? error.message : `${STATUS_TEXT[status]}: ${error.message}`));
    }
    request.log.error(error);
    return reply.code(500).send(apiError(500, 'Internal Server Error'));
  });
  app.setNotFoundHandler((request, reply) => reply.code(404).send(apiError(404, 'Not Found')));

  // The search engine's route checks the ConfigApi's basic-auth credentials itself (routes/search.ts); the operator's
  // outbox page answers only callers on the loopback interface (routes/outbox.ts); the error recorder takes envelopes
  // without the shop token and lists them to loopback callers only (routes/error-recorder.ts).
  const now = options.now ?? (() => new Date());
  const repos = createRepos(options.db, now, orderLinkKey(options.orderLinkSecret, options.shopToken));
  const customerKey = customerTokenKey(options.customerTokenSecret, options.shopToken);
  registerAuth(
    app,
    [shopTokenVerifier(options.shopToken), customerTokenVerifier(customerKey, repos.accounts.sessionOpen, now)],
    (url) => isSearchPath(url) || isOutboxPage(url) || isErrorRecorderPath(url) || isTagManagerPath(url) || isReviewProviderPath(url),
  );
  // Payment providers' sandboxes (backend/payments): their providers start the redirect payments, their callback
  // routes report signed outcomes to the orders.
  const paymentSandboxes = createPaymentSandboxes(app, { db: options.db, publicOrigin: options.publicOrigin, secrets: options.paymentSecrets, now });
  const paymentEvents = options.paymentEvents ?? repos.orderState.events;
  const deps: RouteDeps = {
    repos,
    now,
    customerKey,
    payments: paymentProviders(options.providers ?? Object.values(buildSandboxProviders(paymentSandboxes))),
    paymentEvents,
    vies: options.vies ?? sandboxVies,
    search: {
      host: options.search?.host ?? '127.0.0.1',
      port: options.search?.port ?? 4000,
      user: options.search?.user ?? 'shop_front',
      password: options.search?.password ?? 'dev-search-password',
    },
  };
  registerHealthRoutes(app);
  if (options.publicDir) registerMediaRoutes(app, options.publicDir);
  registerApiProductRoutes(app, deps);
  registerApiCatalogRoutes(app, deps);
  registerFastConfigRoutes(app, deps);
  registerFastCategoryRoutes(app, deps);
  registerFastContentRoutes(app, deps);
  registerFastContactRoutes(app, deps);
  registerFastAppointmentRoutes(app, deps);
  registerFastBrandRoutes(app, deps);
  registerFastProductRoutes(app, deps);
  registerFastFulfilmentRoutes(app, deps);
  registerCartRoutes(app, deps);
  registerCartDeliveryRoutes(app, deps);
  registerCheckoutCustomerRoutes(app, deps);
  registerCustomerAuthRoutes(app, deps);
  registerAccountProfileRoutes(app, deps);
  // Orders in the account, their PDFs and guest conversion (ADR 0029).
  registerOrderDocumentRoutes(app, deps);
  registerGuestConversionRoutes(app, deps);
  registerPasswordResetRoutes(app, deps);
  registerAccountListRoutes(app, deps);
  registerAccountCouponRoutes(app, deps);
  registerSocialLinkRoutes(app, deps);
  registerOidcSandbox(app, { shopToken: options.shopToken, clientSecret: options.socialClientSecret, publicOrigin: paymentSandboxes.context.publicOrigin, now });
  registerPaymentMethodRoutes(app, deps);
  registerPayRoutes(app, deps);
  registerOrderRoutes(app, deps);
  registerQrCodeRoutes(app, deps);
  registerLocalPickupRoutes(app, deps);
  registerWithdrawalRoutes(app, deps);
  registerOutboxRoutes(app, deps);
  registerErrorRecorderRoutes(app);
  registerAdminOrderRoutes(app, deps);
  registerCustomerReviewRoutes(app, deps);
  registerNewsletterRoutes(app, deps);
  registerTagManagerStandIn(app);
  registerSearchRoutes(app, createSearchEngine(options.db), deps.search);
  registerPaymentRoutes(app, paymentSandboxes, paymentEvents);
  // Stand-ins of the review providers the trust badges read (public, as the providers' widget APIs are).
  registerReviewProviderRoutes(app);
  return app;
}
