import 'server-only';
import crypto from 'node:crypto';
import { serverConfig } from '@/lib/env/server-config';
import { CaptchaReplayGuard } from './captcha';

/** The captcha's HMAC key: derived from CHECKOUT_COOKIE_SECRET or the shop token under its own label. */
export function captchaSecret(): string {
  const config = serverConfig();
  return crypto.createHmac('sha256', config.checkoutCookieSecret ?? config.token).update('captcha-v1').digest('hex');
}

/** The accepted challenges of this storefront instance (a payload is accepted once). */
export const CAPTCHA_REPLAY_GUARD = new CaptchaReplayGuard();
