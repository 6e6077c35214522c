'use client';

import dynamic from 'next/dynamic';
import type { AdminBarLabels } from './admin-bar';

/* The admin bar shows for administrators only, after the shopper request: its code loads after hydration (ADR 0042). */
const AdminBar = dynamic(() => import('./admin-bar').then((module) => module.AdminBar), { ssr: false });

export function AdminBarAfterHydration({ labels }: { labels: AdminBarLabels }) {
  return <AdminBar labels={labels} />;
}
