import path from 'node:path';
import { z } from 'zod';

/** The project root (backend/ lives directly below it). */
export const PROJECT_ROOT = path.resolve(__dirname, '..');

const envSchema = z.object({
  BACKEND_HOST: z.string().min(1).default('127.0.0.1'),
  BACKEND_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  BACKEND_DB: z.string().min(1).default('data/shop.sqlite'),
  BACKEND_MEDIA_DIR: z.string().min(1).default('data/media'),
  SHOP_TOKEN: z.string().min(1).default('dev-shop-token'),
  SEARCH_USER: z.string().min(1).default('shop_front'),
  SEARCH_PASSWORD: z.string().min(1).default('dev-search-password'),
  /** Origin browsers reach this backend at (payment sandbox pages); default http://127.0.0.1:{BACKEND_PORT}. */
  BACKEND_PUBLIC_URL: z.string().url().optional(),
  /** Secret the payment sandboxes' credentials are derived from; default: the embedded sandbox credentials. */
  PAYMENT_SANDBOX_SECRET: z.string().min(16).optional(),
  CUSTOMER_TOKEN_SECRET: z.string().min(16).optional(),
  SOCIAL_CLIENT_SECRET: z.string().min(16).optional(),
  /** The storefront's ORDER_LINK_SECRET: e-mails carry the order's signed page link; default: derived from the shop token. */
  ORDER_LINK_SECRET: z.string().trim().min(16).optional(),
});

export type BackendConfig = {
  host: string;
  port: number;
  dbFile: string;
  mediaDir: string;
  shopToken: string;
  searchUser: string;
  searchPassword: string;
  publicUrl: string;
  paymentSandboxSecret: string | null;
  /** Key of customers' login tokens; null: derived from the shop token. */
  customerTokenSecret: string | null;
  /** Client secret of the sandbox identity provider's storefront client (SOCIAL_CLIENT_SECRET); null: derived from the shop token. */
  socialClientSecret: string | null;
  /** Key of the order links in e-mails (ORDER_LINK_SECRET, the storefront's); null: derived from the shop token, as there. */
  orderLinkSecret: string | null;
};

/** Reads the backend settings from the environment; relative paths are relative to the project root. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): BackendConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid backend environment: ${parsed.error.message}`);
  const e = parsed.data;
  return {
    host: e.BACKEND_HOST,
    port: e.BACKEND_PORT,
    dbFile: path.resolve(PROJECT_ROOT, e.BACKEND_DB),
    mediaDir: path.resolve(PROJECT_ROOT, e.BACKEND_MEDIA_DIR),
    shopToken: e.SHOP_TOKEN,
    searchUser: e.SEARCH_USER,
    searchPassword: e.SEARCH_PASSWORD,
    publicUrl: (e.BACKEND_PUBLIC_URL ?? `http://127.0.0.1:${e.BACKEND_PORT}`).replace(/\/+$/, ''),
    paymentSandboxSecret: e.PAYMENT_SANDBOX_SECRET ?? null,
    customerTokenSecret: e.CUSTOMER_TOKEN_SECRET ?? null,
    socialClientSecret: e.SOCIAL_CLIENT_SECRET ?? null,
    orderLinkSecret: e.ORDER_LINK_SECRET ?? null,
  };
}
