import crypto from 'node:crypto';
import { SOCIAL_CLIENT_ID, SOCIAL_CLIENT_SECRET_LABEL } from '@/contract/social-link';
import type { ShopConfig } from '@/lib/env/config-schema';
import type { ClientSettings } from './social-flow';

/** The callback route the identity provider sends the browser back to. */
export const SOCIAL_CALLBACK_PATH = '/api/account/social/callback';

/**
 * The storefront's client settings for a shop origin: the configured issuer (default the reference backend's
 * sandbox) and client secret (default derived from the shop token, as the sandbox derives it).
 */
export function socialClientSettings(config: Pick<ShopConfig, 'apiUrl' | 'token' | 'socialIssuer' | 'socialClientSecret'>, origin: string): ClientSettings {
  return {
    issuer: config.socialIssuer ?? `${config.apiUrl}/sandbox/oidc`,
    clientId: SOCIAL_CLIENT_ID,
    clientSecret: config.socialClientSecret ?? crypto.createHmac('sha256', config.token).update(SOCIAL_CLIENT_SECRET_LABEL).digest('base64url'),
    redirectUri: `${origin}${SOCIAL_CALLBACK_PATH}`,
  };
}

/** Key of the sealed flow cookie (its own label, never another cookie's key). */
export function socialFlowKey(config: Pick<ShopConfig, 'checkoutCookieSecret' | 'token'>): Buffer {
  return crypto.createHmac('sha256', config.checkoutCookieSecret ?? config.token).update('social-flow-cookie-v1').digest();
}
