'use client';

import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useShopper } from '@/components/account/use-shopper';
import { adminBarLinks, type AdminLink } from '@/lib/admin/admin-links';
import { BP } from '@/lib/format/breakpoints';
import { adminPageStore } from './admin-page-store';
import styles from './admin-bar.module.css';
import { inOwnTask } from '@/lib/scheduling/message-task';
import { importInTurn } from '@/lib/scheduling/import-in-turn';

async function fetchBackoffice(): Promise<string> {
  const response = await fetch('/api/admin-bar', { credentials: 'same-origin', headers: { Accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`admin bar: ${response.status}`);
  const [{ adminBarAnswerSchema }, body] = await Promise.all([importInTurn(() => import('@/lib/admin/admin-bar-answer')), response.json() as Promise<unknown>]);
  return adminBarAnswerSchema.parse(body).backofficeUrl;
}

export type AdminBarLabels = Record<AdminLink['key'], string> & { label: string; newTab: string };

/**
 * The admin bar (spec section 2): for administrators only (useShopper().isAdmin, then the back office's URL from
 * `/api/admin-bar`, which answers administrators only), on wide screens only (hidden below 992 px by CSS). Links to
 * the back-office sections and the current page's update page (AdminPageMark), each in a new tab.
 */
export function AdminBar({ labels }: { labels: AdminBarLabels }) {
  const { shopper } = useShopper();
  const isAdmin = shopper.kind === 'customer' && shopper.isAdmin;
  const backoffice = useQuery({ queryKey: ['admin-bar', shopper.kind === 'customer' ? shopper.customerId : 0], queryFn: inOwnTask(fetchBackoffice), enabled: isAdmin, staleTime: Infinity, retry: 1 });
  const page = useSyncExternalStore(adminPageStore.subscribe, adminPageStore.get, () => null);
  if (!isAdmin || backoffice.data === undefined) return null;
  return (
    <nav className={`${styles.bar} ${BP.desktopOnly}`} aria-label={labels.label} data-testid="admin-bar">
      <ul className={`container ${styles.links}`}>
        {adminBarLinks(backoffice.data, page).map((link) => (
          <li key={link.key}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" data-admin-link={link.key}>
              {labels[link.key]}
              <span className="visually-hidden"> {labels.newTab}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
