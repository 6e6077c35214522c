import type { ShopCode } from '@/contract/shops';
import { openBox, sealBox } from '@/lib/security/sealed-box';
import { flowSchema, type SocialFlow } from './social-flow';

/** The flow's secrets between the start and the callback: sealed, httpOnly, ten minutes, bound to the shop. */
export const SOCIAL_FLOW_COOKIE = 'social_flow';
export const SOCIAL_FLOW_LIFE_MS = 10 * 60 * 1000;
const label = (shop: ShopCode) => `social-flow-v1:${shop}`;

export const sealFlow = (flow: SocialFlow, shop: ShopCode, key: Buffer, now: number) => sealBox(flow, label(shop), key, now);

export function openFlow(value: string | undefined, shop: ShopCode, key: Buffer, now: number): SocialFlow | null {
  const parsed = flowSchema.safeParse(openBox(value, label(shop), key, now, SOCIAL_FLOW_LIFE_MS));
  return parsed.success ? parsed.data : null;
}

/** Sent back on the callback's top-level GET from the provider (SameSite=Lax), only to the callback path. */
export const flowCookieOptions = (secure: boolean) => ({ httpOnly: true, sameSite: 'lax' as const, secure, path: '/api/account/social', maxAge: SOCIAL_FLOW_LIFE_MS / 1000 });
