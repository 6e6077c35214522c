import type http from 'node:http';
import { E2E_PORTS } from './ports';
import { forwardToBackend, StorefrontBehindProxy } from './storefront-behind-proxy';

/** How the review providers answer: as the reference backend's stand-ins, 500, a 200 that is no JSON, or not in time. */
export type ProviderFault = 'none' | 'error-500' | 'invalid-json' | 'slow';

/** Longer than the storefront's wait for a provider (REVIEWS_PROVIDER_TIMEOUT_MS). */
const SLOW_MS = 20_000;

/**
 * A private storefront whose review providers (SHOPVOTE_API_URL, ...) are reached through a proxy in the test process
 * that can make them fail, while the shop backend keeps answering. Its provider URLs differ from the e2e stack's, so
 * no answer of the shared data cache stands in for them.
 */
export class ProviderFaultStack {
  fault: ProviderFault = 'none';
  /** Provider calls the proxy has seen. */
  providerCalls = 0;
  private readonly stack: StorefrontBehindProxy;

  constructor(
    readonly port: number,
    readonly proxyPort: number,
  ) {
    this.stack = new StorefrontBehindProxy(port, proxyPort, (request, response) => this.answer(request, response), {
      SHOPVOTE_API_URL: '{proxy}/providers/shopvote',
      TRUSTED_SHOPS_API_URL: '{proxy}/providers/trustedshops',
      SEARCH_RATING_API_URL: '{proxy}/providers/searchrating',
    });
  }

  start(): Promise<void> {
    return this.stack.start();
  }

  stop(): Promise<void> {
    return this.stack.stop();
  }

  private answer(request: http.IncomingMessage, response: http.ServerResponse): void {
    const isProvider = (request.url ?? '').startsWith('/providers/');
    if (isProvider) this.providerCalls += 1;
    if (!isProvider || this.fault === 'none') {
      forwardToBackend(E2E_PORTS.backend, request, response);
      return;
    }
    switch (this.fault) {
      case 'error-500':
        response.writeHead(500, { 'Content-Type': 'application/json' }).end('{"error":"Internal Server Error"}');
        return;
      case 'invalid-json':
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('<html><body>Wartungsarbeiten</body></html>');
        return;
      case 'slow': {
        const timer = setTimeout(() => forwardToBackend(E2E_PORTS.backend, request, response), SLOW_MS);
        request.socket.once('close', () => clearTimeout(timer));
        return;
      }
    }
  }
}
