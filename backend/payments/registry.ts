import type { PaymentProvider, RedirectProviderCode } from './provider';

/** The payment providers the backend runs with, by method code; a method without one is not available. */
export type PaymentProviders = { provider(code: RedirectProviderCode): PaymentProvider | null };

/** A registry of the given providers (the last one of a code wins). */
export function paymentProviders(list: readonly PaymentProvider[]): PaymentProviders {
  const byCode = new Map(list.map((provider) => [provider.code, provider]));
  return { provider: (code) => byCode.get(code) ?? null };
}
