'use client';

import dynamic from 'next/dynamic';
import { useHydrated } from '@/components/layout/use-hydrated';
import type { AdminBarLabels } from './admin-bar';

/*
 * The admin bar shows for administrators only, after the shopper request: its code loads after hydration (ADR 0042),
 * mounted in the transition that follows it (ADR 0048).
 */
const AdminBar = dynamic(() => import('./admin-bar').then((module) => module.AdminBar), { ssr: false });

export function AdminBarAfterHydration({ labels }: { labels: AdminBarLabels }) {
  const hydrated = useHydrated();
  return hydrated ? <AdminBar labels={labels} /> : null;
}
