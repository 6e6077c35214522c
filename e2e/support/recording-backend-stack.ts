import type http from 'node:http';
import { E2E_PORTS } from './ports';
import { forwardWithSearchThrough, StorefrontBehindProxy } from './storefront-behind-proxy';

/** One call the storefront made upstream: its path and the X-Request-Id it carried. */
export type UpstreamCall = { path: string; requestId: string | undefined };

/**
 * A private storefront whose backend, helper API and search engine calls all go through a proxy in the test process
 * that records each call's X-Request-Id and forwards it to the e2e reference backend (the ConfigApi's answer names the
 * proxy as the search engine, as in search-fault-stack.ts). `hold` may delay calls (the graceful stop's slow request).
 */
export class RecordingBackendStack {
  readonly calls: UpstreamCall[] = [];
  /** How long to hold a call before forwarding it (0: at once). */
  hold: (call: UpstreamCall) => number = () => 0;
  readonly storefront: StorefrontBehindProxy;

  constructor(
    readonly port: number,
    readonly proxyPort: number,
  ) {
    this.storefront = new StorefrontBehindProxy(port, proxyPort, (request, response) => this.forward(request, response));
  }

  start(): Promise<void> {
    return this.storefront.start();
  }

  stop(): Promise<void> {
    return this.storefront.stop();
  }

  /** The calls made while serving the request of `id`. */
  callsOf(id: string): UpstreamCall[] {
    return this.calls.filter((call) => call.requestId === id);
  }

  private forward(request: http.IncomingMessage, response: http.ServerResponse): void {
    const header = request.headers['x-request-id'];
    const call: UpstreamCall = { path: request.url ?? '/', requestId: Array.isArray(header) ? header.join(', ') : header };
    this.calls.push(call);
    const send = () => this.forwardNow(request, response);
    const holdMs = this.hold(call);
    if (holdMs > 0) setTimeout(send, holdMs);
    else send();
  }

  private forwardNow(request: http.IncomingMessage, response: http.ServerResponse): void {
    forwardWithSearchThrough(this.proxyPort, E2E_PORTS.backend, request, response);
  }
}
