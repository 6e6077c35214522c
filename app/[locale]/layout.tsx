import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { NavigationFeedback } from '@/components/layout/navigation-feedback';
import { AppProviders } from '@/components/providers/app-providers';
import { ToastRegion } from '@/components/layout/toast-region';
import { AfterHydrationIslands } from '@/components/layout/after-hydration-islands';
import { OrganizationJsonLd } from '@/components/seo/organization-json-ld';
import { ConsentDefaultScript } from '@/components/consent/consent-default-script';
import { ConsentBanner } from '@/components/consent/consent-banner';
import { legalLinks } from '@/lib/checkout/legal-links';
import { getTagManager } from '@/lib/consent/tag-manager-server';
import { LAYOUT_CLIENT_NAMESPACES, pickNamespaces } from '@/lib/i18n/client-namespaces';
import type { Messages } from '@/lib/i18n/messages';
import { getLayoutData } from '@/lib/layout/server';
import { APPLE_TOUCH_ICON, FAVICON_PATH, FAVICON_SIZES, ICON_SVG_PATH, MANIFEST_PATH } from '@/lib/identity/icon-set';
import { SHOP_THEME_COLOUR } from '@/lib/identity/shop-icon';
import { isAppLocale, shopByLocale } from '@/contract/shops';
import { chatBadgeHref } from '@/lib/widgets/chat-badge';
import '../globals.css';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** Every shop page is rendered on its first request and then served from the route cache (on-demand ISR). */
export function generateStaticParams(): Array<{ locale: string }> {
  return [];
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: SHOP_THEME_COLOUR };

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  const shop = isAppLocale(locale) ? shopByLocale(locale) : undefined;
  if (!shop) return {};
  const t = await getTranslations({ locale: shop.locale, namespace: 'Meta' });
  const data = await getLayoutData(shop);
  return {
    title: { default: data.config.site_name, template: `%s | ${data.config.site_name}` },
    description: t('defaultDescription'),
    // The shop's own icons and manifest, served for the request's host (app/favicon.ico and its siblings, ADR 0036).
    icons: {
      icon: [
        { url: FAVICON_PATH, sizes: FAVICON_SIZES.map((size) => `${size}x${size}`).join(' ') },
        { url: ICON_SVG_PATH, type: 'image/svg+xml' },
      ],
      apple: { url: APPLE_TOUCH_ICON.path, sizes: `${APPLE_TOUCH_ICON.size}x${APPLE_TOUCH_ICON.size}` },
    },
    manifest: MANIFEST_PATH,
  };
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  const shop = isAppLocale(locale) ? shopByLocale(locale) : undefined;
  if (!shop) notFound();
  setRequestLocale(shop.locale);
  const [data, messages, tagManager] = await Promise.all([getLayoutData(shop), getMessages(), getTagManager(shop)]);
  const t = await getTranslations({ locale: shop.locale, namespace: 'Header' });
  return (
    <html lang={shop.locale}>
      {/* Consent Mode's default comes before any other script of ours; without a container nothing of it is here. */}
      <head>{tagManager ? <ConsentDefaultScript tagManager={tagManager} /> : null}</head>
      <body>
        <NextIntlClientProvider locale={shop.locale} messages={pickNamespaces(messages as Messages, LAYOUT_CLIENT_NAMESPACES)}>
          <AppProviders>
            <a className="skip-link" href="#main">
              {t('skipToContent')}
            </a>
            {/* Hidden for everybody in the HTML; its inline script shows it before the first paint on a first visit. */}
            <ConsentBanner locale={shop.locale} privacyHref={legalLinks(shop.code).privacy} />
            <SiteHeader data={data} />
            <main id="main" tabIndex={-1}>
              {children}
            </main>
            <SiteFooter data={data} />
            <OrganizationJsonLd data={data} />
            <NavigationFeedback />
            <ToastRegion />
            <AfterHydrationIslands chatHref={chatBadgeHref(data.config, shop.code)} />
          </AppProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
