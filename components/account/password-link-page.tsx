import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SetPasswordForm } from './set-password-form';
import styles from './auth.module.css';
import { PageMessages } from '@/components/providers/page-messages';
import { PAGE_CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { shopOfLocale } from '@/lib/shop/route-shop';

/**
 * The page of a mailed one-time password link: a reset link (`/forgot-password/{token}`) or the set-password link of a
 * guest who became a customer (`/set-password/{token}`, issue 42: never a password by e-mail). Both set the password
 * with the same form and log the customer in; the token is checked on submit. Only their texts differ.
 */
const TEXTS = {
  reset: { title: 'metaReset', heading: 'resetHeading', intro: 'resetIntro', path: '/forgot-password' },
  set: { title: 'metaSetPassword', heading: 'setPasswordHeading', intro: 'setPasswordIntro', path: '/set-password' },
} as const;

export type PasswordLinkKind = keyof typeof TEXTS;

export async function passwordLinkMetadata(locale: string, kind: PasswordLinkKind): Promise<Metadata> {
  const shop = shopOfLocale(locale);
  const t = await getTranslations({ locale: shop.locale, namespace: 'Auth' });
  const texts = TEXTS[kind];
  return { ...pageMetadata({ shop, title: t(texts.title), description: t(texts.intro), path: texts.path, noindex: true }), referrer: 'no-referrer' };
}

export async function PasswordLinkPage({ locale, token, kind }: { locale: string; token: string; kind: PasswordLinkKind }) {
  const shop = shopOfLocale(locale);
  const t = await getTranslations({ locale: shop.locale, namespace: 'Auth' });
  const texts = TEXTS[kind];
  return (
    <div className="container">
      <div className={styles.page}>
        <h1>{t(texts.heading)}</h1>
        <p>{t(texts.intro)}</p>
        <PageMessages namespaces={PAGE_CLIENT_NAMESPACES.auth}>
          <SetPasswordForm token={token.slice(0, 100)} />
        </PageMessages>
      </div>
    </div>
  );
}
