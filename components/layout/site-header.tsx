import type { LayoutData } from '@/lib/layout/layout-data';
import { currencyOf } from '@/lib/pricing/currency';
import { salesBarSignature, salesBarStorageKey } from '@/lib/ui-state/sales-bar-dismissal';
import { AdminBarSlot } from '@/components/admin/admin-bar-slot';
import { AccountMenu } from './account-menu';
import { AdventBanner } from './advent-banner';
import { BreakpointStyles } from './breakpoint-styles';
import { ListCounts } from '@/components/lists/list-counts';
import { CartLink } from './cart-link';
import { CountryBar } from './country-bar';
import { HeaderLogo } from './header-logo';
import { HideOnRoute } from './hide-on-route';
import { MobileMenu } from './mobile-menu';
import { NavMenu } from './nav-menu';
import { SalesBar } from './sales-bar';
import { SalesBarHideScript } from './sales-bar-hide-script';
import { SearchBox, SearchToggle } from './search-box';
import { SupportBox } from './support-box';
import styles from './header.module.css';

/**
 * The site header (spec section 2, 'Header'), top to bottom: sales bar, admin bar, country bar, main row (mobile menu
 * button, logo, search, icon group), nav row with the mega menu and the advent banner below 1200 px (neither on
 * /checkout).
 */
export function SiteHeader({ data }: { data: LayoutData }) {
  const { salesBar } = data;
  const storageKey = salesBarStorageKey(data.shop.code);
  const signature = salesBar ? salesBarSignature(salesBar.salesbar_message, salesBar.salesbar_link) : '';

  return (
    <header className={styles.header}>
      <BreakpointStyles />
      {salesBar ? (
        <>
          <SalesBar
            message={salesBar.salesbar_message}
            link={salesBar.salesbar_link}
            linkText={salesBar.salesbar_link_text}
            dismissible={salesBar.salesbar_dismiss_button}
            color={salesBar.salesbar_color}
            background={salesBar.salesbar_background}
            storageKey={storageKey}
            signature={signature}
          />
          {salesBar.salesbar_dismiss_button ? (
            <SalesBarHideScript />
          ) : null}
        </>
      ) : null}
      {/* Spec section 2: the admin bar sits between the sales bar and the country bar (administrators, wide screens). */}
      <AdminBarSlot locale={data.shop.locale} />
      {data.config.display_country_header ? <CountryBar data={data} /> : null}
      <div className={styles.mainRow}>
        <div className={`container ${styles.mainInner}`} data-testid="header-main-row">
          <MobileMenu />
          <HeaderLogo data={data} />
          <SearchBox currency={currencyOf(data.config)} />
          <div className={styles.icons}>
            <SearchToggle />
            <SupportBox initial={data.store} />
            <AccountMenu />
            <ListCounts />
            <CartLink />
          </div>
        </div>
      </div>
      {/* The checkout keeps the header slim: no category navigation or banner between the shopper and the order. */}
      <HideOnRoute route="/checkout">
        <NavMenu data={data} />
        <AdventBanner data={data} />
      </HideOnRoute>
    </header>
  );
}
