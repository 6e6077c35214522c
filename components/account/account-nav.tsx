'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import styles from './account-shell.module.css';

export type AccountNavItem = { href: string; label: string };

/**
 * The account navigation; the current page's link carries aria-current="page". It ends with 'Log out' (/logout, which
 * logs out by a POST once shown: never prefetched): below the sections on wide screens; on phones, where the sections
 * scroll sideways, beside them and always in view.
 */
export function AccountNav({ label, items, logout }: { label: string; items: readonly AccountNavItem[]; logout: AccountNavItem }) {
  const pathname = usePathname();
  const current = (href: string) => pathname === href || pathname.endsWith(href) || (href !== '/account' && pathname.includes(`${href}/`));
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} aria-current={current(item.href) ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
      <p className={styles.logout}>
        <Link href={logout.href} prefetch={false} data-testid="account-nav-logout">
          {logout.label}
        </Link>
      </p>
    </nav>
  );
}
