import type { ShopCode } from '@/contract/shops';

/**
 * A shop's public origin: SHOP_ORIGIN_{AT,DE,RO} when set; otherwise derived from the shop's first configured host
 * (`https://host`, or `http://host:PORT` for a `.localhost` host); otherwise `http://{code}.localhost:PORT`.
 * Pages are cached per shop, not per request, so the origin cannot come from the request's Host header.
 */
export function originOf(
  code: ShopCode,
  origins: Partial<Record<ShopCode, string | undefined>>,
  hosts: Record<ShopCode, readonly string[]>,
  port: string | undefined,
): string {
  const configured = origins[code];
  if (configured) return configured.replace(/\/+$/, '');
  const portPart = `:${port && /^\d+$/.test(port) ? port : '3000'}`;
  const host = hosts[code][0];
  if (!host) return `http://${code}.localhost${portPart}`;
  return host === 'localhost' || host.endsWith('.localhost') ? `http://${host}${portPart}` : `https://${host}`;
}

/** An absolute URL of a shop path: `origin` + the path with exactly one leading slash. */
export function absoluteUrl(origin: string, path: string): string {
  const trimmed = path.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  return `${origin}${trimmed.startsWith('/') ? trimmed : `/${trimmed}`}`;
}
