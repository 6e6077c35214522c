'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { formatBadgeCount, isBadgeSmallFont } from '@/lib/format/badge';
import { useCartCountStore } from '@/lib/ui-state/cart-count-store';
import { CartIcon } from './icons';
import styles from './header.module.css';

/**
 * Cart icon linking to /cart with the item count badge ('Nk' for thousands, smaller font above 99).
 * The desktop mini-cart dropdown (spec: 'Mini-cart') attaches here later.
 */
export function CartLink() {
  const t = useTranslations('Cart');
  const count = useCartCountStore((state) => state.count);
  return (
    <Link href="/cart" className={`icon-button ${styles.cart}`} aria-label={t('iconLabel', { count })}>
      <CartIcon />
      <span
        className={`${styles.badge} ${isBadgeSmallFont(count) ? styles.badgeSmall : ''}`}
        aria-hidden="true"
        data-testid="cart-count"
      >
        {formatBadgeCount(count)}
      </span>
    </Link>
  );
}
