/** Ports of the e2e stack (loopback only), apart from `npm start`'s defaults so both can run side by side. */
export const E2E_PORTS = {
  storefront: Number(process.env.E2E_PORT ?? 3100),
  backend: Number(process.env.E2E_BACKEND_PORT ?? 4100),
} as const;

export const SHOP_PROJECTS = [
  { name: 'at', host: 'at.localhost', locale: 'de-AT' },
  { name: 'de', host: 'de.localhost', locale: 'de-DE' },
  { name: 'ro', host: 'ro.localhost', locale: 'ro-RO' },
] as const;

export type ShopProject = (typeof SHOP_PROJECTS)[number];
