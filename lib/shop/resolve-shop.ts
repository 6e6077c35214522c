import { DEFAULT_SHOP_CODE, SHOPS, SHOP_CODES, type Shop, type ShopCode } from '@/contract/shops';

export type ShopHosts = Record<ShopCode, readonly string[]>;

const HOST_PATTERN = /^[a-z0-9.-]{1,253}$/;

/** Lower-cases a Host header value and drops the port and a trailing dot; null when it is no plausible host name. */
export function normalizeHost(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const first = raw.split(',')[0]?.trim().toLowerCase() ?? '';
  const withoutPort = first.startsWith('[') ? first : first.replace(/:\d{1,5}$/, '');
  const host = withoutPort.replace(/\.$/, '');
  return HOST_PATTERN.test(host) ? host : null;
}

/**
 * Picks the shop for a request host:
 * 1. a host configured for a shop (SHOP_HOSTS_AT/DE/RO, for example `at.localhost` or `www.example.at`);
 * 2. the host's top-level domain `.at`, `.de` or `.ro`;
 * 3. otherwise the default shop (the configured locale's shop; Austria when none is configured).
 */
export function resolveShop(rawHost: string | null | undefined, hosts: ShopHosts, defaultShop: ShopCode = DEFAULT_SHOP_CODE): Shop {
  const host = normalizeHost(rawHost);
  if (host) {
    for (const code of SHOP_CODES) {
      if (hosts[code].includes(host)) return SHOPS[code];
    }
    for (const code of SHOP_CODES) {
      if (host.endsWith(SHOPS[code].hostEnding)) return SHOPS[code];
    }
  }
  return SHOPS[defaultShop];
}
