'use client';

import { useTranslations } from 'next-intl';

/** A route handler, not a page: it answers a redirect to the identity provider. */
const SOCIAL_START_PATH = '/api/account/social/start';

/**
 * Starts linking a social account (S4-55): a full navigation to `/api/account/social/start`, which redirects to the
 * identity provider (not a client-side route change, and not a form: the page's CSP `form-action 'self'` stops a
 * form's redirect to another origin).
 */
export function LinkSocialButton() {
  const t = useTranslations('SocialLogin');
  return (
    <button type="button" className="button" onClick={() => window.location.assign(new URL(SOCIAL_START_PATH, window.location.origin).toString())}>
      {t('link')}
    </button>
  );
}
