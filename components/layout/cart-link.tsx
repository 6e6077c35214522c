'use client';

import { useId, useRef, useState, useSyncExternalStore } from 'react';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCart } from '@/components/cart/use-cart';
import { formatBadgeCount, isBadgeSmallFont } from '@/lib/format/badge';
import { MEDIA_BELOW_MENU } from '@/lib/format/breakpoints';
import { CartIcon } from './icons';
import { useDismiss } from './use-dismiss';
import styles from './header.module.css';

const subscribeToMenuBreakpoint = (onChange: () => void) => {
  const media = window.matchMedia(MEDIA_BELOW_MENU);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};
const isDesktop = () => !window.matchMedia(MEDIA_BELOW_MENU).matches;

// The dropdown's code loads when it is first wanted (a pointer over the icon or focus on it fetches it ahead of the
// click), so pages do not carry it in their first-load JavaScript.
const loadMiniCart = () => import('@/components/cart/mini-cart');
const MiniCart = dynamic(() => loadMiniCart().then((module) => module.MiniCart), { ssr: false });

/**
 * The cart icon with the count badge ('Nk' for thousands, a smaller font above 99). It is a link to /cart (mobile,
 * and without JavaScript); on desktop a click opens the mini-cart dropdown instead, closed by Escape, an outside
 * click or leaving the page.
 */
export function CartLink() {
  const t = useTranslations('Cart');
  const { data, isError } = useCart();
  const count = data?.count ?? 0;
  const pathname = usePathname();
  // Open on the page it was opened on: leaving the page (a link in the panel, the back button) closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  // The server's HTML and mobile widths: a plain link (no disclosure state); from 992 px on it opens the panel.
  const desktop = useSyncExternalStore(subscribeToMenuBreakpoint, isDesktop, () => false);
  const open = desktop && openedOn === pathname;
  const setOpen = (value: boolean) => setOpenedOn(value ? pathname : null);
  const root = useRef<HTMLDivElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const panelId = useId();

  useDismiss(root, open, (reason) => {
    setOpen(false);
    if (reason === 'escape') link.current?.focus();
    // An outside click on something that takes focus keeps it there; otherwise focus goes back to the icon.
    else
      window.setTimeout(() => {
        const active = document.activeElement;
        if (!active || active === document.body) link.current?.focus();
      }, 0);
  });
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!desktop || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setOpen(!open);
  };

  return (
    <div
      ref={root}
      className={styles.cartRoot}
      onBlur={(event) => {
        // Tabbing out of the panel closes it (focus has already gone where the shopper wanted).
        if (open && event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <Link
        ref={link}
        href="/cart"
        className={`icon-button ${styles.cart}`}
        aria-label={t('iconLabel', { count })}
        aria-expanded={desktop ? open : undefined}
        aria-controls={open ? panelId : undefined}
        onClick={onClick}
        onPointerEnter={desktop ? () => void loadMiniCart() : undefined}
        onFocus={desktop ? () => void loadMiniCart() : undefined}
      >
        <CartIcon />
        <span className={`${styles.badge} ${isBadgeSmallFont(count) ? styles.badgeSmall : ''}`} aria-hidden="true" data-testid="cart-count">
          {formatBadgeCount(count)}
        </span>
      </Link>
      {open ? <MiniCart view={data} failed={isError} id={panelId} onNavigate={() => setOpen(false)} /> : null}
    </div>
  );
}
