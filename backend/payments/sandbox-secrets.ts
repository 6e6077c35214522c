import crypto from 'node:crypto';

/**
 * The credentials the shop and a provider's sandbox share. A real shop gets them from the provider's dashboard; the
 * reference backend derives them from one secret (PAYMENT_SANDBOX_SECRET) or uses the embedded defaults below.
 */
export type SandboxSecrets = {
  /** PayPal REST app: client credentials for the Orders v2 API (Basic auth). */
  paypal: { clientId: string; clientSecret: string };
  /** Stripe: the secret API key (`sk_test_`) and the webhook endpoint's signing secret (`whsec_`). */
  stripe: { secretKey: string; webhookSecret: string };
  /** Global Payments HPP: merchant id, account and the shared secret of the SHA1HASH. */
  globalPayments: { merchantId: string; account: string; sharedSecret: string };
  /** Klarna: the shared secret of the HMAC-SHA256 signature of push notifications. */
  klarna: { notificationSecret: string };
};

/** The embedded default's credentials (local stacks and tests only). */
export const DEFAULT_SANDBOX_SECRETS: SandboxSecrets = {
  paypal: { clientId: 'AZsandboxShopClientId0000000000000000000000000000000000000000', clientSecret: 'EDsandboxShopClientSecret00000000000000000000000000000000000000' },
  stripe: { secretKey: 'sk_test_sandboxShopSecretKey000000000000000000', webhookSecret: 'whsec_sandboxShopWebhookSecret000000000000' },
  globalPayments: { merchantId: 'sandboxshop', account: 'internet', sharedSecret: 'sandbox-shared-secret' },
  klarna: { notificationSecret: 'sandbox-klarna-notification-secret' },
};

/** Per-provider credentials derived from one secret: HMAC-SHA256(secret, name), so no two providers share one. */
export function sandboxSecretsFrom(secret: string): SandboxSecrets {
  const derive = (name: string, length: number) => crypto.createHmac('sha256', secret).update(name).digest('base64url').slice(0, length);
  return {
    paypal: { clientId: `AZ${derive('paypal.client-id', 40)}`, clientSecret: `ED${derive('paypal.client-secret', 40)}` },
    stripe: { secretKey: `sk_test_${derive('stripe.secret-key', 40)}`, webhookSecret: `whsec_${derive('stripe.webhook-secret', 32)}` },
    globalPayments: { merchantId: 'sandboxshop', account: 'internet', sharedSecret: derive('globalpayments.shared-secret', 32) },
    klarna: { notificationSecret: derive('klarna.notification-secret', 40) },
  };
}
