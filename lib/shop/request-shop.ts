import type { ShopConfig } from '@/lib/env/config-schema';
import { requestHost } from '@/lib/request/request-host';
import { resolveShop } from './resolve-shop';
import { DEFAULT_SHOP_CODE, SHOPS, type Shop, type ShopCode } from '@/contract/shops';

/** The default shop of a deployment: the one of the configured `locale` (Austria when it names no shop). */
export function defaultShopOf(config: Pick<ShopConfig, 'locale'>): ShopCode {
  return Object.values(SHOPS).find((shop) => shop.theliaLocale === config.locale)?.code ?? DEFAULT_SHOP_CODE;
}

/** The shop of a request, from its Host header (X-Forwarded-Host only behind a trusted proxy, lib/request/request-host.ts). */
export function shopOfRequest(headers: Pick<Headers, 'get'>, config: Pick<ShopConfig, 'locale' | 'hosts' | 'trustForwardedHeaders'>): Shop {
  return resolveShop(requestHost(headers, config.trustForwardedHeaders), config.hosts, defaultShopOf(config));
}
