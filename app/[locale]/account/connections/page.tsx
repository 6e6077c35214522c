import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LinkSocialButton } from '@/components/account/link-social-button';
import { UnlinkSocialButton } from '@/components/account/unlink-social-button';
import { PageMessages } from '@/components/providers/page-messages';
import { customerPageContext } from '@/lib/account/page-guard';
import { PAGE_CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { SOCIAL_RESULTS } from '@/lib/account/social-flow';
import { socialLinksCall } from '@/lib/account/social-server';
import { formatDay } from '@/lib/catalog/listing-card';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { shopOfLocale } from '@/lib/shop/route-shop';

/** The customer's own links: read with the session on every request. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Omit<Props, 'searchParams'>): Promise<Metadata> {
  const shop = shopOfLocale((await params).locale);
  const t = await getTranslations({ locale: shop.locale, namespace: 'SocialLogin' });
  return pageMetadata({ shop, title: t('title'), description: t('title'), path: '/account/connections', noindex: true });
}

const RESULT_KEYS = {
  linked: 'resultLinked',
  unlinked: 'resultUnlinked',
  denied: 'resultDenied',
  taken: 'resultTaken',
  failed: 'resultFailed',
} as const;
const resultOf = (value: unknown): keyof typeof RESULT_KEYS | null =>
  typeof value === 'string' && (value === 'unlinked' || (SOCIAL_RESULTS as readonly string[]).includes(value)) ? (value as keyof typeof RESULT_KEYS) : null;

/**
 * /account/connections (S4-55, S4-56): the social account linked to the customer, with 'Link account' (the OpenID
 * Connect flow through /api/account/social/start) or 'Unlink'; the outcome of the last flow from `?result=`.
 */
export default async function AccountConnectionsRoute({ params, searchParams }: Props) {
  const shop = shopOfLocale((await params).locale);
  const context = await customerPageContext();
  const [t, links, query] = await Promise.all([
    getTranslations({ locale: shop.locale, namespace: 'SocialLogin' }),
    socialLinksCall(context, 'sandbox', { action: 'list' }),
    searchParams,
  ]);
  const result = resultOf(query.result);
  const link = links.ok ? (links.data.find((entry) => entry.provider === 'sandbox') ?? null) : null;
  return (
    <div className="container">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      {result ? (
        <p role={result === 'linked' || result === 'unlinked' ? 'status' : 'alert'} data-testid="social-result">
          {t(RESULT_KEYS[result])}
        </p>
      ) : null}
      {!links.ok ? (
        <p role="alert">{t('unavailable')}</p>
      ) : (
        <section aria-labelledby="social-sandbox" data-testid="social-connection">
          <h2 id="social-sandbox">{t('providerName')}</h2>
          {link ? (
            <>
              <p>{t('linkedAs', { email: link.email, date: formatDay(link.linkedAt.slice(0, 10), shop.locale) })}</p>
              <PageMessages namespaces={PAGE_CLIENT_NAMESPACES.accountConnections}>
                <UnlinkSocialButton />
              </PageMessages>
            </>
          ) : (
            <>
              <p>{t('notLinked')}</p>
              <PageMessages namespaces={PAGE_CLIENT_NAMESPACES.accountConnections}>
                <LinkSocialButton />
              </PageMessages>
            </>
          )}
        </section>
      )}
    </div>
  );
}
