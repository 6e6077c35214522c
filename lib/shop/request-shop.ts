import type { ShopConfig } from '@/lib/env/config-schema';
import { resolveShop } from './resolve-shop';
import { DEFAULT_SHOP_CODE, SHOPS, type Shop, type ShopCode } from './shops';

/** The default shop of a deployment: the one of the configured `locale` (Austria when it names no shop). */
export function defaultShopOf(config: Pick<ShopConfig, 'locale'>): ShopCode {
  return Object.values(SHOPS).find((shop) => shop.theliaLocale === config.locale)?.code ?? DEFAULT_SHOP_CODE;
}

/** The shop of a request, from its forwarded or own Host header. */
export function shopOfRequest(headers: Headers, config: Pick<ShopConfig, 'locale' | 'hosts'>): Shop {
  return resolveShop(headers.get('x-forwarded-host') ?? headers.get('host'), config.hosts, defaultShopOf(config));
}
