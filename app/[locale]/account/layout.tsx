import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { AccountNav } from '@/components/account/account-nav';
import styles from '@/components/account/account-shell.module.css';
import { ACCOUNT_SECTIONS } from '@/lib/account/account-sections';
import { customerPageContext } from '@/lib/account/page-guard';
import { shopOfLocale } from '@/lib/shop/route-shop';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/**
 * The account shell (S2-177): the navigation of the account pages (overview and ACCOUNT_SECTIONS, translated; the
 * current page marked with aria-current; 'Log out' last) beside the page. Only for a logged-in customer: a guest or an expired
 * session goes to /login-register (customerPageContext).
 */
export default async function AccountLayout({ children, params }: Props) {
  const shop = shopOfLocale((await params).locale);
  await customerPageContext();
  const t = await getTranslations({ locale: shop.locale, namespace: 'Account' });
  const items = [
    { href: '/account', label: t('sections.overview') },
    ...ACCOUNT_SECTIONS.map((section) => ({ href: `/account/${section.slug}`, label: t(`sections.${section.messageKey}`) })),
  ];
  return (
    <div className="container">
      <div className={styles.shell}>
        <AccountNav label={t('navLabel')} items={items} logout={{ href: '/logout', label: t('logout') }} />
        <div>{children}</div>
      </div>
    </div>
  );
}
