import type http from 'node:http';
import { E2E_PORTS } from './ports';
import { forwardWithSearchThrough, StorefrontBehindProxy } from './storefront-behind-proxy';

/**
 * A private storefront whose search engine can be stopped while the shop backend keeps running. Its backend calls
 * go through a small proxy in the test process that forwards everything to the e2e reference backend unchanged,
 * except that `GET /api/ConfigApi` names the proxy itself as the search engine (the storefront reads the search host
 * from ConfigApi, spec section 7). `stopEngine()` then makes every `_search` call fail at the connection, as a
 * stopped engine does; catalogue, menus and config keep answering.
 */
export class SearchFaultStack {
  private readonly stack: StorefrontBehindProxy;
  private engineUp = true;
  /** Number of `_search` calls the proxy refused. */
  refusedSearches = 0;

  constructor(
    readonly port: number,
    readonly proxyPort: number,
  ) {
    this.stack = new StorefrontBehindProxy(port, proxyPort, (request, response) => this.forward(request, response));
  }

  start(): Promise<void> {
    return this.stack.start();
  }

  /** From now on the search engine cannot be reached. */
  stopEngine(): void {
    this.engineUp = false;
  }

  stop(): Promise<void> {
    return this.stack.stop();
  }

  private forward(request: http.IncomingMessage, response: http.ServerResponse): void {
    const url = request.url ?? '/';
    if (url.includes('/_search') && !this.engineUp) {
      this.refusedSearches += 1;
      request.socket.destroy();
      return;
    }
    forwardWithSearchThrough(this.proxyPort, E2E_PORTS.backend, request, response);
  }
}
