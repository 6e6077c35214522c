import type { ShopConfig } from '@/lib/env/config-schema';

/** The back office's base URL: BACKOFFICE_URL, else the Thelia admin on the backend's origin (`{origin of apiUrl}/admin`). */
export function backofficeUrl(config: Pick<ShopConfig, 'apiUrl' | 'backofficeUrl'>): string {
  return config.backofficeUrl ?? `${new URL(config.apiUrl).origin}/admin`;
}
