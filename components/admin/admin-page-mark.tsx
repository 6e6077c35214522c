'use client';

import { useEffect } from 'react';
import type { AdminPageType } from '@/lib/admin/admin-links';
import { adminPageStore } from './admin-page-store';

/**
 * Tells the admin bar which item this page shows (category, product, partner product, content), so it can link to
 * the item's update page in the back office. Renders nothing; the same for every shopper, so cached pages stay cached.
 */
export function AdminPageMark({ type, id }: { type: AdminPageType; id: number }) {
  useEffect(() => {
    adminPageStore.set({ type, id });
    return () => {
      const page = adminPageStore.get();
      if (page?.type === type && page.id === id) adminPageStore.set(null);
    };
  }, [type, id]);
  return null;
}
