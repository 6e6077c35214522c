import type { PaymentProvider, PaymentStart, RedirectProviderCode } from './payments/provider';

/**
 * Test support (not a test): a payment provider that answers like a real one without a sandbox: a page URL (or, for
 * the card provider Stripe, a checkout session id) and a provider reference, and keeps every start it was asked for.
 */
export type RecordingProvider = PaymentProvider & { starts: PaymentStart[] };

export function recordingProvider(code: RedirectProviderCode): RecordingProvider {
  const starts: PaymentStart[] = [];
  return {
    code,
    starts,
    start(input) {
      starts.push(input);
      const providerRef = `${code.toUpperCase()}-${input.orderId}-${starts.length}`;
      if (code === 'StripePayment') return { kind: 'session', sessionId: `cs_test_${providerRef}`, providerRef };
      return { kind: 'redirect', url: `https://provider.test/${code.toLowerCase()}/pay?ref=${providerRef}`, providerRef };
    },
  };
}

export const allRecordingProviders = () => (['PayPal', 'GlobalPayments', 'Sofort', 'StripePayment'] as const).map(recordingProvider);
