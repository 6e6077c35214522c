import { NextRequest } from 'next/server';
import { orderLinkKey, orderLinks } from '@/lib/orders/order-link';
import { orderLinkOfRequest } from '@/lib/orders/order-link-path';
import { SHOPS } from '@/contract/shops';
import type { ProxyRuntime } from '../proxy-runtime';
import { orderLinkStep } from './order-link';

const config = { token: 'proxy-test-token' } as ProxyRuntime['config'];
const runtime = {
  config,
  health: { current: () => ({ up: true, fresh: true }), check: async () => true, report: () => undefined },
  routeCache: { has: async () => false },
} as unknown as ProxyRuntime;
const links = orderLinks('ORD000000000042', orderLinkKey(config));
const other = orderLinks('ORD000000000043', orderLinkKey(config));

async function answer(path: string): Promise<string | null> {
  const response = await orderLinkStep.run({ request: new NextRequest(`http://at.localhost:3000${path}`), shop: SHOPS.at, runtime });
  if (!response) return null;
  return `${response.status} ${new URL(response.headers.get('x-middleware-rewrite') ?? 'http://x/none').pathname}`;
}

describe('order-link step of the proxy', () => {
  test('S2-55 S2-56 S2-176 the pages of an order pass with its signed link (the known routes serve them)', async () => {
    for (const path of [links.placed, links.failed, links.processing, links.invoice, `${links.placed}&utm_source=mail`]) {
      expect([path, await answer(path)]).toEqual([path, null]);
    }
  });

  test('a missing, wrong or another order\'s hash is the not-found page, decided before the page renders', async () => {
    const wrongHash = `/order-placed?order=ORD000000000042&h=${other.hash}`;
    for (const path of [
      wrongHash,
      '/order-placed?order=ORD000000000042',
      '/order-placed',
      `/order-failed?order=ORD000000000043&h=${links.hash}`,
      `/checkout/processing?order=ORD000000000042&h=${'A'.repeat(43)}`,
      `/guest/invoice/ORD000000000042/${other.hash}`,
      `/guest/invoice/ORD000000000043/${links.hash}`,
      '/guest/invoice/ORD000000000042/%E0%A4%A',
    ]) {
      expect([path, await answer(path)]).toEqual([path, '404 /de-AT/view/not-found/route-not-found']);
    }
  });

  test('other paths are not its business', async () => {
    for (const path of ['/', '/cart', '/checkout', '/guest/invoice', '/withdrawal', '/order-placed-x']) expect([path, await answer(path)]).toEqual([path, null]);
  });

  test('the link of a request: the query of the pages after payment, the path of the guest order page', () => {
    expect(orderLinkOfRequest('/order-placed/', new URLSearchParams('order=A&h=B'))).toEqual({ ref: 'A', hash: 'B' });
    expect(orderLinkOfRequest('/guest/invoice/A/B', new URLSearchParams())).toEqual({ ref: 'A', hash: 'B' });
    expect(orderLinkOfRequest('/guest/invoice/A/B/C', new URLSearchParams())).toBeNull();
  });
});
