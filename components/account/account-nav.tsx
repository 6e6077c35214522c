'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import styles from './account-shell.module.css';

export type AccountNavItem = { href: string; label: string };

/** The account navigation; the current page's link carries aria-current="page". */
export function AccountNav({ label, items }: { label: string; items: readonly AccountNavItem[] }) {
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
    </nav>
  );
}
